import { z } from "zod";
import { pageAnswer } from "../http/list-answer";
import type { ModuleRoutes } from "./module";

/**
 * A back-office list (`GET /api/admin/<area>`): the query its schema checks (page, sort, search,
 * filters; common/list-query.ts), one page of rows as the body and the whole match's count in
 * `X-Total-Count` (pageAnswer). Every area's list is this one route, with its own schemas.
 */
export function listRoute<Query extends z.ZodType, Row extends z.ZodType>(
  app: Parameters<ModuleRoutes>[0],
  url: string,
  {
    summary,
    query,
    row,
    list,
  }: {
    summary: string;
    query: Query;
    row: Row;
    list: (query: z.output<Query>) => Promise<{ rows: z.input<Row>[]; total: number }>;
  },
): void {
  app.get(url, { schema: { summary, querystring: query, response: { 200: z.array(row) } } }, async (request, reply) =>
    pageAnswer(reply, await list(request.query as z.output<Query>)),
  );
}
