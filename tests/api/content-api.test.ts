import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminBlogPost, BlogPost } from "../../common/blog";
import type { ChangelogEntry } from "../../common/changelog";
import { changelogPostLimit, mergeChangelog } from "../../common/changelog-versions";
import type { ContactEnquiry } from "../../common/contact";
import type { JobOpening } from "../../common/job-openings";
import { mediaIdOf, type PublicImage } from "../../common/media-addresses";
import { changelogCategory } from "../../content/blog";
import { seedBlogPosts } from "../../content/seed/blog-posts";
import { seedImages } from "../../content/seed/images";
import { seedJobOpenings } from "../../content/seed/job-openings";
import { contactEnquiries, outbox } from "../../server/db/schema";
import { viewCountFreshnessMs } from "../../server/modules/blog/service";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

const newPost = {
  title: "Shift Rosters That Survive Monsoon Season",
  content: "<h2>Plan</h2><p>Rosters need slack.</p><ul><li>One</li><li>Two</li></ul>",
  category: "Best Practices",
  author: "Ritika Banerjee",
  authorBio: "Writes about operations.",
  tags: ["Rosters", "Attendance"],
};

describe.each(engines)("blog, careers, changelog and contact APIs on %s", (engine) => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ "x-auth-token": token });
  const get = (url: string, headers = {}) => t.app.inject({ method: "GET", url, headers });
  const send = (
    method: "POST" | "PUT" | "DELETE" | "PATCH",
    url: string,
    payload?: object,
    headers: Record<string, string> = auth(),
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(engine);
    // After the newest seeded post (mid-November 2026), so every seeded post is published.
    t.clock.set("2026-11-20T09:00:00Z");
    token = await signIn(t.app);
  });
  afterAll(() => t.close());

  describe("blog", () => {
    it("gives every seeded post a described library image as its cover, its own seed image", async () => {
      const posts = (await get(`/api/blog?limit=${seedBlogPosts.length}`)).json<BlogPost[]>();
      const ids = posts.map((post) => mediaIdOf(post.imageUrl));
      expect(ids.every((id) => id !== null)).toBe(true);
      const images = await get(`/api/media?ids=${ids.join(",")}`);
      expect(images.statusCode).toBe(200);
      const described = images.json<PublicImage[]>();
      expect(new Set(described.map((image) => image._id))).toEqual(new Set(ids));
      const seeded = seedBlogPosts.map((post) => seedImages.find((image) => image.key === post.coverImage)?.alt);
      expect(new Set(described.map((image) => image.alt))).toEqual(new Set(seeded));
      expect(described.every((image) => image.alt.length > 0 && image.width === 1600)).toBe(true);
    });

    it("lists published posts newest first, in SPEC's shape, with X-Total-Count and paging", async () => {
      const first = await get("/api/blog?limit=5");
      expect(first.statusCode).toBe(200);
      expect(first.headers["x-total-count"]).toBe(String(seedBlogPosts.length));
      const posts = first.json<BlogPost[]>();
      expect(posts).toHaveLength(5);
      expect(Object.keys(posts[0] ?? {}).sort()).toEqual(
        [
          "_id",
          "slug",
          "title",
          "content",
          "excerpt",
          "category",
          "author",
          "authorBio",
          "authorImage",
          "date",
          "imageUrl",
          "readTime",
          "tags",
          "views",
          "likes",
        ].sort(),
      );
      const dates = posts.map((post) => post.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const second = (await get("/api/blog?limit=5&page=2")).json<BlogPost[]>();
      expect(second.map((post) => post._id)).not.toContain(posts[0]?._id);
    });

    it("combines search and category with AND (SPEC §4), matching title or content in any case", async () => {
      const inCategory = (await get("/api/blog?category=Recruitment")).json<BlogPost[]>();
      expect(inCategory.length).toBeGreaterThan(0);
      expect(inCategory.every((post) => post.category === "Recruitment")).toBe(true);
      const searched = (await get(`/api/blog?q=${encodeURIComponent("INTERVIEW")}`)).json<BlogPost[]>();
      expect(searched.length).toBeGreaterThan(0);
      const both = await get(`/api/blog?q=interview&category=${encodeURIComponent("Remote Work")}`);
      expect(both.json()).toEqual([]);
      expect(both.headers["x-total-count"]).toBe("0");
      // % and _ are literal, not wildcards.
      expect((await get("/api/blog?q=%25%25%25")).json()).toEqual([]);
    });

    it("counts posts per category", async () => {
      const counts = (await get("/api/blog/categories")).json<{ name: string; count: number }[]>();
      const expected = new Map<string, number>();
      for (const post of seedBlogPosts) expected.set(post.category, (expected.get(post.category) ?? 0) + 1);
      expect(new Map(counts.map((entry) => [entry.name, entry.count]))).toEqual(expected);
    });

    it("reads one post by slug or by id, and answers an unknown one with 404", async () => {
      const [post] = (await get("/api/blog?limit=1")).json<BlogPost[]>();
      expect((await get(`/api/blog/${post?.slug}`)).json()._id).toBe(post?._id);
      expect((await get(`/api/blog/${post?._id}`)).json().slug).toBe(post?.slug);
      const missing = await get("/api/blog/no-such-post");
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: "Blog post not found." });
    });

    it("needs the token to write, and computes slug, excerpt, word count and reading time on write", async () => {
      expect((await send("POST", "/api/admin/blog", newPost, {})).statusCode).toBe(401);
      const created = await send("POST", "/api/admin/blog", newPost);
      expect(created.statusCode).toBe(201);
      const post = created.json<AdminBlogPost>();
      expect(post).toMatchObject({
        slug: "shift-rosters-that-survive-monsoon-season",
        excerpt: "Plan Rosters need slack. One Two",
        readTime: 1,
        tags: ["Rosters", "Attendance"],
        status: "published",
        scheduled: false,
      });
      const again = await send("POST", "/api/admin/blog", newPost);
      expect(again.json().slug).toBe("shift-rosters-that-survive-monsoon-season-2");
      await send("DELETE", `/api/admin/blog/${again.json()._id}`);
      await send("DELETE", `/api/admin/blog/${post._id}`);
    });

    it("validates posts with field messages", async () => {
      const response = await send("POST", "/api/admin/blog", {
        title: "",
        content: "<p> </p>",
        tags: "a,b",
        imageUrl: "javascript:x",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({
        title: "Title is required",
        content: "Content is required",
        category: "Category is required",
        author: "Author is required",
        tags: "Tags must be a list of text",
        imageUrl: "Image URL must start with https:// or /",
      });
    });

    it("sanitizes HTML on write: nothing executable is stored", async () => {
      const created = await send("POST", "/api/admin/blog", {
        ...newPost,
        title: "Sanitizer check",
        content:
          '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">a</a><p style="color:red">s</p><svg onload="x()"></svg>',
      });
      const stored = created.json<AdminBlogPost>().content;
      expect(stored).toBe('<p>Hi</p><a rel="noopener noreferrer nofollow">a</a><p>s</p>');
      await send("DELETE", `/api/admin/blog/${created.json()._id}`);
    });

    it("keeps drafts and scheduled posts private until their time, then shows them by itself", async () => {
      const draft = (
        await send("POST", "/api/admin/blog", { ...newPost, title: "Draft one", status: "draft" })
      ).json<AdminBlogPost>();
      const inAnHour = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
      const scheduled = (
        await send("POST", "/api/admin/blog", { ...newPost, title: "Scheduled one", publishAt: inAnHour })
      ).json<AdminBlogPost>();
      expect(scheduled.scheduled).toBe(true);
      const visible = () =>
        get("/api/blog?limit=50").then((response) => response.json<BlogPost[]>().map((post) => post.title));
      expect(await visible()).not.toContain("Draft one");
      expect(await visible()).not.toContain("Scheduled one");
      expect((await get(`/api/blog/${scheduled.slug}`)).statusCode).toBe(404);

      const adminList = await get("/api/admin/blog?status=scheduled", auth());
      expect(adminList.json<AdminBlogPost[]>().map((post) => post.title)).toEqual(["Scheduled one"]);
      expect(
        (await get("/api/admin/blog?status=draft", auth())).json<AdminBlogPost[]>().map((post) => post.title),
      ).toEqual(["Draft one"]);

      t.clock.advance(3_600_000);
      expect(await visible()).toContain("Scheduled one");
      expect((await get(`/api/blog/${scheduled.slug}`)).statusCode).toBe(200);
      await send("DELETE", `/api/admin/blog/${draft._id}`);
      await send("DELETE", `/api/admin/blog/${scheduled._id}`);
    });

    it("keeps an old slug working after a rename, and refuses a slug another post uses", async () => {
      const post = (await send("POST", "/api/admin/blog", { ...newPost, title: "Renamed post" })).json<AdminBlogPost>();
      const renamed = await send("PUT", `/api/admin/blog/${post._id}`, {
        ...newPost,
        title: "Renamed post",
        slug: "a-better-name",
      });
      expect(renamed.json().slug).toBe("a-better-name");
      const old = (await get("/api/blog/renamed-post")).json<BlogPost>();
      expect(old.slug).toBe("a-better-name");
      expect(await t.app.services.blog.findPublished("renamed-post")).toEqual({ kind: "moved", slug: "a-better-name" });

      const other = (
        await send("POST", "/api/admin/blog", { ...newPost, title: "Another post" })
      ).json<AdminBlogPost>();
      for (const taken of ["a-better-name", "renamed-post"]) {
        const clash = await send("PUT", `/api/admin/blog/${other._id}`, {
          ...newPost,
          title: "Another post",
          slug: taken,
        });
        expect(clash.statusCode, taken).toBe(409);
        expect(clash.json().errors.slug).toMatch(/already used/);
      }
      await send("DELETE", `/api/admin/blog/${post._id}`);
      await send("DELETE", `/api/admin/blog/${other._id}`);
    });

    it("counts views in memory and writes them in one batch, ignoring crawlers", async () => {
      const [post] = (await get("/api/blog?limit=1")).json<BlogPost[]>();
      const person = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36" };
      for (let view = 0; view < 3; view++) await get(`/api/blog/${post?.slug}`, person);
      await get(`/api/blog/${post?.slug}`, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
      expect((await get(`/api/blog/${post?.slug}`)).json().views).toBe(post?.views);
      expect(await t.app.services.blog.views.flush()).toBe(3);
      // A post's answer shows views at most a minute old: written views do not empty the cache (ADR 010).
      expect((await get(`/api/blog/${post?.slug}`)).json().views).toBe(post?.views);
      t.clock.advance(viewCountFreshnessMs);
      expect((await get(`/api/blog/${post?.slug}`)).json().views).toBe((post?.views ?? 0) + 3);
    });

    it("publishes an RSS feed of the newest posts", async () => {
      const response = await get("/rss.xml");
      expect(response.headers["content-type"]).toContain("application/rss+xml");
      expect(response.body).toContain("<rss");
      expect(response.body).toContain(`http://localhost:3000/blog/`);
      expect(response.body.match(/<item>/g)?.length).toBe(seedBlogPosts.length);
    });

    it("lists every post in the sitemap with a true lastmod", async () => {
      const sitemap = (await get("/sitemap.xml")).body;
      const [post] = (await get("/api/blog?limit=1")).json<BlogPost[]>();
      expect(sitemap).toContain(`<loc>http://localhost:3000/blog/${post?.slug}</loc><lastmod>${post?.date}</lastmod>`);
      expect(sitemap).toMatch(/<loc>http:\/\/localhost:3000\/careers<\/loc><lastmod>/);
      expect(sitemap).toMatch(/<loc>http:\/\/localhost:3000\/changelog<\/loc><lastmod>/);
      expect(sitemap.match(/\/blog\//g)?.length).toBe(seedBlogPosts.length);
    });
  });

  describe("job openings", () => {
    it("shows open roles to everyone and every role to the back office", async () => {
      const open = (await get("/api/job-openings")).json<JobOpening[]>();
      expect(open).toHaveLength(seedJobOpenings.filter((job) => job.status === "open").length);
      expect(open.every((job) => job.status === "open")).toBe(true);
      expect((await get("/api/admin/job-openings")).statusCode).toBe(401);
      const all = await get("/api/admin/job-openings", auth());
      expect(all.headers["x-total-count"]).toBe(String(seedJobOpenings.length));
      const closed = all.json<JobOpening[]>().find((job) => job.status === "closed");
      expect((await get(`/api/job-openings/${closed?._id}`)).statusCode).toBe(404);
    });

    it("requires title, description, location and status; department is optional", async () => {
      const invalid = await send("POST", "/api/admin/job-openings", { department: "Sales" });
      expect(invalid.json().errors).toEqual({
        title: "Title is required",
        description: "Description is required",
        location: "Location is required",
        status: "Status is required",
      });
      const created = await send("POST", "/api/admin/job-openings", {
        title: "QA Engineer",
        description: "Test payroll.",
        location: "Pune",
        status: "open",
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ department: "", status: "open" });
      const closed = await send("PUT", `/api/admin/job-openings/${created.json()._id}`, {
        title: "QA Engineer",
        description: "Test payroll.",
        location: "Pune",
        status: "closed",
      });
      expect(closed.json().status).toBe("closed");
      expect((await get("/api/job-openings")).json<JobOpening[]>().map((job) => job.title)).not.toContain(
        "QA Engineer",
      );
      expect((await send("DELETE", `/api/admin/job-openings/${created.json()._id}`)).json()).toEqual({
        message: "Job opening deleted",
      });
      expect((await send("DELETE", `/api/admin/job-openings/${created.json()._id}`)).statusCode).toBe(404);
    });
  });

  describe("changelog", () => {
    it("answers SPEC's { data } shape publicly, and needs the token to write", async () => {
      const list = await get("/api/v1/changelogs");
      const { data } = list.json<{ data: ChangelogEntry[] }>();
      expect(data.length).toBeGreaterThan(0);
      expect(Object.keys(data[0] ?? {}).sort()).toEqual(["_id", "date", "description", "name", "version"]);
      const entry = {
        name: "Faster payroll",
        description: "Runs in half the time\nFixed rounding",
        version: "v9.9.9",
        date: "2026-11-20",
      };
      expect((await send("POST", "/api/admin/changelog", entry, {})).statusCode).toBe(401);
      const created = await send("POST", "/api/admin/changelog", entry);
      expect(created.statusCode).toBe(201);
      const id = created.json()._id;
      expect((await send("PUT", `/api/admin/changelog/${id}`, entry, {})).statusCode).toBe(401);
      expect((await send("DELETE", `/api/admin/changelog/${id}`, undefined, {})).statusCode).toBe(401);

      const versions = await t.app.services.changelog.versions();
      expect(versions[0]).toEqual({
        version: "v9.9.9",
        date: "2026-11-20",
        title: "Faster payroll",
        changes: ["Runs in half the time", "Fixed rounding"],
      });
      // Changelog posts join the list with "Changelog - " stripped from their title.
      expect(versions.some((version) => version.version === "v2.4.0" && version.changes.length > 3)).toBe(true);
      expect((await send("DELETE", `/api/admin/changelog/${id}`)).statusCode).toBe(200);
    });

    it("validates entries", async () => {
      const response = await send("POST", "/api/admin/changelog", { name: "", date: "2026-02-30" });
      expect(response.json().errors).toEqual({
        name: "Name is required",
        description: "Description is required",
        version: "Version is required",
        date: "Date must be a date (YYYY-MM-DD)",
      });
    });
  });

  describe("contact", () => {
    afterEach(async () => {
      await t.database.db.delete(contactEnquiries);
      await t.database.db.delete(outbox);
    });

    it("stores the enquiry and queues the staff email with it", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name: "Ravi",
          email: "ravi@example.com",
          message: "Pricing for 300 staff?",
          company: "Acme",
          fillMs: 9000,
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: "Message sent successfully! We will get back to you soon." });
      const [stored] = await t.database.db.select().from(contactEnquiries);
      expect(stored).toMatchObject({ name: "Ravi", company: "Acme", handled: false, spamReason: null });
      const [mail] = await t.database.db.select().from(outbox);
      expect(mail).toMatchObject({
        subject: "New enquiry from Ravi (Acme)",
        replyTo: "ravi@example.com",
        relatedId: stored?.id,
      });
      expect(mail?.text).toContain("Pricing for 300 staff?");
    });

    it("requires name, email and message, with messages", async () => {
      const response = await t.app.inject({ method: "POST", url: "/api/contact", payload: { email: "nope" } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        name: "Name is required",
        email: "Please enter a valid email",
        message: "Message is required",
      });
      expect(await t.database.db.select().from(contactEnquiries)).toEqual([]);
    });

    it("keeps spam aside silently: stored with its reason, no email", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Bot", email: "bot@example.com", message: "Buy now", website: "http://spam.example" },
      });
      expect(response.statusCode).toBe(201);
      const [stored] = await t.database.db.select().from(contactEnquiries);
      expect(stored?.spamReason).toBe("honeypot field filled");
      expect(await t.database.db.select().from(outbox)).toEqual([]);
    });

    it("delivers an enquiry sent within a second of the page opening, marked 'possibly spam' for staff", async () => {
      const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/contact", payload });
      // A browser that autofills the form sends it at once: the visitor is thanked, and staff get it.
      const quick = await send({
        name: "Meera",
        email: "meera@example.com",
        message: "Pricing for 40 staff?",
        fillMs: 1000,
      });
      expect(quick.statusCode).toBe(201);
      expect(quick.json()).toEqual({ message: "Message sent successfully! We will get back to you soon." });
      const listed = await t.app.inject({ method: "GET", url: "/api/admin/enquiries", headers: auth() });
      expect(listed.json()).toEqual([
        expect.objectContaining({
          email: "meera@example.com",
          spamReason: null,
          spamDoubt: "sent 1000 ms after the form appeared",
        }),
      ]);
      const [mail] = await t.database.db.select().from(outbox);
      expect(mail?.subject).toBe("Possibly spam: New enquiry from Meera");
      expect(mail?.text).toContain("Possibly spam (sent 1000 ms after the form appeared)");
      expect(mail?.text).toContain("Pricing for 40 staff?");

      // A message that is mostly links is doubted too, and says why.
      await send({
        name: "Link Seller",
        email: "links@example.com",
        message: "See https://a.example and https://b.example and www.c.example",
        fillMs: 20_000,
      });
      const [links] = await t.database.db
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.email, "links@example.com"));
      expect(links?.spamDoubt).toBe("3 links in the message");

      // Someone whose earlier enquiry reached staff is not doubted for being quick again.
      await send({ name: "Meera", email: "Meera@Example.com", message: "And for 60 staff?", fillMs: 500 });
      const [again] = await t.database.db
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.message, "And for 60 staff?"));
      expect(again).toMatchObject({ spamReason: null, spamDoubt: null });
    });

    it("keeps the topic an enquiry came with, names it in the staff email, and filters by it", async () => {
      const sales = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Kiran", email: "kiran@example.com", message: "Quote for 80 staff", topic: "sales" },
      });
      expect(sales.statusCode).toBe(201);
      await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Lata", email: "lata@example.com", message: "Where is your office?" },
      });
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.replyTo, "kiran@example.com"));
      expect(mail?.subject).toBe("New sales enquiry from Kiran");
      const filtered = await get("/api/admin/enquiries?topic=sales", auth());
      expect(filtered.json<ContactEnquiry[]>().map((row) => [row.name, row.topic])).toEqual([["Kiran", "sales"]]);
      const general = await get("/api/admin/enquiries?topic=general", auth());
      expect(general.json<ContactEnquiry[]>().map((row) => row.name)).toEqual(["Lata"]);

      const unknown = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "X", email: "x@example.com", message: "Hi", topic: "refunds" },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ topic: "Choose a topic from the list" });
      expect((await get("/api/admin/enquiries?topic=refunds", auth())).statusCode).toBe(400);
    });

    it("lets the back office list enquiries and mark one handled", async () => {
      await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Meera", email: "meera@example.com", message: "Demo for Dubai team" },
      });
      expect((await get("/api/admin/enquiries")).statusCode).toBe(401);
      const list = await get("/api/admin/enquiries", auth());
      const [enquiry] = list.json<ContactEnquiry[]>();
      expect(enquiry).toMatchObject({ name: "Meera", handled: false });
      const handled = await send("PATCH", `/api/admin/enquiries/${enquiry?._id}`, { handled: true });
      expect(handled.json().handled).toBe(true);
      expect((await get("/api/admin/enquiries?handled=false", auth())).json()).toEqual([]);
    });
  });
});

