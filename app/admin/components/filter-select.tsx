import { useId } from "react";
import { useListParams } from "../lib/use-list-params";

/**
 * A list filter kept in the URL (like the table's sort and page), so a filtered view survives a
 * reload and can be shared. Changing it goes back to the first page.
 */
export function FilterSelect({
  label,
  param,
  options,
}: {
  label: string;
  param: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { searchParams, change } = useListParams();
  const id = useId();
  // Label and select side by side, not nested: the options' text must not become the select's name.
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-ink-muted">
        {label}
      </label>
      <select
        id={id}
        value={searchParams.get(param) ?? ""}
        onChange={(event) => change({ [param]: event.target.value, page: "" }, { preventScrollReset: true })}
        className="rounded-lg border border-line-strong bg-surface px-2 py-2 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
