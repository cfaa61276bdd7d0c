import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation } from "./errors";

/** A node-postgres error as drizzle hands it on: the driver's error is the cause. */
const wrapped = (code: string, message = "refused") =>
  Object.assign(new Error("Failed query"), { cause: Object.assign(new Error(message), { code }) });

describe("isDatabaseUnavailable", () => {
  it("is true for every way PostgreSQL refuses a connection, whatever the reason", () => {
    for (const [code, message] of [
      ["ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"],
      ["57P01", "terminating connection due to administrator command"],
      ["57P03", "the database system is starting up"],
      ["55000", 'database "aster" is not currently accepting connections'],
      ["53300", "sorry, too many clients already"],
      ["28P01", 'password authentication failed for user "aster"'],
      ["3D000", 'database "aster" does not exist'],
      ["08006", "connection failure"],
    ] as const) {
      expect(isDatabaseUnavailable(wrapped(code, message)), code).toBe(true);
    }
  });

  it("is false for a query the database refused on its merits", () => {
    expect(isDatabaseUnavailable(wrapped("23505", "duplicate key value"))).toBe(false);
    expect(isDatabaseUnavailable(wrapped("42P01", 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped("55000", "object not in prerequisite state"))).toBe(false);
    expect(isUniqueViolation(wrapped("23505"))).toBe(true);
  });
});
