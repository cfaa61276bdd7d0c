import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../common/audit";
import { insertFakeDemoRequests } from "../../scripts/fake-data";
import { auditLog, newsletterSubscribers } from "../../server/db/schema";
import type { RouteRecord } from "../../server/http/route-table";
import { routeAliases } from "../../server/modules/spec-aliases";
import { uniqueStaffInputs } from "./fixtures";
import { createTestApp, engines, signIn, type TestApp, testAdmin } from "./test-app";

/**
 * Writes anyone may make, each with why it is not a staff action (and so leaves no audit row).
 * A new public write goes here, or the test below fails.
 */
const publicWrites: Record<string, string> = {
  "POST /api/auth/login": "signs in: the session it creates changes no record",
  "POST /api/auth/logout": "revokes only the token it is given",
  "POST /api/contact": "a visitor's enquiry, rate-limited; staff see it in /admin/enquiries",
  "POST /api/schedule-demo": "a visitor's booking, rate-limited and verified by email",
  "POST /api/schedule-demo/send-verification-code": "sends a visitor a code; rate-limited per address and email",
  "POST /api/schedule-demo/verify-code": "checks a visitor's code; rate-limited",
  "POST /api/schedule-demo/:id/cancel": "the visitor's own cancellation, authorised by the signed link",
  "POST /api/schedule-demo/:id/reschedule":
    "the guest moves their own booking, authorised by the signed manage link; rate-limited",
  "POST /api/assistant/ask":
    "a visitor's question to the site's assistant, rate-limited; unanswered ones are logged masked",
  "POST /api/assistant/feedback": "a visitor's 'was this helpful?', rate-limited; a no is logged masked for staff",
  "POST /api/assistant/handoff":
    "Live Support: a visitor's enquiry through the contact service, rate-limited; acknowledged to the address given",
  "POST /api/data-rights-requests":
    "a visitor's GDPR/DPDP request, rate-limited; staff track it in /admin/data-rights-requests",
  "POST /api/newsletter/subscribe": "a visitor's newsletter sign-up, rate-limited per address and email; double opt-in",
  "POST /newsletter/confirm": "the Confirm button of the emailed link's page, authorised by the signed link",
  "POST /newsletter/unsubscribe":
    "one-click unsubscribe (RFC 8058) and the page's button, authorised by the signed link",
  "POST /api/analytics/cta": "counts a click on a call to action (analytics beacon), rate-limited; no personal data",
};

/** Every method of `/api/*`: the JSON 404 for an API address nobody registered. */
const catchAll = "/api/*";

interface StaffCall {
  /** Replaces `:id` in the route's address. */
  id?: string;
  payload?: object;
  /** What the audit row must also say, beyond who wrote it. */
  row?: Partial<AuditEntry>;
  /** Puts back what the call changed that later calls depend on. */
  restore?: () => Promise<unknown>;
}

/**
 * How to drive each staff write once with input it accepts, keyed by its canonical route (an alias
 * in server/modules/spec-aliases.ts is driven the same way). A new staff write needs an entry
 * here; the test then checks that the call leaves an audit row.
 */
