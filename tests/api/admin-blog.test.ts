import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminBlogListItem, AdminBlogPost, BlogPost } from "../../common/blog";
import { postgresUrl } from "../support/test-database";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

const body = `<p>${"Attendance rosters for field teams need slack for travel, weather and the occasional festival. ".repeat(3)}</p>`;
const newPost = {
  title: "Rosters for field teams",
  content: body,
  category: "Best Practices",
  author: "Ritika Banerjee",
};

/** What the back office's blog pages rely on beyond the public API (tests/api/content-api.test.ts). */
describe.each(engines)("the back office's blog API on %s", (engine) => {
  let t: TestApp;
  let token: string;
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { "x-auth-token": token } });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { "x-auth-token": token }, ...(payload ? { payload } : {}) });
  const create = async (input: object) =>
    (await send("POST", "/api/admin/blog", { ...newPost, ...input })).json<AdminBlogPost>();
  const list = async (query: string) => (await get(`/api/admin/blog?${query}`)).json<AdminBlogListItem[]>();

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: false });
    t.clock.set("2026-11-20T09:00:00Z");
    token = await signIn(t.app);
  });
  afterAll(() => t.close());

  it("lists posts with a 100-character plain-text preview and without their bodies", async () => {
    const long = await create({ title: "Long one" });
    const short = await create({ title: "Short one", content: "<h2>Hi</h2><p>Two <strong>words</strong></p>" });
    const rows = await list("q=one&sort=title&order=asc");
    expect(rows.map((row) => row.title)).toEqual(["Long one", "Short one"]);
    expect(rows[0]).not.toHaveProperty("content");
    expect(rows[0]?.preview).toBe(
      "Attendance rosters for field teams need slack for travel, weather and the occasional festival. Atten...",
    );
    expect(rows[0]?.preview.length).toBe(103);
    expect(rows[1]?.preview).toBe("Hi Two words");
    await send("DELETE", `/api/admin/blog/${long._id}`);
    await send("DELETE", `/api/admin/blog/${short._id}`);
  });

  it("sorts by title, category, author, date and state, both ways", async () => {
    const inAnHour = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const posts = [
      await create({ title: "B sorted", category: "Remote Work", author: "Zoya", status: "draft" }),
      await create({ title: "A sorted", category: "Recruitment", author: "Arun", publishAt: inAnHour }),
      await create({
        title: "C sorted",
        category: "HR Technology",
        author: "Meera",
        publishAt: "2026-01-01T00:00:00Z",
      }),
    ];
    const titles = async (sort: string, order: string) =>
      (await list(`q=sorted&sort=${sort}&order=${order}`)).map((row) => row.title);
    expect(await titles("title", "asc")).toEqual(["A sorted", "B sorted", "C sorted"]);
    expect(await titles("title", "desc")).toEqual(["C sorted", "B sorted", "A sorted"]);
    expect(await titles("category", "asc")).toEqual(["C sorted", "A sorted", "B sorted"]);
    expect(await titles("author", "desc")).toEqual(["B sorted", "C sorted", "A sorted"]);
    expect(await titles("date", "asc")).toEqual(["C sorted", "B sorted", "A sorted"]);
    // Draft, then scheduled, then published.
    expect(await titles("status", "asc")).toEqual(["B sorted", "A sorted", "C sorted"]);
    expect(await titles("status", "desc")).toEqual(["C sorted", "A sorted", "B sorted"]);
    for (const post of posts) await send("DELETE", `/api/admin/blog/${post._id}`);
  });

  it("lets a draft's address follow its title, leaving no redirects behind, until it is published", async () => {
    const draft = await create({ title: "Half typ", status: "draft" });
    expect(draft.slug).toBe("half-typ");
    const renamed = (
      await send("PUT", `/api/admin/blog/${draft._id}`, { ...newPost, title: "Half typed no more", status: "draft" })
    ).json<AdminBlogPost>();
    expect(renamed.slug).toBe("half-typed-no-more");
    // The draft's first address was never public, so nothing keeps it.
    expect(await t.app.services.blog.findPublished("half-typ")).toBeNull();
    const other = await create({ title: "Half typ" });
    expect(other.slug).toBe("half-typ");

    // A chosen address sticks.
    const chosen = (
      await send("PUT", `/api/admin/blog/${draft._id}`, {
        ...newPost,
        title: "Whatever",
        slug: "my-choice",
        status: "draft",
      })
    ).json<AdminBlogPost>();
    expect(chosen.slug).toBe("my-choice");
    for (const post of [draft, other]) await send("DELETE", `/api/admin/blog/${post._id}`);
  });

  it("publishes a draft now, keeps a scheduled date, and keeps a published post's address", async () => {
    const draft = await create({ title: "Started long ago", status: "draft" });
    t.clock.advance(3 * 24 * 3_600_000);
    token = await signIn(t.app);
    const published = (
      await send("PUT", `/api/admin/blog/${draft._id}`, { ...newPost, title: "Started long ago", status: "published" })
    ).json<AdminBlogPost>();
    expect(published.date).toBe(t.clock.now().toISOString());
    expect(published.scheduled).toBe(false);
    const visible = (await t.app.inject({ method: "GET", url: "/api/blog/started-long-ago" })).json<BlogPost>();
    expect(visible._id).toBe(draft._id);

    // Editing a published post without a slug keeps its address, whatever the title says.
    const edited = (
      await send("PUT", `/api/admin/blog/${draft._id}`, { ...newPost, title: "A new headline", status: "published" })
    ).json<AdminBlogPost>();
    expect(edited.slug).toBe("started-long-ago");
    expect(edited.date).toBe(published.date);

    const later = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const scheduledDraft = await create({ title: "Later", status: "draft" });
    const scheduled = (
      await send("PUT", `/api/admin/blog/${scheduledDraft._id}`, { ...newPost, title: "Later", publishAt: later })
    ).json<AdminBlogPost>();
    expect(scheduled).toMatchObject({ scheduled: true, date: later });
    for (const post of [draft, scheduledDraft]) await send("DELETE", `/api/admin/blog/${post._id}`);
  });

  it("refuses an unknown sort column with a field message", async () => {
    const response = await get("/api/admin/blog?sort=content");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("sort");
  });
});

