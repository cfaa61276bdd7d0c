/**
 * Marks a submission the spam signals were unsure about (server/modules/forms/spam.ts): it reached
 * staff as usual, and they judge it. The reasons are in the badge's title and its accessible name.
 */
export function PossibleSpamBadge({ doubt }: { doubt: string | null }) {
  if (!doubt) return null;
  return (
    <span
      title={`Possibly spam: ${doubt}`}
      className="inline-block whitespace-nowrap rounded bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-950 dark:text-amber-200"
    >
      Possibly spam<span className="sr-only">: {doubt}</span>
    </span>
  );
}
