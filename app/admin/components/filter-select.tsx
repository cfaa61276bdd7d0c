import { useId } from "react";
import { useSearchParams } from "react-router";

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
  const [searchParams, setSearchParams] = useSearchParams();
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
        onChange={(event) => {
          const next = new URLSearchParams(searchParams);
          if (event.target.value) next.set(param, event.target.value);
          else next.delete(param);
          next.delete("page");
          setSearchParams(next, { preventScrollReset: true });
        }}
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
