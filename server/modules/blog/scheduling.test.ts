import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BlogTestContext, blogTestContext, postInput } from "../../../tests/support/blog-context";
import { testEpoch } from "../../../tests/support/test-database";
import { nextScheduledPublish, publishDateOfNewPost, publishDateOnEdit } from "./scheduling";
import { staffWrites } from "./staff-writes";

describe("when the next scheduled post goes live, without HTTP", () => {
  let blog: BlogTestContext;
  beforeAll(async () => {
    blog = await blogTestContext();
  });
  afterAll(() => blog?.dispose());

  it("is the earliest publish date still to come of a published post; drafts and live posts do not count", async () => {
    const { create } = staffWrites(blog.context);
    expect(await nextScheduledPublish(blog.context)).toBeNull();
    await create(postInput({ title: "Live", publishAt: "2026-05-01T09:00:00Z" }), blog.staff);
    await create(postInput({ title: "Draft", status: "draft", publishAt: "2026-06-02T09:00:00Z" }), blog.staff);
    await create(postInput({ title: "Later", publishAt: "2026-06-20T09:00:00Z" }), blog.staff);
    await create(postInput({ title: "Sooner", publishAt: "2026-06-10T09:00:00Z" }), blog.staff);
    expect(await nextScheduledPublish(blog.context)).toEqual(new Date("2026-06-10T09:00:00Z"));

    // Once the first goes live, the next one is the one to wait for.
    blog.clock.set("2026-06-10T09:00:00Z");
    expect(await nextScheduledPublish(blog.context)).toEqual(new Date("2026-06-20T09:00:00Z"));
    blog.clock.set("2026-06-20T09:00:00Z");
    expect(await nextScheduledPublish(blog.context)).toBeNull();
  });
});

describe("a post's publish date", () => {
  const now = testEpoch;

  it("of a new post is the one given, or now", () => {
    expect(publishDateOfNewPost({ publishAt: "2026-07-01T04:30:00+05:30" }, now)).toEqual(
      new Date("2026-06-30T23:00:00Z"),
    );
    expect(publishDateOfNewPost({}, now)).toEqual(now);
  });

  it("on an edit is the one given; a draft published without one goes out now, not when it was started", () => {
    expect(publishDateOnEdit(false, { publishAt: "2026-07-01T09:00:00Z", status: "published" }, now)).toEqual(
      new Date("2026-07-01T09:00:00Z"),
    );
    expect(publishDateOnEdit(true, { status: "published" }, now)).toEqual(now);
  });

  it("stays as it was when a published post or a draft is edited without one", () => {
    expect(publishDateOnEdit(false, { status: "published" }, now)).toBeUndefined();
    expect(publishDateOnEdit(true, { status: "draft" }, now)).toBeUndefined();
    expect(publishDateOnEdit(false, { status: "draft" }, now)).toBeUndefined();
  });
});
