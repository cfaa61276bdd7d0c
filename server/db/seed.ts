import { count, eq } from "drizzle-orm";
import { slugFromTitle } from "../../common/blog";
import { zonedInstant } from "../../common/business-time";
import { mediaIdOf } from "../../common/media-addresses";
import type { PlanInput } from "../../common/plan";
import { defaultPlans } from "../../content/pricing";
import { productDemos } from "../../content/product-tour";
import { seedBlogPosts } from "../../content/seed/blog-posts";
import { seedChangelogEntries } from "../../content/seed/changelog-entries";
import { seedJobOpenings } from "../../content/seed/job-openings";
import { derivePostContent } from "../modules/blog/post-content";
import { seedImageAddresses, storeSeedImages } from "../modules/media/seed-images";
import { productTourDemos } from "../modules/product-tour/tables";
import type { Database } from "./client";
import { blogPosts, changelogEntries, jobOpenings, plans, seedRuns } from "./schema";

/** Gold sits between SPEC's two defaults so every card style on /pricing has a plan to show. */
const goldPlan: PlanInput = {
  name: "Gold",
  price: "₹1,200",
  priceDetails: "per month",
  includedUsers: 50,
  additionalUser: "₹20 per additional user / month",
  features: [
    "Everything in Basic",
    "Geofence, QR and IP attendance",
    "Shift rosters and overtime",
    "Expense claims and approvals",
    "Priority phone support",
  ],
  tag: "Best for growing teams",
  popular: false,
};

/** A seed date ("2025-03-11") as 09:00 that day in Kolkata. */
const morningOf = (date: string) => zonedInstant(date, "09:00");

/**
 * The demo content of each area, so a fresh start looks alive. Each area is seeded once, ever
 * (seed_runs): an area staff emptied on purpose stays empty after a restart, and an area that
 * already has rows from before seed_runs existed is only marked.
 */
const areas: ReadonlyArray<{
  area: string;
  isEmpty(db: Database): Promise<boolean>;
  seed(db: Database, now: Date): Promise<void>;
}> = [
  {
    area: "plans",
    isEmpty: async (db) => ((await db.select({ total: count() }).from(plans))[0]?.total ?? 0) === 0,
    async seed(db, now) {
      const [basic, platinum] = defaultPlans;
      const ordered = [basic, goldPlan, platinum].filter((plan) => plan !== undefined);
      // Distinct creation times keep SPEC's order (Basic, then Gold, then Platinum) in every list.
      const start = now.getTime() - ordered.length * 1000;
      await db.insert(plans).values(
        ordered.map(({ name, price, priceDetails, includedUsers, additionalUser, features, tag, popular }, index) => ({
          name,
          price,
          priceDetails,
          includedUsers,
          additionalUser,
          features,
          tag,
          popular,
          createdAt: new Date(start + index * 1000),
        })),
      );
    },
  },
  {
    area: "blog",
    isEmpty: async (db) => ((await db.select({ total: count() }).from(blogPosts))[0]?.total ?? 0) === 0,
    async seed(db) {
      // Staff may have deleted a seed image first: that post then shows its category's drawing.
      const covers = await seedImageAddresses(db);
      await db.insert(blogPosts).values(
        seedBlogPosts.map((post) => ({
          slug: slugFromTitle(post.title),
          title: post.title,
          category: post.category,
          author: post.author,
          authorBio: post.authorBio,
          authorImage: post.authorImage,
          imageUrl: covers.get(post.coverImage) ?? "",
          tags: [...post.tags],
          status: "published" as const,
          publishAt: morningOf(post.date),
          createdAt: morningOf(post.date),
          updatedAt: morningOf(post.date),
          ...derivePostContent(post.content),
        })),
      );
    },
  },
  {
    // Each chapter shows its screenshot of the back office until staff set a video (ADR 048).
    area: "product-tour",
    isEmpty: async (db) => ((await db.select({ total: count() }).from(productTourDemos))[0]?.total ?? 0) === 0,
    async seed(db, now) {
      const screenshots = await seedImageAddresses(db);
      await db.insert(productTourDemos).values(
        productDemos.map((demo) => ({
          demoId: demo.id,
          videoId: null,
          chapters: demo.chapters.map((chapter) => ({
            startSeconds: chapter.startSeconds,
            imageId: mediaIdOf(screenshots.get(chapter.screenshot) ?? ""),
          })),
          updatedAt: now,
        })),
      );
    },
  },
  {
    area: "jobs",
    isEmpty: async (db) => ((await db.select({ total: count() }).from(jobOpenings))[0]?.total ?? 0) === 0,
    async seed(db) {
      await db.insert(jobOpenings).values(
        seedJobOpenings.map((job) => ({
          title: job.title,
          description: job.description,
          location: job.location,
          department: job.department,
          status: job.status,
          postedAt: morningOf(job.postedDate),
          createdAt: morningOf(job.postedDate),
          updatedAt: morningOf(job.postedDate),
        })),
      );
    },
  },
  {
    area: "changelog",
    isEmpty: async (db) => ((await db.select({ total: count() }).from(changelogEntries))[0]?.total ?? 0) === 0,
    async seed(db) {
      await db.insert(changelogEntries).values(
        seedChangelogEntries.map((entry) => ({
          name: entry.name,
          description: entry.description,
          version: entry.version,
          releasedOn: entry.date,
          createdAt: morningOf(entry.date),
          updatedAt: morningOf(entry.date),
        })),
      );
    },
  },
];

/** Seeds every area not seeded before; call under the start-up lock (server/index.ts). */
export async function seedDatabase(db: Database, now: Date = new Date()): Promise<void> {
  // First: seeded posts use these images as covers. Each image is seeded once by its own key.
  await storeSeedImages(db, now);
  for (const { area, isEmpty, seed } of areas) {
    const [done] = await db.select().from(seedRuns).where(eq(seedRuns.area, area));
    if (done) continue;
    if (await isEmpty(db)) await seed(db, now);
    await db.insert(seedRuns).values({ area, seededAt: now }).onConflictDoNothing();
  }
}