/**
 * An update reads the post, checks its slug and writes the old slug's redirect in its
 * own transaction, with the post locked. A delete that commits while the update waits for that
 * lock leaves nothing behind: the update answers 404 and writes no redirect.
 */
describe.runIf(postgresUrl)("a blog update racing a delete on postgres", () => {
  let t: TestApp;
  let other: pg.Client;
  beforeAll(async () => {
    t = await createTestApp("postgres", { seed: false });
    // A second connection to this test's own database.
    other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  it("answers 404 and commits no redirect for a post deleted meanwhile", async () => {
    const token = await signIn(t.app);
    const headers = { "x-auth-token": token };
    const post = (
      await t.app.inject({ method: "POST", url: "/api/admin/blog", headers, payload: newPost })
    ).json<AdminBlogPost>();

    // Another connection deletes the post and holds its transaction open.
    await other.query("begin");
    await other.query("delete from blog_posts where id = $1", [post._id]);
    const update = t.app.inject({
      method: "PUT",
      url: `/api/admin/blog/${post._id}`,
      headers,
      payload: { ...newPost, slug: "a-new-address" },
    });
    // Once the update waits for the deleted row's lock, the delete commits.
    const waiting = async () =>
      (
        await other.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        )
      ).rows[0].n;
    await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
    await other.query("commit");

    const response = await update;
    expect(response.statusCode, response.body).toBe(404);
    expect((await other.query("select slug from blog_slug_redirects")).rows).toEqual([]);
  });
});
