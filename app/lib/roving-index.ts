/**
 * Where a key moves within a group that arrow keys walk through (WAI-ARIA tabs, toolbar,
 * accordion questions): the previous and next keys step one place and wrap at the ends; Home
 * and End jump to the first and the last. `undefined` for any other key, or an empty group, so
 * the caller leaves that key to the browser.
 */
export function rovingIndex(
  key: string,
  current: number,
  count: number,
  orientation: "horizontal" | "vertical",
): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const [previousKey, nextKey] = orientation === "vertical" ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
  switch (key) {
    case previousKey:
      return current <= 0 ? last : current - 1;
    case nextKey:
      return current >= last ? 0 : current + 1;
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return undefined;
  }
}