function staffCalls(t: TestApp, token: string): Record<string, () => Promise<StaffCall>> {
  const send = async (method: string, url: string, payload?: object) => {
    const response = await t.app.inject({
      method: method as "POST",
      url,
      headers: { "x-auth-token": token },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const { unique, plan, post, job, entry } = uniqueStaffInputs();
  const newPlan = async () => (await send("POST", "/api/admin/plans", plan()))._id as string;
  const newPost = async () => (await send("POST", "/api/admin/blog", post()))._id as string;
  const newJob = async () => (await send("POST", "/api/admin/job-openings", job()))._id as string;
  const newEntry = async () => (await send("POST", "/api/admin/changelog", entry()))._id as string;
  const newDemoRequest = async () => {
    await insertFakeDemoRequests(t.database.db, 1);
    return (await send("GET", "/api/admin/demo-requests?sort=createdAt&order=desc&limit=1"))[0]._id as string;
  };
  const newUser = async () =>
    (await send("POST", "/api/admin/users", { username: `user${unique()}`, password: "a long enough password" }))
      ._id as string;

  return {
    "POST /api/admin/plans": async () => ({ payload: plan(), row: { action: "create", entity: "plan" } }),
    "PUT /api/admin/plans/:id": async () => ({
      id: await newPlan(),
      payload: { ...plan(), name: "Renamed", price: "₹650" },
      row: { action: "update", entity: "plan", before: expect.objectContaining({ price: "₹600" }) },
    }),
    "DELETE /api/admin/plans/:id": async () => ({ id: await newPlan(), row: { action: "delete", entity: "plan" } }),

    "POST /api/admin/blog": async () => ({ payload: post(), row: { action: "create", entity: "blog_post" } }),
    "PUT /api/admin/blog/:id": async () => ({
      id: await newPost(),
      payload: { ...post(), author: "Meera Iyer" },
      row: { action: "update", entity: "blog_post", after: expect.objectContaining({ author: "Meera Iyer" }) },
    }),
    "DELETE /api/admin/blog/:id": async () => ({ id: await newPost(), row: { action: "delete" } }),
    "POST /api/admin/blog/:id/newsletter/test": async () => ({
      id: await newPost(),
      payload: { to: "editor@example.com" },
      row: { action: "test-send", entity: "newsletter_send" },
    }),
    "POST /api/admin/blog/:id/newsletter/send": async () => {
      // Setup: one confirmed subscriber to send to.
      await t.database.db.insert(newsletterSubscribers).values({
        email: `reader-${unique()}@example.com`,
        status: "subscribed",
        consentAskedAt: t.clock.now(),
        confirmedAt: t.clock.now(),
      });
      return { id: await newPost(), row: { action: "send", entity: "newsletter_send" } };
    },

    "POST /api/admin/job-openings": async () => ({ payload: job(), row: { action: "create", entity: "job_opening" } }),
    "PUT /api/admin/job-openings/:id": async () => ({
      id: await newJob(),
      payload: { ...job(), location: "Pune" },
      row: { action: "update", after: expect.objectContaining({ location: "Pune" }) },
    }),
    "DELETE /api/admin/job-openings/:id": async () => ({ id: await newJob(), row: { action: "delete" } }),

    "POST /api/admin/changelog": async () => ({ payload: entry(), row: { entity: "changelog_entry" } }),
    "PUT /api/admin/changelog/:id": async () => ({ id: await newEntry(), payload: entry(), row: { action: "update" } }),
    "DELETE /api/admin/changelog/:id": async () => ({ id: await newEntry(), row: { action: "delete" } }),

    "PATCH /api/admin/demo-requests/:id": async () => ({
      id: await newDemoRequest(),
      payload: { status: "cancelled", notes: "Called twice" },
      row: { entity: "demo_request", after: expect.objectContaining({ notes: "Called twice" }) },
    }),
    "DELETE /api/admin/demo-requests/:id": async () => ({
      id: await newDemoRequest(),
      // The person's details go with the request: the log keeps only whose it was.
      row: { action: "delete", before: { company: expect.any(String) } },
    }),

    "PATCH /api/admin/enquiries/:id": async () => {
      const submitted = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Meera", email: "meera@example.com", message: "A demo for our Dubai team" },
      });
      expect(submitted.statusCode).toBe(201);
      const [enquiry] = await send("GET", "/api/admin/enquiries?sort=createdAt&order=desc&limit=1");
      return { id: enquiry._id, payload: { handled: true }, row: { entity: "contact_enquiry" } };
    },

    "PATCH /api/admin/data-rights-requests/:id": async () => {
      const submitted = await t.app.inject({
        method: "POST",
        url: "/api/data-rights-requests",
        payload: { name: "Farah", email: "farah@example.com", requestType: "deletion" },
      });
      expect(submitted.statusCode).toBe(201);
      const [request] = await send("GET", "/api/admin/data-rights-requests?sort=receivedAt&order=desc&limit=1");
      return {
        id: request._id,
        payload: { status: "closed" },
        row: { entity: "data_rights_request", before: { status: "open" }, after: { status: "closed" } },
      };
    },

    "DELETE /api/admin/subscribers/:id": async () => {
      const email = `reader-${unique()}@example.com`;
      await t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email } });
      const [subscriber] = await send("GET", `/api/admin/subscribers?q=${encodeURIComponent(email)}`);
      // The address goes with the row: the log keeps only its status.
      return {
        id: subscriber._id,
        row: { action: "delete", entity: "newsletter_subscriber", before: { status: "pending" } },
      };
    },

    "POST /api/admin/outbox/:id/retry": async () => {
      // The enquiry's staff notice waits in the outbox (no SMTP in tests).
      await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Ravi", email: "ravi@example.com", message: "Pricing for 300 people" },
      });
      const [message] = await send("GET", "/api/admin/outbox?status=queued&sort=createdAt&order=desc&limit=1");
      return { id: message._id, row: { action: "retry", entity: "email" } };
    },

    "POST /api/admin/users": async () => ({
      payload: { username: `user${unique()}`, password: "bob's long password" },
      row: { action: "create", entity: "user" },
    }),
    "DELETE /api/admin/users/:id": async () => ({ id: await newUser(), row: { action: "delete", entity: "user" } }),

    "DELETE /api/auth/sessions/:id": async () => {
      await signIn(t.app);
      const sessions: Array<{ id: string; current: boolean }> = await send("GET", "/api/auth/sessions");
      return { id: sessions.find((session) => !session.current)?.id, row: { entity: "session" } };
    },
    "PUT /api/auth/password": async () => ({
      payload: { currentPassword: testAdmin.password, newPassword: "a brand new long password" },
      row: { action: "password-change", entity: "user" },
      restore: () =>
        send("PUT", "/api/auth/password", {
          currentPassword: "a brand new long password",
          newPassword: testAdmin.password,
        }),
    }),
  };
}

