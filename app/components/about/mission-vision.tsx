import { Eye, Target } from "lucide-react";
import type { MissionVisionValues } from "../../../content/types";
import { IconCardGrid } from "../marketing/icon-card-grid";

/** Mission and vision side by side, then the four values as icon cards. */
export function MissionVision({ content }: { content: MissionVisionValues }) {
  const statements = [
    { ...content.mission, Drawing: Target },
    { ...content.vision, Drawing: Eye },
  ];
  return (
    <>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {statements.map(({ title, text, Drawing }) => (
          <div key={title} className="rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand text-on-brand">
              <Drawing aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 font-bold text-2xl tracking-tight">{title}</h3>
            <p className="mt-3 text-ink-muted text-lg leading-relaxed">{text}</p>
          </div>
        ))}
      </div>
      <p className="mt-14 text-center font-semibold text-ink-muted text-sm uppercase tracking-wider">Our values</p>
      <IconCardGrid
        items={content.values.map(({ icon, title, text }) => ({ icon, title, description: text }))}
        columns={4}
        className="mt-6"
      />
    </>
  );
}