describe.each(engines)("the changelog's two data paths on %s", (engine) => {
  let t: TestApp;
  afterAll(() => t.close());

  it("merges the same newest posts on the server as the browser asks the API for", async () => {
    t = await createTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: "0" } });
    t.clock.set("2026-11-20T09:00:00Z");
    const token = await signIn(t.app);
    for (let release = 1; release <= changelogPostLimit + 1; release++) {
      t.clock.advance(60_000);
      const created = await t.app.inject({
        method: "POST",
        url: "/api/admin/blog",
        headers: { "x-auth-token": token },
        payload: { ...newPost, category: changelogCategory, title: `Changelog - v1.0.${release}`, tags: [] },
      });
      expect(created.statusCode).toBe(201);
    }
    // The browser's path (app/routes/changelog.tsx clientLoader): SPEC's two calls, merged.
    const posts = await t.app.inject({
      method: "GET",
      url: `/api/blog?category=${changelogCategory}&limit=${changelogPostLimit}`,
    });
    const inBrowser = mergeChangelog([], posts.json<BlogPost[]>());
    // The server's path (its loader): the service.
    const onServer = await t.app.services.changelog.versions();
    expect(onServer).toHaveLength(changelogPostLimit);
    expect(onServer).toEqual(inBrowser);
    expect(onServer.map((version) => version.version)).not.toContain("v1.0.1");
  });
});
