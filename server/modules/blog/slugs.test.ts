import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BlogTestContext, blogTestContext, postInput } from "../../../tests/support/blog-context";
import { blogPosts, blogSlugRedirects } from "../../db/schema";
import type { PostRow } from "./post-record";
import { asSlugTaken, freeSlugFor, moveSlug, SlugTakenError, slugAfterEdit, slugInUse } from "./slugs";
import { staffWrites } from "./staff-writes";

describe("a post's address, without HTTP", () => {
  let blog: BlogTestContext;
  let published: PostRow;
  let draft: PostRow;

  const row = async (id: string) => {
    const [found] = await blog.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!found) throw new Error(`no post ${id}`);
    return found;
  };
  const redirects = () =>
    blog.db
      .select({ slug: blogSlugRedirects.slug, postId: blogSlugRedirects.postId })
      .from(blogSlugRedirects)
      .orderBy(blogSlugRedirects.slug);

  beforeAll(async () => {
    blog = await blogTestContext();
    const { create } = staffWrites(blog.context);
    published = await row((await create(postInput({ title: "Payroll in one run" }), blog.staff))._id);
    draft = await row((await create(postInput({ title: "Half a thought", status: "draft" }), blog.staff))._id);
  });
  afterAll(() => blog?.dispose());

  it("makes a title's slug, with -2, -3… while that address is taken", async () => {
    expect(await freeSlugFor(blog.db, "Leave, without the paperwork!")).toBe("leave-without-the-paperwork");
    expect(await freeSlugFor(blog.db, "Payroll in one run")).toBe("payroll-in-one-run-2");
    // A post keeps its own address when its title is unchanged.
    expect(await freeSlugFor(blog.db, "Payroll in one run", published.id)).toBe("payroll-in-one-run");
  });

  it("lets a draft's address follow its title, and keeps a published post's unless staff set one", async () => {
    expect(await slugAfterEdit(blog.db, draft, postInput({ title: "A whole thought" }))).toBe("a-whole-thought");
    expect(await slugAfterEdit(blog.db, published, postInput({ title: "Payroll, renamed" }))).toBe(
      "payroll-in-one-run",
    );
    expect(await slugAfterEdit(blog.db, published, postInput({ slug: "one-run-payroll" }))).toBe("one-run-payroll");
  });

  it("leaves a published post's old address behind as a redirect, which no other post may take", async () => {
    await blog.db.transaction((tx) => moveSlug(tx, published, "one-run-payroll"));
    expect(await redirects()).toEqual([{ slug: "payroll-in-one-run", postId: published.id }]);
    expect(await slugInUse(blog.db, "payroll-in-one-run")).toBe(true);
    expect(await slugInUse(blog.db, "payroll-in-one-run", published.id)).toBe(false);
    const other = await row((await staffWrites(blog.context).create(postInput({ title: "Other" }), blog.staff))._id);
    await expect(blog.db.transaction((tx) => moveSlug(tx, other, "payroll-in-one-run"))).rejects.toThrow(
      new SlugTakenError("payroll-in-one-run"),
    );
  });

  it("gives a post its former address back, and then nothing redirects from it", async () => {
    await blog.db.update(blogPosts).set({ slug: "one-run-payroll" }).where(eq(blogPosts.id, published.id));
    const moved = await row(published.id);
    await blog.db.transaction((tx) => moveSlug(tx, moved, "payroll-in-one-run"));
    expect(await redirects()).toEqual([{ slug: "one-run-payroll", postId: published.id }]);
  });

  it("leaves nothing behind when a draft's address changes: it was never public", async () => {
    const before = await redirects();
    await blog.db.transaction((tx) => moveSlug(tx, draft, "a-whole-thought"));
    expect(await redirects()).toEqual(before);
  });

  it("tells staff a slug is taken when the database refuses a duplicate, and passes other errors on", async () => {
    const duplicate = await blog.db
      .insert(blogPosts)
      .values({ ...draft, id: undefined })
      .catch((error: unknown) => error);
    expect(asSlugTaken(duplicate, "half-a-thought", postInput())).toEqual(new SlugTakenError("half-a-thought"));
    expect(asSlugTaken(duplicate, undefined, postInput({ title: "Rosters, again" }))).toEqual(
      new SlugTakenError("rosters-again"),
    );
    const other = new Error("the database is away");
    expect(asSlugTaken(other, "x", postInput())).toBe(other);
  });
});
