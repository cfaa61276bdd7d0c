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

/** Socket errors of node-postgres when the server is down or went away. */
const connectionErrorCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart). */
const unavailableSqlState = /^(08|57P)/;
const unavailableMessages =
  /PGlite is closed|Connection terminated|connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

/** True when the database cannot be reached at all, as opposed to refusing one query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causeChain(error)) {
    const code = typeof link.code === "string" ? link.code : "";
    if (connectionErrorCodes.has(code) || unavailableSqlState.test(code)) return true;
    if (typeof link.message === "string" && unavailableMessages.test(link.message)) return true;
  }
  return false;
}
