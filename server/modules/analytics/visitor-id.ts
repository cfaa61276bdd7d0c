import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import { eq, lt } from "drizzle-orm";
import { addDays, businessTimeZone, calendarDateIn, zonedInstant } from "../../../common/business-time";
import { analyticsSalts } from "../../db/schema";
import { clientKey } from "../../http/client-key";
import type { CollectorContext, Pending, Visitor } from "./collector-context";
import { deviceClass } from "./view-fields";
import { maxUserAgent } from "./what-counts";

/**
 * The request's visitor key (ADR 028): a hash of a daily random salt, the client's address and
 * its user agent, so a visitor is the same one all day and nobody can be recognised the next day
 * or from the stored id. The salt is shared by every instance through `analyticsSalts` and
 * deleted once its day is over.
 */

/** Visitors remembered for the day; when full, the memory starts over (bounded, as the bot verdicts). */
const maxVisitorsRemembered = 10_000;

/** The business day `at` falls on; worked out again only when `at` leaves the day last asked for. */
export function businessDayAt({ memory }: Pick<CollectorContext, "memory">, at: Date): string {
  const ms = at.getTime();
  const { today } = memory;
  if (ms >= today.start && ms < today.end) return today.day;
  const day = calendarDateIn(at, businessTimeZone);
  memory.today = {
    day,
    start: zonedInstant(day, "00:00").getTime(),
    end: zonedInstant(addDays(day, 1), "00:00").getTime(),
  };
  return day;
}

/** The client's address: Fastify's proxy-aware `ip` when the request went through Fastify. */
export const clientAddress = ({ trust }: Pick<CollectorContext, "trust">, raw: IncomingMessage, ip?: string) =>
  ip ?? (trust ? proxyAddr(raw, trust) : (raw.socket?.remoteAddress ?? ""));

/** The day's salt, from memory, or stored (by whichever instance offers it first) and read back. */
export function saltFor({ db, memory }: Pick<CollectorContext, "db" | "memory">, day: string): Promise<string> {
  const { salts, loadingSalts } = memory;
  const known = salts.get(day);
  if (known) return Promise.resolve(known);
  let loading = loadingSalts.get(day);
  if (!loading) {
    loading = (async () => {
      // Every instance offers a salt; the first one stored is the day's, and all read it back.
      await db
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString("hex") })
        .onConflictDoNothing();
      const [row] = await db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day));
      if (!row) throw new Error(`analytics: no salt for ${day}`);
      salts.set(day, row.salt);
      for (const kept of salts.keys()) if (kept < addDays(day, -1)) salts.delete(kept);
      return row.salt;
    })().finally(() => loadingSalts.delete(day));
    loadingSalts.set(day, loading);
  }
  return loading;
}

const hash = (salt: string, identity: string) =>
  createHash("sha256").update(salt).update(identity).digest("hex").slice(0, 32);

/** The visitor's id for `day` now if the salt is in memory; else its input, hashed at the flush. */
export function visitorOf(
  context: Pick<CollectorContext, "db" | "memory" | "log">,
  day: string,
  address: string,
  userAgent: string,
): Pick<Pending, "visitor" | "identity"> {
  const identity = `\n${clientKey(address)}\n${userAgent.slice(0, maxUserAgent)}`;
  const salt = context.memory.salts.get(day);
  if (salt) return { visitor: hash(salt, identity), identity: null };
  saltFor(context, day).catch((error: unknown) =>
    context.log.warn({ err: error }, "analytics: could not load the day's salt"),
  );
  return { visitor: "", identity };
}

/**
 * A page view's visitor: its id (a SHA-256) and device class are worked out on its first view of
 * the day and remembered, so the next views cost a map lookup. An id still waiting for the
 * day's salt is not remembered: the next view tries again.
 */
export function rememberedVisitor(
  context: Pick<CollectorContext, "db" | "memory" | "log">,
  day: string,
  address: string,
  userAgent: string,
): Visitor {
  const { visitors } = context.memory;
  const key = `${day}\n${address}\n${userAgent}`;
  let known = visitors.get(key);
  if (known === undefined) {
    known = {
      ...visitorOf(context, day, address, userAgent),
      device: deviceClass(userAgent),
      client: clientKey(address),
    };
    if (known.identity === null) {
      if (visitors.size >= maxVisitorsRemembered || !visitors.keys().next().value?.startsWith(day)) {
        visitors.clear();
      }
      visitors.set(key, known);
    }
  }
  return known;
}

/** Hashes what waited for its day's salt (a salt that cannot be had fails the flush, which is tried again). */
export async function settleVisitors(
  context: Pick<CollectorContext, "db" | "memory">,
  batch: Pending[],
): Promise<void> {
  for (const item of batch) {
    if (item.identity === null) continue;
    item.visitor = hash(await saltFor(context, item.day), item.identity);
    item.identity = null;
  }
}

/** Housekeeping (`analyticsSalts`): deletes the salts of days that are over, so their ids cannot be remade. */
export async function purgeOldSalts(context: Pick<CollectorContext, "db" | "clock" | "memory">): Promise<number> {
  const day = businessDayAt(context, context.clock.now());
  for (const kept of context.memory.salts.keys()) if (kept < day) context.memory.salts.delete(kept);
  const removed = await context.db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, day))
    .returning({ day: analyticsSalts.day });
  return removed.length;
}
