import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BlogTestContext, blogTestContext, postInput } from "../../../tests/support/blog-context";
import { auditLog } from "../../db/schema";
import { findPublished } from "./published-posts";
import { SlugTakenError } from "./slugs";
import { staffWrites } from "./staff-writes";

describe("staff's writes of posts, without HTTP", () => {
  let blog: BlogTestContext;
  let writes: ReturnType<typeof staffWrites>;
  beforeAll(async () => {
    blog = await blogTestContext();
    writes = staffWrites(blog.context);
  });
  afterAll(() => blog?.dispose());

  /** The audit records of a post, oldest first: what happened, in words, and whether a public page changed. */
  const auditOf = async (id: string) => {
    const stored = await blog.db.select({ summary: auditLog.summary }).from(auditLog).where(eq(auditLog.entityId, id));
    const records = blog.committed.filter((record) => record.entityId === id);
    // Each is in the audit log, not only announced.
    expect(stored.map((row) => row.summary).sort()).toEqual(records.map((record) => record.summary).sort());
    return records.map((record) => [record.action, record.summary, record.publicContent]);
  };

  it("creates a post at its title's address, published now unless dated, with its reading time and audit row", async () => {
    const post = await writes.create(
      postInput({ title: "Payroll in one run", content: `<p>${"word ".repeat(401)}</p>` }),
      blog.staff,
    );
    expect(post).toMatchObject({
      slug: "payroll-in-one-run",
      status: "published",
      scheduled: false,
      date: blog.clock.now().toISOString(),
      readTime: 3,
      views: 0,
    });
    expect(await auditOf(post._id)).toEqual([["create", 'Created post "Payroll in one run"', true]]);
    expect(await findPublished(blog.context, "payroll-in-one-run")).toMatchObject({ kind: "post" });
  });

  it("gives a second post of the same title the next free address, and refuses a slug already used", async () => {
    expect((await writes.create(postInput({ title: "Payroll in one run" }), blog.staff)).slug).toBe(
      "payroll-in-one-run-2",
    );
    await expect(writes.create(postInput({ title: "Other", slug: "payroll-in-one-run" }), blog.staff)).rejects.toThrow(
      SlugTakenError,
    );
  });

  it("schedules a post dated later: staff see it as scheduled, nobody else sees it yet", async () => {
    const post = await writes.create(postInput({ title: "Next month", publishAt: "2026-07-01T09:00:00Z" }), blog.staff);
    expect(post).toMatchObject({ scheduled: true, date: "2026-07-01T09:00:00.000Z" });
    expect(await findPublished(blog.context, "next-month")).toBeNull();
  });

  it("keeps a renamed post's old address working, and says the change is public", async () => {
    const post = await writes.create(postInput({ title: "Rosters that work" }), blog.staff);
    const renamed = await writes.update(
      post._id,
      postInput({ title: "Rosters that work", slug: "shift-rosters" }),
      blog.staff,
    );
    expect(renamed).toMatchObject({ slug: "shift-rosters" });
    expect(await findPublished(blog.context, "rosters-that-work")).toEqual({ kind: "moved", slug: "shift-rosters" });
    expect((await auditOf(post._id)).at(-1)).toEqual(["update", 'Updated post "Rosters that work"', true]);
  });

  it("lets a draft follow its title, and publishes it now when it is published without a date", async () => {
    const draft = await writes.create(postInput({ title: "Half a", status: "draft" }), blog.staff);
    expect(await auditOf(draft._id)).toEqual([["create", 'Created post "Half a"', false]]);
    await blog.clock.advance(60 * 60_000);
    expect(
      await writes.update(draft._id, postInput({ title: "Half a thought", status: "draft" }), blog.staff),
    ).toMatchObject({ slug: "half-a-thought", status: "draft" });
    await blog.clock.advance(60 * 60_000);
    const published = await writes.update(draft._id, postInput({ title: "Half a thought" }), blog.staff);
    expect(published).toMatchObject({ status: "published", date: blog.clock.now().toISOString() });
    // A draft's address was never public: nothing redirects from it.
    expect(await findPublished(blog.context, "half-a")).toBeNull();
  });

  it("answers null for a post that is not there, and deletes a post once", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await writes.update(missing, postInput(), blog.staff)).toBeNull();
    const post = await writes.create(postInput({ title: "Short lived" }), blog.staff);
    expect(await writes.remove(post._id, blog.staff)).toBe(true);
    expect(await writes.remove(post._id, blog.staff)).toBe(false);
    expect((await auditOf(post._id)).at(-1)).toEqual(["delete", 'Deleted post "Short lived"', true]);
    expect(await findPublished(blog.context, "short-lived")).toBeNull();
  });
});
