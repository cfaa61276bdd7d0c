import type { FastifyReply } from "fastify";
import { totalCountHeader } from "../../common/http";

/**
 * A list route's answer: the page's rows as the body (SPEC §7 keeps arrays as bodies) and the
 * number of rows the whole query matches in `X-Total-Count`, for the pager.
 */
export function pageAnswer<Row>(reply: FastifyReply, { rows, total }: { rows: Row[]; total: number }): Row[] {
  reply.header(totalCountHeader, String(total));
  return rows;
}
