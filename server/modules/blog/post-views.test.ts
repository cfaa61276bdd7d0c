import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BlogTestContext, blogTestContext, postInput } from "../../../tests/support/blog-context";
import { uncachedControl } from "../../http/page-cache";
import { countReads, recordView } from "./post-views";
import { findPublished } from "./published-posts";
import { staffWrites } from "./staff-writes";

const browser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0";
const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("counting a post's readers, without HTTP", () => {
  let blog: BlogTestContext;
  let postId: string;
  beforeAll(async () => {
    blog = await blogTestContext();
    postId = (await staffWrites(blog.context).create(postInput({ publishAt: "2026-05-01T09:00:00Z" }), blog.staff))._id;
  });
  afterAll(() => blog?.dispose());

  const shownViews = async () => {
    await blog.context.views.flush();
    const found = await findPublished(blog.context, "rosters-that-work");
    return found?.kind === "post" ? found.post.views : Number.NaN;
  };

  it("counts people, not crawlers, link previews or clients with no user agent", async () => {
    recordView(blog.context, postId, browser);
    recordView(blog.context, postId, browser);
    recordView(blog.context, postId, crawler);
    recordView(blog.context, postId, "facebookexternalhit/1.1");
    recordView(blog.context, postId, undefined);
    recordView(blog.context, postId, null);
    expect(await shownViews()).toBe(2);
  });

  it("counts a read answered now, and adds the views in the next batch, not on the read", async () => {
    const before = await shownViews();
    countReads(blog.context, postId, uncachedControl({ "user-agent": browser }));
    countReads(blog.context, postId, uncachedControl({ "user-agent": crawler }));
    const found = await findPublished(blog.context, "rosters-that-work");
    expect(found?.kind === "post" && found.post.views).toBe(before);
    expect(await shownViews()).toBe(before + 1);
  });
});
