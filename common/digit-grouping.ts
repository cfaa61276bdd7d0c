/**
 * Counts written with their digit groups ("1,234,567" or, the Indian way, "12,34,567"), without
 * Intl. The first Intl.NumberFormat a page builds makes the browser load the locale's data:
 * about 45 ms on a mid-range phone, the largest single cost of hydrating the home page's plan
 * cards. The pages show whole counts (users included, views), so grouping digits is all they need.
 */

/** Splits off the last `first` digits, then groups of `rest`, joined by commas. */
function group(count: number, first: number, rest: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  const sign = count < 0 ? "-" : "";
  let digits = String(Math.abs(count));
  if (digits.length <= first) return sign + digits;
  const groups = [digits.slice(-first)];
  digits = digits.slice(0, -first);
  while (digits.length > rest) {
    groups.unshift(digits.slice(-rest));
    digits = digits.slice(0, -rest);
  }
  groups.unshift(digits);
  return sign + groups.join(",");
}

/** 1234567 → "1,234,567", as Intl's en-US writes it. */
export const westernDigitGroups = (count: number): string => group(count, 3, 3);

/** 1234567 → "12,34,567" (lakh and crore), as Intl's en-IN writes it. */
export const indianDigitGroups = (count: number): string => group(count, 3, 2);
