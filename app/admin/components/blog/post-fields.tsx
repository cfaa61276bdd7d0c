import { useId } from "react";
import type { PostState } from "../../../../common/blog";
import type { FieldErrors } from "../../../../common/field-errors";
import { FormField, inputClasses } from "../../../components/ui/form-field";
import { cn } from "../../../lib/cn";
import type { PostFormValues } from "./post-form-values";
import { postStateLabels } from "./post-state";
import { RichTextEditor } from "./rich-text-editor";

const stateHints: Record<PostState, string> = {
  draft: "Only staff can see it.",
  published: "On /blog now.",
  scheduled: "Appears on /blog at the time below.",
};

/** A post's fields (SPEC §3 Blog post): the text on the left, how and where it is published on the right. */
export function PostFields({
  values,
  errors,
  categories,
  initialContent,
  publishedSlug,
  publicPath,
  autosaves,
  onChange,
}: {
  values: PostFormValues;
  errors: FieldErrors;
  categories: readonly string[];
  initialContent: string;
  /** The address of a post that is (or will be) public: changing it leaves a redirect behind. */
  publishedSlug: string | null;
  /** Where the post is (or will be) on the site; null until there is a title to make it from. */
  publicPath: string | null;
  autosaves: boolean;
  onChange: (changes: Partial<PostFormValues>) => void;
}) {
  const contentLabelId = useId();
  const contentErrorId = useId();
  const text = (name: keyof PostFormValues) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange({ [name]: event.target.value }),
  });
  const options =
    values.category && !categories.includes(values.category) ? [...categories, values.category] : categories;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-5">
        <FormField label="Title" error={errors.title} required>
          {(control) => (
            <input {...control} {...text("title")} maxLength={200} className={cn(inputClasses, "text-lg")} />
          )}
        </FormField>
        <div>
          <span id={contentLabelId} className="block font-medium text-sm">
            Content
            <span className="text-danger" aria-hidden="true">
              {" "}
              *
            </span>
          </span>
          <div className="mt-1.5">
            <RichTextEditor
              id={`${contentLabelId}-editor`}
              labelledBy={contentLabelId}
              initialHtml={initialContent}
              describedBy={errors.content ? contentErrorId : undefined}
              invalid={Boolean(errors.content)}
              onChange={(content) => onChange({ content })}
            />
          </div>
          {errors.content && (
            <p id={contentErrorId} className="mt-1.5 font-medium text-danger text-sm">
              {errors.content}
            </p>
          )}
        </div>
      </div>

      <div className="space-y-5">
        <fieldset className="rounded-xl border border-line p-4">
          <legend className="px-1 font-medium text-sm">Status</legend>
          <div className="space-y-2">
            {(["draft", "published", "scheduled"] as const).map((state) => (
              <label key={state} className="flex items-start gap-2.5 text-sm">
                <input
                  type="radio"
                  name="state"
                  value={state}
                  checked={values.state === state}
                  onChange={() => onChange({ state })}
                  className="mt-0.5 size-4 accent-[var(--brand)]"
                />
                <span>
                  <span className="font-medium">{postStateLabels[state]}</span>
                  <span className="block text-ink-muted text-xs">{stateHints[state]}</span>
                </span>
              </label>
            ))}
          </div>
          {values.state === "scheduled" && (
            <FormField label="Publish on" hint="India time (IST)" error={errors.publishAt} required className="mt-4">
              {(control) => (
                <input {...control} {...text("publishAt")} type="datetime-local" className={inputClasses} />
              )}
            </FormField>
          )}
          <p className="mt-4 text-ink-muted text-xs">
            {autosaves
              ? "Drafts save themselves a few seconds after you stop typing."
              : "Changes to a published or scheduled post go live only when you save them."}
          </p>
        </fieldset>

        <FormField
          label="Address"
          hint={
            publishedSlug
              ? `${publicPath}. Changing it keeps the old address working: it redirects here.`
              : `${publicPath ? `${publicPath}. ` : ""}Leave empty to make it from the title.`
          }
          error={errors.slug}
        >
          {(control) => (
            <input
              {...control}
              {...text("slug")}
              placeholder={publishedSlug ?? undefined}
              maxLength={80}
              autoCapitalize="none"
              spellCheck={false}
              className={inputClasses}
            />
          )}
        </FormField>

        <FormField label="Category" error={errors.category} required>
          {(control) => (
            <select {...control} {...text("category")} className={inputClasses}>
              {options.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Author" error={errors.author} required>
          {(control) => <input {...control} {...text("author")} maxLength={100} className={inputClasses} />}
        </FormField>
        <FormField label="Author bio" error={errors.authorBio}>
          {(control) => (
            <textarea {...control} {...text("authorBio")} rows={3} maxLength={500} className={inputClasses} />
          )}
        </FormField>
        <FormField label="Author image URL" hint="https://… or a path on this site" error={errors.authorImage}>
          {(control) => <input {...control} {...text("authorImage")} type="url" className={inputClasses} />}
        </FormField>
        <FormField label="Tags" hint="Separate tags with commas" error={errors.tags}>
          {(control) => <input {...control} {...text("tags")} className={inputClasses} />}
        </FormField>
        <FormField label="Cover image URL" hint="https://… or a path on this site" error={errors.imageUrl}>
          {(control) => <input {...control} {...text("imageUrl")} type="url" className={inputClasses} />}
        </FormField>
      </div>
    </div>
  );
}
