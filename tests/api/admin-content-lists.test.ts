import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangelogEntry } from "../../common/changelog";
import type { JobOpening } from "../../common/job-openings";
import { seedChangelogEntries } from "../../content/seed/changelog-entries";
import { seedJobOpenings } from "../../content/seed/job-openings";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

/**
 * The back-office tables for job openings and changelog entries: the server sorts, pages and
 * searches (the DataTable only renders its answer), and only a signed-in admin may ask.
 */
describe.each(engines)("admin job opening and changelog lists on %s", (engine) => {
  let t: TestApp;
  let token: string;
  const get = (url: string, headers: Record<string, string> = { "x-auth-token": token }) =>
    t.app.inject({ method: "GET", url, headers });
  const collator = new Intl.Collator("en", { sensitivity: "base" });

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t.app);
  });
  afterAll(() => t.close());

  describe("GET /api/admin/changelog", () => {
    it("needs a session", async () => {
      expect((await get("/api/admin/changelog", {})).statusCode).toBe(401);
    });

    it("pages newest first by default, with the total in X-Total-Count", async () => {
      const first = await get("/api/admin/changelog?limit=2");
      expect(first.statusCode).toBe(200);
      expect(first.headers["x-total-count"]).toBe(String(seedChangelogEntries.length));
      const second = await get("/api/admin/changelog?limit=2&page=2");
      const dates = [...first.json<ChangelogEntry[]>(), ...second.json<ChangelogEntry[]>()].map((entry) => entry.date);
      expect(dates).toEqual(
        seedChangelogEntries
          .map((entry) => entry.date)
          .sort()
          .reverse(),
      );
    });

    it("sorts by version and by name in both directions", async () => {
      const versions = (await get("/api/admin/changelog?sort=version&order=asc")).json<ChangelogEntry[]>();
      expect(versions.map((entry) => entry.version)).toEqual(seedChangelogEntries.map((entry) => entry.version).sort());
      const names = (await get("/api/admin/changelog?sort=name&order=desc")).json<ChangelogEntry[]>();
      expect(names.map((entry) => entry.name)).toEqual(
        seedChangelogEntries
          .map((entry) => entry.name)
          .sort(collator.compare)
          .reverse(),
      );
    });

    it("searches name, version and description in any case", async () => {
      const byName = await get(`/api/admin/changelog?q=${encodeURIComponent("RECRUITMENT and")}`);
      expect(byName.json<ChangelogEntry[]>().map((entry) => entry.version)).toEqual(["v2.1.0"]);
      expect(byName.headers["x-total-count"]).toBe("1");
      const byVersion = (await get("/api/admin/changelog?q=v2.5")).json<ChangelogEntry[]>();
      expect(byVersion.map((entry) => entry.version)).toEqual(["v2.5.0"]);
      const byDescription = (await get("/api/admin/changelog?q=PAYSLIP&sort=version&order=asc")).json<
        ChangelogEntry[]
      >();
      expect(byDescription.map((entry) => entry.version)).toEqual(["v2.0.0", "v2.2.0"]);
    });

    it("answers 400 with a field message for a column it cannot sort by", async () => {
      const response = await get("/api/admin/changelog?sort=description");
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(["sort"]);
    });
  });

  describe("GET /api/admin/job-openings", () => {
    it("needs a session", async () => {
      expect((await get("/api/admin/job-openings", {})).statusCode).toBe(401);
    });

    it("sorts by department with the empty one first ascending, and by title descending", async () => {
      const byDepartment = (await get("/api/admin/job-openings?sort=department&order=asc")).json<JobOpening[]>();
      expect(byDepartment.map((job) => job.department)).toEqual(
        seedJobOpenings.map((job) => job.department).sort(collator.compare),
      );
      expect(byDepartment[0]?.department).toBe("");
      const byTitle = (await get("/api/admin/job-openings?sort=title&order=desc")).json<JobOpening[]>();
      expect(byTitle.map((job) => job.title)).toEqual(
        seedJobOpenings
          .map((job) => job.title)
          .sort(collator.compare)
          .reverse(),
      );
    });

    it("filters by status and searches title, location and department", async () => {
      const closed = await get("/api/admin/job-openings?status=closed");
      expect(closed.json<JobOpening[]>().map((job) => job.title)).toEqual(["Product Designer"]);
      expect(closed.headers["x-total-count"]).toBe("1");
      const search = (await get("/api/admin/job-openings?q=customer%20success")).json<JobOpening[]>();
      expect(search.length).toBe(seedJobOpenings.filter((job) => job.department === "Customer Success").length);
      const pageTwo = await get("/api/admin/job-openings?limit=2&page=2&sort=title&order=asc");
      expect(pageTwo.json<JobOpening[]>().map((job) => job.title)).toEqual(
        seedJobOpenings
          .map((job) => job.title)
          .sort(collator.compare)
          .slice(2, 4),
      );
      expect(pageTwo.headers["x-total-count"]).toBe(String(seedJobOpenings.length));
    });
  });
});