const canonicalOf = (route: RouteRecord) =>
  routeAliases.find((alias) => alias.method === route.method && alias.url === route.url)?.serves ?? route.url;

/**
 * Every write route the app registers is either a staff write that leaves an audit row (driven
 * here, one real call each, with a valid staff token) or on the public allowlist above with a
 * reason. Nobody lists the routes by hand: they come from the route table, aliases included.
 */
describe.each(engines)("every write route on %s", (engine) => {
  let t: TestApp;
  let token: string;
  let calls: ReturnType<typeof staffCalls>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.ready();
    token = await signIn(t.app);
    calls = staffCalls(t, token);
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
      if (publicWrites[key]) {
        expect(route.staff, `${key} is allowlisted as public but needs a session`).toBe(false);
        continue;
      }
      const drive = calls[`${route.method} ${canonicalOf(route)}`];
      if (!route.staff || !drive) {
        unaccounted.push(
          `${key}: ${route.staff ? "a staff route with no call in staffCalls()" : "a public write not in publicWrites"}`,
        );
        continue;
      }

      driven.add(`${route.method} ${canonicalOf(route)}`);
      const call = await drive();
      const url = route.url.replace(":id", call.id ?? "");
      const request = { method: route.method as "POST", url, ...(call.payload ? { payload: call.payload } : {}) };
      expect((await t.app.inject(request)).statusCode, `${key} without a session`).toBe(401);

      const before = await auditRowCount();
      t.clock.advance(1000);
      const response = await t.app.inject({ ...request, headers: { "x-auth-token": token } });
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(300);
      expect(await auditRowCount(), `${key} wrote no audit row`).toBe(before + 1);
      const [row] = (
        await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=1", headers: { "x-auth-token": token } })
      ).json<AuditEntry[]>();
      expect(row, key).toMatchObject({ actor: testAdmin.username, ...call.row });
      // The log says what changed, never a password, its hash, or what it became.
      expect(JSON.stringify(row), key).not.toMatch(/argon2|brand new|long password/);
      await call.restore?.();
    }
    expect(unaccounted, "write routes neither audited nor allowlisted").toEqual([]);
    // Each call drives a route that exists: a stale entry would hide a route that lost its audit.
    expect(Object.keys(calls).filter((key) => !driven.has(key))).toEqual([]);
    // Each allowlisted route exists: a stale entry would allow a route that is gone.
    const registered = new Set(writes().map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(publicWrites).filter((key) => !registered.has(key))).toEqual([]);
  });
});
