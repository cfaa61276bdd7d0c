import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../common/audit";
import { auditLog } from "../../server/db/schema";
import { apiSamplesFor, type DocumentedPaths, sampleUrl } from "../support/api-samples";
import { createTestApp, engines, signIn, type TestApp, testAdmin } from "./test-app";

/** Every method of `/api/*`: the JSON 404 for an API address nobody registered. */
const catchAll = "/api/*";

/**
 * Every write route the app registers is either a staff write that leaves an audit row (driven
 * here, one real call each, with a valid staff token) or a public write whose sample says why it
 * is public. The samples live beside the routes, in server/modules/<module>/api-samples.ts (an
 * alias in server/modules/spec-aliases.ts is driven with its route's). Nobody lists the routes by
 * hand: they come from the route table, aliases included.
 */
describe.each(engines)("every write route on %s", (engine) => {
  let t: TestApp;
  let token: string;
  let samples: ReturnType<typeof apiSamplesFor>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.ready();
    token = await signIn(t.app);
    // The API document names the module of a route that has no sample yet.
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<DocumentedPaths>();
    samples = apiSamplesFor(t, token, document);
  });
  afterAll(() => t.close());

  const auditRowCount = async () => (await t.database.db.select({ rows: count() }).from(auditLog))[0]?.rows ?? 0;

  it("is staff-only and audited, or allowlisted as public with a reason", async () => {
    const writes = () => t.app.routeTable().filter((route) => !["GET", "HEAD"].includes(route.method));
    const unaccounted: string[] = [];
    const driven = new Set<string>();
    for (const route of writes()) {
      const key = `${route.method} ${route.url}`;
      if (route.url === catchAll) continue;
      const { key: sampleKey, file, drive, publicWrite } = samples.of(route);
      if (publicWrite) {
        expect(route.staff, `${key} is a public write in ${file} but needs a session`).toBe(false);
        driven.add(sampleKey);
        continue;
      }
      if (!route.staff || !drive) {
        unaccounted.push(
          route.staff
            ? `${key}: a staff write with no sample in ${file}`
            : `${key}: a public write with no \`publicWrite\` reason in its sample in ${file}`,
        );
        continue;
      }

      driven.add(sampleKey);
      const call = await drive();
      const request = {
        method: route.method as "POST",
        url: sampleUrl(route.url, call),
        ...(call.payload ? { payload: call.payload } : {}),
        headers: call.headers ?? {},
      };
      expect((await t.app.inject(request)).statusCode, `${key} without a session`).toBe(401);

      const before = await auditRowCount();
      t.clock.advance(1000);
      const response = await t.app.inject({ ...request, headers: { ...request.headers, "x-auth-token": token } });
      expect(response.statusCode, `${key}: ${response.body}`).toBe(call.status);
      expect(await auditRowCount(), `${key} wrote no audit row`).toBe(before + 1);
      const [row] = (
        await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=1", headers: { "x-auth-token": token } })
      ).json<AuditEntry[]>();
      expect(row, key).toMatchObject({ actor: testAdmin.username, ...call.row });
      // The log says what changed, never a password, its hash, or what it became.
      expect(JSON.stringify(row), key).not.toMatch(/argon2|brand new|long password/);
      await call.restore?.();
    }
    expect(unaccounted, "write routes neither audited nor public with a reason").toEqual([]);
    // Each write's sample drives a route that exists, and each public write's reason names one: a
    // stale sample would hide a route that lost its audit, or allow a route that is gone.
    const stale = samples.unused(driven, (sample) => !sample.key.startsWith("GET ") || sample.publicWrite);
    expect(stale, "samples of no write route").toEqual([]);
  });
});
