import type { PostState } from "../../../../common/blog";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../lib/format";

export const postStateLabels: Record<PostState, string> = {
  draft: "Draft",
  published: "Published",
  scheduled: "Scheduled",
};

/** A post's date and time as staff read it: in India time, as the schedule picker takes it. */
export const postDateTime = formatDateTime;

const tones: Record<PostState, string> = {
  draft: "bg-surface-sunken text-ink-muted",
  published: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  scheduled: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
};

/** Draft, Published, or Scheduled with the time it goes out. */
export function PostStateBadge({ state, date }: { state: PostState; date: string }) {
  return (
    <span className={cn("inline-block rounded-md px-2 py-1 font-medium text-xs", tones[state])}>
      {postStateLabels[state]}
      {state === "scheduled" && (
        <>
          {" "}
          <span className="block font-normal">for {postDateTime(date)}</span>
        </>
      )}
    </span>
  );
}
