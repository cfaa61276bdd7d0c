import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogListQuerySchema } from "../../../common/blog";
import { changelogCategory } from "../../../content/blog";
import { type BlogTestContext, blogTestContext, postInput } from "../../../tests/support/blog-context";
import { categoryCounts, changelogPosts, findPublished, latestPosts, listPublished } from "./published-posts";
import { staffWrites } from "./staff-writes";

const page = (fields: Record<string, unknown> = {}) => blogListQuerySchema.parse(fields);

describe("published posts, as everyone reads them, without HTTP", () => {
  let blog: BlogTestContext;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    blog = await blogTestContext();
    const { create, update } = staffWrites(blog.context);
    const write = async (name: string, fields: Record<string, unknown>) => {
      ids[name] = (await create(postInput(fields), blog.staff))._id;
    };
    // The test clock's now is 2026-06-01T09:00Z.
    await write("payroll", {
      title: "Payroll in one run",
      content: "<p>Payroll with PF and ESI.</p>",
      category: "Payroll",
      publishAt: "2026-05-10T09:00:00Z",
    });
    await write("rosters", { title: "Rosters that work", category: "Workforce", publishAt: "2026-05-20T09:00:00Z" });
    await write("leave", {
      title: "Leave without the paperwork",
      content: "<p>Leave requests, and payroll sees them.</p>",
      category: "Workforce",
      publishAt: "2026-05-25T09:00:00Z",
    });
    await write("release", {
      title: "What is new in 2.4",
      category: changelogCategory,
      publishAt: "2026-05-30T09:00:00Z",
    });
    await write("draft", { title: "Half a thought", category: "Payroll", status: "draft" });
    await write("scheduled", { title: "Payroll next month", category: "Payroll", publishAt: "2026-06-15T09:00:00Z" });
    // A published post renamed: its first address stays behind.
    await update(
      ids.rosters ?? "",
      postInput({ title: "Rosters that work", slug: "shift-rosters", category: "Workforce" }),
      blog.staff,
    );
  });
  afterAll(() => blog?.dispose());

  it("lists live posts newest first, leaving out drafts and posts scheduled later", async () => {
    const { posts, total } = await listPublished(blog.context, page());
    expect(posts.map((post) => post.title)).toEqual([
      "What is new in 2.4",
      "Leave without the paperwork",
      "Rosters that work",
      "Payroll in one run",
    ]);
    expect(total).toBe(4);
  });

  it("combines the search and the category with AND, and pages with the total of all matches", async () => {
    expect((await listPublished(blog.context, page({ q: "payroll" }))).posts.map((post) => post.title)).toEqual([
      "Leave without the paperwork",
      "Payroll in one run",
    ]);
    expect(
      (await listPublished(blog.context, page({ q: "payroll", category: "Workforce" }))).posts.map(
        (post) => post.title,
      ),
    ).toEqual(["Leave without the paperwork"]);
    const second = await listPublished(blog.context, page({ page: 2, limit: 3 }));
    expect(second).toMatchObject({ total: 4, posts: [{ title: "Payroll in one run" }] });
  });

  it("counts live posts per category, by name", async () => {
    expect(await categoryCounts(blog.context)).toEqual([
      { name: changelogCategory, count: 1 },
      { name: "Payroll", count: 1 },
      { name: "Workforce", count: 2 },
    ]);
  });

  it("finds a post by its slug, and sends its id and its former slug on to the slug", async () => {
    expect(await findPublished(blog.context, "shift-rosters")).toMatchObject({
      kind: "post",
      post: { title: "Rosters that work", slug: "shift-rosters", likes: 0 },
    });
    expect(await findPublished(blog.context, ids.rosters ?? "")).toEqual({ kind: "moved", slug: "shift-rosters" });
    expect(await findPublished(blog.context, "rosters-that-work")).toEqual({ kind: "moved", slug: "shift-rosters" });
    expect(await findPublished(blog.context, "no-such-post")).toBeNull();
  });

  it("finds neither a draft nor a scheduled post until it is live", async () => {
    expect(await findPublished(blog.context, "half-a-thought")).toBeNull();
    expect(await findPublished(blog.context, ids.scheduled ?? "")).toBeNull();
    expect(await findPublished(blog.context, "payroll-next-month")).toBeNull();
    blog.clock.set("2026-06-15T09:00:00Z");
    try {
      expect(await findPublished(blog.context, "payroll-next-month")).toMatchObject({ kind: "post" });
      expect((await latestPosts(blog.context, 1)).map((post) => post.title)).toEqual(["Payroll next month"]);
    } finally {
      blog.clock.set("2026-06-01T09:00:00Z");
    }
  });

  it("gives the changelog only its own category, and the feed the newest posts", async () => {
    expect((await changelogPosts(blog.context)).map((post) => post.title)).toEqual(["What is new in 2.4"]);
    expect((await latestPosts(blog.context, 2)).map((post) => post.title)).toEqual([
      "What is new in 2.4",
      "Leave without the paperwork",
    ]);
  });
});
