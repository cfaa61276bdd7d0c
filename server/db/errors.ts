/**
 * Classifies database errors the same way on both drivers. Drizzle wraps driver errors (the
 * original is its `cause`), so every check looks down the cause chain.
 */

function* causeChain(error: unknown): Generator<Record<string, unknown>> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** SQLSTATE 23505: a unique constraint refused a row (a race lost, a name taken). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const link of causeChain(error)) {
    if (link.code === "23505") return constraint === undefined || link.constraint === constraint;
  }
  return false;
}

/** SQLSTATE 23503: a foreign key refused a row (what it points at was deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const link of causeChain(error)) if (link.code === "23503") return true;
  return false;
}

/** Socket errors of node-postgres when the server is down or went away. */
const connectionErrorCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
/**
 * SQLSTATEs with which PostgreSQL refuses a connection, or is going away: class 08 (connection
 * exception), 28 (authentication failed: a rotated password), 3D000 (no such database), 53
 * (insufficient resources: too many connections, out of memory or disk) and 57P (shutdown,
 * restart, "cannot connect now"). Each means the database is not there for us, not that one
 * query was wrong, so the answer is 503 and the client may try again.
 */
const unavailableSqlState = /^(08|28|3D000|53|57P)/;
const unavailableMessages =
  /PGlite is closed|Connection terminated|connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|is not currently accepting connections/i;

/** True when the database cannot be reached at all, as opposed to refusing one query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causeChain(error)) {
    const code = typeof link.code === "string" ? link.code : "";
    if (connectionErrorCodes.has(code) || unavailableSqlState.test(code)) return true;
    if (typeof link.message === "string" && unavailableMessages.test(link.message)) return true;
  }
  return false;
}
