import { useEffect, useId, useState } from "react";
import type { TourDemo } from "../../../../common/product-tour";
import { formatPlaybackTime } from "../../../components/product-tour/demo-player-state";
import { Button } from "../../../components/ui/button";
import { inputClasses } from "../../../components/ui/form-field";
import { ApiError } from "../../../lib/api";
import { adminRequest } from "../../lib/api-client";
import { useAdminAction } from "../../lib/use-admin-action";
import { MediaChoice } from "./media-choice";

interface ChapterValues {
  title: string;
  /** As typed: minutes:seconds. */
  start: string;
  imageId: string | null;
}

const valuesOf = (demo: TourDemo) => ({
  videoId: demo.videoId,
  chapters: demo.chapters.map(
    (chapter): ChapterValues => ({
      title: chapter.title,
      start: formatPlaybackTime(chapter.startSeconds),
      imageId: chapter.imageId,
    }),
  ),
});

/** "1:05" or "65" as seconds; null for anything else. */
export function secondsOf(text: string): number | null {
  const match = /^\s*(?:(\d{1,3}):)?(\d{1,5})\s*$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1] ?? 0);
  const seconds = Number(match[2]);
  if (match[1] !== undefined && seconds > 59) return null;
  return minutes * 60 + seconds;
}

/**
 * One demo's media: its video (or none: then each chapter shows its screenshot) and, per chapter,
 * where it starts and its screenshot. The server checks that every item is described and that no
 * chapter starts after the video ends; its refusal is shown on the field it names.
 */
export function DemoMediaForm({ demo, onDirtyChange }: { demo: TourDemo; onDirtyChange: (dirty: boolean) => void }) {
  const headingId = useId();
  const [values, setValues] = useState(() => valuesOf(demo));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, busy } = useAdminAction();
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(demo));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const setChapter = (index: number, change: Partial<ChapterValues>) =>
    setValues((current) => ({
      ...current,
      chapters: current.chapters.map((chapter, at) => (at === index ? { ...chapter, ...change } : chapter)),
    }));

  async function save() {
    const starts = values.chapters.map((chapter) => secondsOf(chapter.start));
    const unreadable = starts.flatMap((start, index) =>
      start === null ? [[`chapters.${index}.startSeconds`, "Write the start as minutes:seconds, e.g. 1:05"]] : [],
    );
    setErrors(Object.fromEntries(unreadable));
    if (unreadable.length > 0) return;
    const body = {
      videoId: values.videoId,
      chapters: values.chapters.map((chapter, index) => ({
        startSeconds: starts[index] ?? 0,
        imageId: chapter.imageId,
      })),
    };
    const saved = await run(
      () =>
        adminRequest<TourDemo>(`/api/admin/product-tour/${demo._id}`, { method: "PUT", body }).catch(
          (error: unknown) => {
            if (error instanceof ApiError) setErrors(error.errors);
            throw error;
          },
        ),
      { success: `"${demo.title}" saved: the tour shows it now.`, failure: `Failed to save "${demo.title}".` },
    );
    if (saved) {
      setErrors({});
      setValues(valuesOf(saved));
    }
  }

  const errorOf = (field: string) => <FieldError id={`${headingId}-${field}`} message={errors[field]} />;

  return (
    <section
      id={demo._id}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <h2 id={headingId} className="font-semibold text-lg">
        {demo.title}
      </h2>
      <form
        className="mt-4 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset>
          <legend className="font-medium text-sm">Video</legend>
          <p className="mt-1 text-ink-muted text-sm">With no video, each chapter shows its screenshot.</p>
          <div className="mt-2">
            <MediaChoice
              label={`video of ${demo.title}`}
              kind="video"
              id={values.videoId}
              onChange={(videoId) => setValues((current) => ({ ...current, videoId }))}
            />
          </div>
          {errorOf("videoId")}
        </fieldset>
        <fieldset>
          <legend className="font-medium text-sm">Chapters</legend>
          <ol className="mt-2 space-y-4">
            {values.chapters.map((chapter, index) => (
              <ChapterRow
                key={chapter.title}
                chapter={chapter}
                index={index}
                idPrefix={headingId}
                errors={errors}
                onChange={(change) => setChapter(index, change)}
              />
            ))}
          </ol>
          {errorOf("chapters")}
        </fieldset>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" disabled={!dirty || busy} onClick={() => setValues(valuesOf(demo))}>
            Undo changes
          </Button>
          <Button type="submit" disabled={!dirty || busy}>
            {busy ? "Saving…" : "Save"}
          </Button>
        </div>
      </form>
    </section>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-danger text-sm">
      {message}
    </p>
  ) : null;
}

/** One chapter: where it starts (minutes:seconds) and its screenshot. */
function ChapterRow({
  chapter,
  index,
  idPrefix,
  errors,
  onChange,
}: {
  chapter: ChapterValues;
  index: number;
  idPrefix: string;
  errors: Record<string, string>;
  onChange: (change: Partial<ChapterValues>) => void;
}) {
  const startField = `chapters.${index}.startSeconds`;
  const imageField = `chapters.${index}.imageId`;
  const startId = `${idPrefix}-start-${index}`;
  return (
    <li className="grid gap-2 border-line border-t pt-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <div>
        <label htmlFor={startId} className="block font-medium text-sm">
          {index + 1}. {chapter.title}
        </label>
        <div className="mt-1 w-28">
          <input
            id={startId}
            value={chapter.start}
            inputMode="numeric"
            aria-invalid={errors[startField] ? true : undefined}
            aria-describedby={errors[startField] ? `${idPrefix}-${startField}` : `${startId}-hint`}
            onChange={(event) => onChange({ start: event.target.value })}
            className={inputClasses}
          />
        </div>
        <span id={`${startId}-hint`} className="sr-only">
          Starts at, in minutes and seconds
        </span>
        <FieldError id={`${idPrefix}-${startField}`} message={errors[startField]} />
      </div>
      <div>
        <MediaChoice
          label={`screenshot of ${chapter.title}`}
          kind="image"
          id={chapter.imageId}
          onChange={(imageId) => onChange({ imageId })}
        />
        <FieldError id={`${idPrefix}-${imageField}`} message={errors[imageField]} />
      </div>
    </li>
  );
}
