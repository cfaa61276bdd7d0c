import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBlogListQuerySchema } from "../../../common/blog";
import { type BlogTestContext, blogTestContext, postInput } from "../../../tests/support/blog-context";
import { countPosts, listForStaff, postForStaff, recentPosts } from "./staff-list";
import { staffWrites } from "./staff-writes";

const query = (fields: Record<string, unknown> = {}) => adminBlogListQuerySchema.parse(fields);

describe("the back office's posts, without HTTP", () => {
  let blog: BlogTestContext;
  beforeAll(async () => {
    blog = await blogTestContext();
    const { create } = staffWrites(blog.context);
    // Created an hour apart, in this order; the test clock's now is 2026-06-01T09:00Z.
    const posts = [
      { title: "Payroll in one run", author: "Meera Rao", category: "Payroll", publishAt: "2026-05-10T09:00:00Z" },
      { title: "Half a thought", author: "Arjun Das", category: "Payroll", status: "draft" },
      { title: "Next month", author: "Meera Rao", category: "Workforce", publishAt: "2026-07-01T09:00:00Z" },
      {
        title: "Rosters that work",
        author: "Arjun Das",
        category: "Workforce",
        publishAt: "2026-05-20T09:00:00Z",
        content: `<p>${"Shift rosters for plants that never stop. ".repeat(5)}</p>`,
      },
    ];
    for (const post of posts) {
      await create(postInput(post), blog.staff);
      await blog.clock.advance(60 * 60_000);
    }
  });
  afterAll(() => blog?.dispose());

  const titles = async (fields: Record<string, unknown>) =>
    (await listForStaff(blog.context, query(fields))).rows.map((row) => row.title);

  it("lists every post, drafts and scheduled ones too, with the total", async () => {
    const { rows, total } = await listForStaff(blog.context, query({ sort: "title", order: "asc" }));
    expect(total).toBe(4);
    expect(rows.map((row) => [row.title, row.status, row.scheduled])).toEqual([
      ["Half a thought", "draft", false],
      ["Next month", "published", true],
      ["Payroll in one run", "published", false],
      ["Rosters that work", "published", false],
    ]);
  });

  it("filters by state as the list shows it: a draft, scheduled, or live", async () => {
    expect(await titles({ status: "draft" })).toEqual(["Half a thought"]);
    expect(await titles({ status: "scheduled" })).toEqual(["Next month"]);
    expect(await titles({ status: "published", sort: "date", order: "desc" })).toEqual([
      "Rosters that work",
      "Payroll in one run",
    ]);
  });

  it("sorts by state (draft, scheduled, live), searches title, author and category, and filters by category", async () => {
    const byState = await titles({ sort: "status", order: "asc" });
    expect(byState.slice(0, 2)).toEqual(["Half a thought", "Next month"]);
    expect(await titles({ q: "arjun", sort: "title", order: "asc" })).toEqual(["Half a thought", "Rosters that work"]);
    expect(await titles({ category: "Workforce", sort: "title", order: "asc" })).toEqual([
      "Next month",
      "Rosters that work",
    ]);
  });

  it("shows a row's preview, not its body: the first 100 characters of the text", async () => {
    const [row] = (await listForStaff(blog.context, query({ q: "rosters" }))).rows;
    expect(row).not.toHaveProperty("content");
    expect(row?.preview).toMatch(/^Shift rosters for plants that never stop\. .*\.\.\.$/);
    expect(row?.preview.length).toBeLessThanOrEqual(103);
  });

  it("reads one post with its body whatever its state, and nothing for an unknown id", async () => {
    const [draft] = (await listForStaff(blog.context, query({ status: "draft" }))).rows;
    expect(await postForStaff(blog.context, draft?._id ?? "")).toMatchObject({
      title: "Half a thought",
      status: "draft",
      content: "<p>Shift rosters for plants that never stop.</p>",
    });
    expect(await postForStaff(blog.context, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("counts every post and gives the dashboard the ones written last", async () => {
    expect(await countPosts(blog.context)).toBe(4);
    expect((await recentPosts(blog.context, 2)).map((post) => post.title)).toEqual(["Rosters that work", "Next month"]);
  });
});
