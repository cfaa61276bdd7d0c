import { demoStatuses } from "../common/demo-rules";
import type { Database } from "../server/db/client";
import { blogPosts, demoRequests } from "../server/db/schema";
import { derivePostContent } from "../server/modules/blog/post-content";

/** Made-up records for tests and benchmarks: deterministic, varied, and cheap to insert in bulk. */

const firstNames = [
  "Aarav",
  "Diya",
  "Farhan",
  "Ishita",
  "Kabir",
  "Meera",
  "Nikhil",
  "Priya",
  "Rohan",
  "Sara",
  "Tanvi",
  "Zoya",
];
const lastNames = ["Banerjee", "Das", "Ghosh", "Iyer", "Khan", "Mehta", "Nair", "Patel", "Rao", "Sen", "Shah", "Verma"];
const companies = [
  "Hooghly",
  "Ganga",
  "Coromandel",
  "Deccan",
  "Konkan",
  "Malabar",
  "Narmada",
  "Sahyadri",
  "Thar",
  "Vindhya",
];
const kinds = ["Textiles", "Logistics", "Pharma", "Foods", "Facilities", "Security", "Retail", "Builders"];
const statuses = demoStatuses;
const zones = ["Asia/Kolkata", "Asia/Dubai", "Europe/London", "America/New_York", "Asia/Singapore"];

/**
 * A small linear congruential generator: the same rows every run, so numbers compare across runs.
 * It draws from the high bits: an LCG's low bits repeat with a short period, so `state % below`
 * made consecutive picks move in lockstep (15 of the 80 company kinds, and few of the rest).
 */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * below);
  };
}

const pick = <T>(random: (below: number) => number, list: readonly T[]): T => list[random(list.length)] as T;
const pad = (value: number) => String(value).padStart(2, "0");

export async function insertFakeDemoRequests(db: Database, count: number, seed = 7): Promise<void> {
  const random = generator(seed);
  const now = Date.now();
  // Slots from 2030 on, every 30 minutes: far from anything a person books, one per request.
  const firstSlot = Date.UTC(2030, 0, 1, 3, 30);
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
      const index = start + offset;
      const name = `${pick(random, firstNames)} ${pick(random, lastNames)}`;
      const company = `${pick(random, companies)} ${pick(random, kinds)} ${index % 97}`;
      const slotAt = new Date(firstSlot + index * 30 * 60_000);
      const kolkata = new Date(slotAt.getTime() + 5.5 * 3_600_000);
      const createdAt = new Date(now - random(90 * 24 * 60) * 60_000);
      return {
        name,
        company,
        email: `${name.toLowerCase().replace(/\s+/g, ".")}.${index}@example.com`,
        phone: `+91 9${String(100_000_000 + random(899_999_999)).slice(0, 9)}`,
        slotDate: `${kolkata.getUTCFullYear()}-${pad(kolkata.getUTCMonth() + 1)}-${pad(kolkata.getUTCDate())}`,
        slotTime: `${pad(kolkata.getUTCHours())}:${pad(kolkata.getUTCMinutes())}`,
        slotAt,
        timeZone: pick(random, zones),
        status: pick(random, statuses),
        utmSource: random(3) === 0 ? "newsletter" : "",
        createdAt,
        updatedAt: createdAt,
      };
    });
    await db.insert(demoRequests).values(batch);
  }
}

export async function insertFakeBlogPosts(db: Database, count: number, seed = 11): Promise<void> {
  const random = generator(seed);
  const categories = [
    "HR Technology",
    "Employee Engagement",
    "Performance Management",
    "Recruitment",
    "Remote Work",
    "Best Practices",
  ];
  const body = derivePostContent(
    "<p>Attendance, payroll and leave for growing teams: what to set up first, and what can wait.</p>".repeat(8),
  );
  const now = Date.now();
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
      const index = start + offset;
      const at = new Date(now - random(720 * 24) * 3_600_000);
      return {
        slug: `bench-post-${seed}-${index}`,
        title: `${pick(random, ["How to", "Why", "When to", "A guide to"])} ${pick(random, ["payroll", "attendance", "hiring", "reviews", "leave"])} ${index}`,
        category: pick(random, categories),
        author: `${pick(random, firstNames)} ${pick(random, lastNames)}`,
        tags: ["Bench"],
        status: random(10) === 0 ? ("draft" as const) : ("published" as const),
        publishAt: at,
        createdAt: at,
        updatedAt: at,
        views: random(5000),
        ...body,
      };
    });
    await db.insert(blogPosts).values(batch);
  }
}
