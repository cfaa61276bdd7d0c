import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BlogTestContext, blogTestContext, postInput } from "../../../tests/support/blog-context";
import { blogSitemapEntries } from "./sitemap";
import { staffWrites } from "./staff-writes";

describe("the blog's sitemap entries, without HTTP", () => {
  let blog: BlogTestContext;
  beforeAll(async () => {
    blog = await blogTestContext();
  });
  afterAll(() => blog?.dispose());

  it("has /blog alone, with no date, while nothing is published", async () => {
    await staffWrites(blog.context).create(postInput({ title: "Half a thought", status: "draft" }), blog.staff);
    expect(await blogSitemapEntries(blog.context)).toEqual([{ path: "/blog", title: "Blog" }]);
  });

  it("lists live posts newest first, each changed when last edited or published, and /blog as its newest", async () => {
    const { create, update } = staffWrites(blog.context);
    // Now is 2026-06-01T09:00Z.
    const edited = await create(
      postInput({ title: "Payroll in one run", publishAt: "2026-05-10T09:00:00Z" }),
      blog.staff,
    );
    await create(postInput({ title: "Rosters that work", publishAt: "2026-05-20T09:00:00Z" }), blog.staff);
    await create(postInput({ title: "Next month", publishAt: "2026-07-01T09:00:00Z" }), blog.staff);
    await blog.clock.advance(24 * 60 * 60_000);
    await update(edited._id, postInput({ title: "Payroll in one run", publishAt: "2026-05-10T09:00:00Z" }), blog.staff);

    expect(await blogSitemapEntries(blog.context)).toEqual([
      { path: "/blog", title: "Blog", lastModified: new Date("2026-06-02T09:00:00Z") },
      { path: "/blog/rosters-that-work", title: "Rosters that work", lastModified: new Date("2026-06-01T09:00:00Z") },
      { path: "/blog/payroll-in-one-run", title: "Payroll in one run", lastModified: new Date("2026-06-02T09:00:00Z") },
    ]);
  });

  it("dates a scheduled post by its publish date once it is live", async () => {
    blog.clock.set("2026-07-02T09:00:00Z");
    const [, newest] = await blogSitemapEntries(blog.context);
    expect(newest).toEqual({
      path: "/blog/next-month",
      title: "Next month",
      lastModified: new Date("2026-07-01T09:00:00Z"),
    });
  });
});
