import { describe, expect, it } from "vitest";
import { aboutCta, aboutCulture, aboutStats, aboutStory, leadership, missionVisionValues, timeline } from "./about";
import { blogCategories, changelogCategory, newsletterCopy, trendingTopics } from "./blog";
import { careersBenefits, careersCulture, careersEmail, careersIntro, hiringSteps } from "./careers";
import { company } from "./company";
import { offices, openStreetMapEmbedUrl, openStreetMapLinkUrl } from "./offices";
import { privacyLastUpdated, privacySections } from "./privacy";
import { productDemos, successStories } from "./product-tour";
import { seedBlogPosts } from "./seed/blog-posts";
import { seedChangelogEntries } from "./seed/changelog-entries";
import { seedImages } from "./seed/images";
import { seedJobOpenings } from "./seed/job-openings";
import { testimonials } from "./testimonials";
import { iconNames } from "./types";

const specCategories = [
  "HR Technology",
  "Employee Engagement",
  "Performance Management",
  "Recruitment",
  "Remote Work",
  "Best Practices",
];
const specTrendingTopics = [
  "AI in HR",
  "Employee Wellbeing",
  "Digital Transformation",
  "Hybrid Work Models",
  "Data Analytics",
  "Compliance Management",
];
const allowedTags = new Set(["p", "h2", "h3", "ul", "ol", "li", "strong", "em", "a", "blockquote", "code"]);
const latestDate = Date.parse("2026-11-22");
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const semver = /^v\d+\.\d+\.\d+$/;
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const textOf = (html: string) => html.replace(/<[^>]*>/g, " ");
const wordCount = (html: string) => textOf(html).split(/\s+/).filter(Boolean).length;
const expectValidDate = (value: string) => {
  expect(value).toMatch(isoDate);
  const time = Date.parse(value);
  expect(Number.isNaN(time)).toBe(false);
  expect(new Date(time).toISOString().slice(0, 10)).toBe(value);
  expect(time).toBeLessThanOrEqual(latestDate);
};

const seedImageKeys = seedImages.map((image) => image.key);

describe("about", () => {
  it("shows four stats consistent with the company facts", () => {
    expect(aboutStats).toHaveLength(4);
    const values = aboutStats.map((stat) => stat.value);
    expect(values).toContain(String(company.founded));
    expect(values).toContain(company.clients);
    expect(values).toContain(company.satisfaction);
    expect(values).toContain(String(offices.length));
  });

  it("tells the story in three paragraphs and explains the 2024 spin-out", () => {
    expect(aboutStory.paragraphs).toHaveLength(3);
    expect(aboutStory.paragraphs.join(" ")).toMatch(/2019/);
    expect(aboutStory.paragraphs.join(" ")).toMatch(/2024/);
  });

  it("has a timeline of exactly 2019 to 2024, whose last entry is the founding", () => {
    expect(timeline.map((entry) => entry.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    const last = timeline.at(-1);
    expect(`${last?.title} ${last?.text}`).toMatch(/found|incorporat/i);
    expect(last?.text).toContain(company.legalName);
  });

  it("has two leaders with initials matching their names", () => {
    expect(leadership).toHaveLength(2);
    for (const leader of leadership) {
      const initials = leader.name
        .split(" ")
        .map((part) => part[0])
        .join("");
      expect(leader.initials).toBe(initials);
      const sentences = leader.bio.split(/(?<=\.)\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(3);
    }
  });

  it("has four values, four culture tiles and a call to action", () => {
    expect(missionVisionValues.values).toHaveLength(4);
    expect(missionVisionValues.mission.text.length).toBeGreaterThan(0);
    expect(missionVisionValues.vision.text.length).toBeGreaterThan(0);
    expect(aboutCulture).toHaveLength(4);
    expect(aboutCta.title.length).toBeGreaterThan(0);
  });
});

describe("privacy policy", () => {
  const text = privacySections.flatMap((section) => [...section.paragraphs, ...(section.bullets ?? [])]).join(" ");

  it("is dated October 8, 2025 and has ten sections with unique kebab-case ids", () => {
    expect(privacyLastUpdated).toBe("October 8, 2025");
    expect(privacySections).toHaveLength(10);
    const ids = privacySections.map((section) => section.id);
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(id).toMatch(kebab);
  });

  it("states the face data and children facts of SPEC §9", () => {
    expect(text).toMatch(/face[^.]*processed on the device/i);
    expect(text).toMatch(/face[^.]*not stored/i);
    expect(text).toMatch(/face[^.]*deleted after verification/i);
    expect(text).toMatch(/children under 16/i);
  });

  it("names both laws, the controller and processor roles, and the privacy contact", () => {
    expect(text).toMatch(/Digital Personal Data Protection Act, 2023|DPDP Act 2023/);
    expect(text).toMatch(/PDPL/);
    expect(text).toMatch(/controller/);
    expect(text).toMatch(/processor/);
    expect(text).toContain("privacy@asterhrms.com");
    expect(text).toMatch(/Grievance Officer/);
  });
});

describe("product tour", () => {
  it("has six demos with SPEC's ids in order", () => {
    expect(productDemos.map((demo) => demo.id)).toEqual([
      "overview",
      "onboarding",
      "mobile",
      "analytics",
      "payroll",
      "integrations",
    ]);
    for (const demo of productDemos) {
      expect(demo.durationSeconds).toBeGreaterThanOrEqual(150);
      expect(demo.durationSeconds).toBeLessThanOrEqual(600);
      expect(demo.chapters.length).toBeGreaterThanOrEqual(3);
      expect(demo.chapters.length).toBeLessThanOrEqual(4);
    }
  });

  it("has three success stories from companies not used in the testimonials", () => {
    expect(successStories).toHaveLength(3);
    const testimonialCompanies = new Set(testimonials.map((testimonial) => testimonial.company));
    for (const story of successStories) {
      expect(testimonialCompanies.has(story.company)).toBe(false);
      expect(story.metrics).toHaveLength(3);
    }
  });
});

describe("careers", () => {
  it("has SPEC's heading and the counts the page lays out", () => {
    expect(careersIntro.title).toBe("Join Our Team");
    expect(careersBenefits).toHaveLength(6);
    expect(careersCulture).toHaveLength(4);
    expect(hiringSteps).toHaveLength(4);
    expect(careersEmail).toBe("careers@asterhrms.com");
  });
});

describe("icons", () => {
  it("uses only icon names the app can draw", () => {
    const known = new Set<string>(iconNames);
    const used = [
      ...missionVisionValues.values,
      ...aboutCulture,
      ...careersBenefits,
      ...careersCulture,
      ...productDemos,
    ].map((item) => item.icon);
    for (const icon of used) expect(known.has(icon)).toBe(true);
  });
});

describe("offices", () => {
  it("lists SPEC's six offices in order, headquarters first", () => {
    expect(offices.map((office) => office.city)).toEqual([
      "Kolkata",
      "Bangalore",
      "Dubai",
      "Pune",
      "Bhubaneswar",
      "Thane",
    ]);
    expect(offices[0]?.name).toMatch(/Headquarters/);
    expect(new Set(offices.map((office) => office.id)).size).toBe(6);
  });

  it("has plausible coordinates, phone codes, emails and map URLs", () => {
    for (const office of offices) {
      const { lat, lng } = office.coordinates;
      expect(office.id).toMatch(kebab);
      expect(lat).toBeGreaterThanOrEqual(-90);
      expect(lat).toBeLessThanOrEqual(90);
      expect(lng).toBeGreaterThanOrEqual(-180);
      expect(lng).toBeLessThanOrEqual(180);
      // Every office lies in India or the UAE.
      expect(lat).toBeGreaterThan(8);
      expect(lat).toBeLessThan(30);
      expect(lng).toBeGreaterThan(51);
      expect(lng).toBeLessThan(90);
      expect(office.phone).toMatch(office.country === "India" ? /^\+91 / : /^\+971 /);
      expect(office.email).toBe(`${office.id}@asterhrms.com`);
      expect(office.mapEmbed.startsWith("https://www.openstreetmap.org/export/embed.html")).toBe(true);
      expect(office.mapEmbed).toBe(openStreetMapEmbedUrl(lat, lng));
    }
  });

  it("builds OpenStreetMap URLs with 4-decimal numbers and encoded commas", () => {
    expect(openStreetMapEmbedUrl(22.5726, 88.4324)).toBe(
      "https://www.openstreetmap.org/export/embed.html?bbox=88.4224%2C22.5666%2C88.4424%2C22.5786" +
        "&layer=mapnik&marker=22.5726%2C88.4324",
    );
    expect(openStreetMapLinkUrl(25.1861, 55.2721)).toBe(
      "https://www.openstreetmap.org/?mlat=25.1861&mlon=55.2721#map=16/25.1861/55.2721",
    );
  });
});

describe("blog", () => {
  it("has SPEC's categories and trending topics in SPEC order", () => {
    expect(blogCategories.map((category) => category.name)).toEqual(specCategories);
    expect([...trendingTopics]).toEqual(specTrendingTopics);
    expect(changelogCategory).toBe("Changelog");
    expect(newsletterCopy.title.length).toBeGreaterThan(0);
  });

  it("seeds at least two posts in every SPEC category and exactly two changelog posts", () => {
    for (const category of specCategories) {
      expect(seedBlogPosts.filter((post) => post.category === category).length).toBeGreaterThanOrEqual(2);
    }
    const changelogPosts = seedBlogPosts.filter((post) => post.category === changelogCategory);
    expect(changelogPosts).toHaveLength(2);
    for (const post of changelogPosts) expect(post.title).toMatch(/^Changelog - v\d+\.\d+\.\d+$/);
    const known = new Set([...specCategories, changelogCategory]);
    for (const post of seedBlogPosts) expect(known.has(post.category)).toBe(true);
  });

  it("gives each post its own cover among the seed images", () => {
    expect(new Set(seedBlogPosts.map((post) => post.coverImage)).size).toBe(seedBlogPosts.length);
  });

  it("has unique titles, dates in range, 2-5 tags and consistent authors", () => {
    expect(new Set(seedBlogPosts.map((post) => post.title)).size).toBe(seedBlogPosts.length);
    const bios = new Map<string, string>();
    for (const post of seedBlogPosts) {
      expectValidDate(post.date);
      expect(post.date >= "2025-02-01" && post.date <= "2026-11-15").toBe(true);
      expect(post.tags.length).toBeGreaterThanOrEqual(2);
      expect(post.tags.length).toBeLessThanOrEqual(5);
      expect(post.authorImage).toBe("");
      expect(seedImageKeys).toContain(post.coverImage);
      const bio = bios.get(post.author);
      if (bio === undefined) bios.set(post.author, post.authorBio);
      else expect(post.authorBio).toBe(bio);
    }
    expect(bios.size).toBe(4);
  });

  it("uses only the allowed HTML tags, and attributes only as an https href on links", () => {
    for (const post of seedBlogPosts) {
      for (const match of post.content.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
        const [, name = "", attributes = ""] = match;
        expect(allowedTags.has(name), `<${name}> in "${post.title}"`).toBe(true);
        if (name === "a" && !match[0].startsWith("</")) {
          expect(attributes).toMatch(/^ href="https:\/\/[^"\s]+"$/);
        } else {
          expect(attributes.trim()).toBe("");
        }
      }
      expect(post.content).not.toMatch(/style=|class=|<script|<img/i);
      expect(post.content.match(/<a /g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });

  it("gives every article 450-800 words with headings and a list", () => {
    for (const post of seedBlogPosts.filter((post) => post.category !== changelogCategory)) {
      const words = wordCount(post.content);
      expect(words, post.title).toBeGreaterThanOrEqual(450);
      expect(words, post.title).toBeLessThanOrEqual(800);
      expect(post.content.startsWith("<p>")).toBe(true);
      expect(post.content.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(post.content).toMatch(/<(ul|ol)>/);
    }
  });

  it("gives changelog posts a single list of 5-8 changes and nothing else", () => {
    for (const post of seedBlogPosts.filter((post) => post.category === changelogCategory)) {
      expect(post.content).toMatch(/^<ul>\s*(<li>[^<]+<\/li>\s*){5,8}<\/ul>$/);
    }
  });

  it("lets blog search find some trending topics", () => {
    const found = specTrendingTopics.filter((topic) =>
      seedBlogPosts.some((post) => `${post.title} ${post.content}`.toLowerCase().includes(topic.toLowerCase())),
    );
    expect(found.length).toBeGreaterThanOrEqual(3);
  });
});

describe("job openings", () => {
  it("has five openings, exactly one closed and exactly one without a department", () => {
    expect(seedJobOpenings).toHaveLength(5);
    expect(seedJobOpenings.filter((job) => job.status === "closed")).toHaveLength(1);
    const noDepartment = seedJobOpenings.filter((job) => job.department === "");
    expect(noDepartment).toHaveLength(1);
    expect(noDepartment[0]?.status).toBe("open");
    for (const job of seedJobOpenings) {
      expectValidDate(job.postedDate);
      expect(job.postedDate >= "2026-08-01" && job.postedDate <= "2026-11-15").toBe(true);
      expect(job.description).not.toMatch(/[<>]/);
      expect(job.title.length).toBeGreaterThan(0);
      expect(job.location.length).toBeGreaterThan(0);
    }
  });
});

describe("changelog entries", () => {
  const postVersions = seedBlogPosts
    .filter((post) => post.category === changelogCategory)
    .map((post) => post.title.replace("Changelog - ", ""));

  it("has four entries with unique versions that do not repeat a changelog post's version", () => {
    expect(seedChangelogEntries).toHaveLength(4);
    const versions = seedChangelogEntries.map((entry) => entry.version);
    expect(new Set(versions).size).toBe(4);
    for (const version of versions) {
      expect(version).toMatch(semver);
      expect(postVersions).not.toContain(version);
    }
  });

  it("has 3-6 changes per entry, one per line, without bullet characters", () => {
    for (const entry of seedChangelogEntries) {
      const lines = entry.description.split("\n");
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines.length).toBeLessThanOrEqual(6);
      for (const line of lines) {
        expect(line.trim().length).toBeGreaterThan(0);
        expect(line).not.toMatch(/^\s*[-*•]/);
      }
    }
  });

  it("dates releases in version order, interleaved with the changelog posts", () => {
    const releases = [
      ...seedChangelogEntries.map((entry) => ({ version: entry.version, date: entry.date })),
      ...seedBlogPosts
        .filter((post) => post.category === changelogCategory)
        .map((post) => ({ version: post.title.replace("Changelog - ", ""), date: post.date })),
    ];
    for (const release of releases) expectValidDate(release.date);
    const numeric = (version: string) =>
      version
        .slice(1)
        .split(".")
        .map(Number)
        .reduce((total, part) => total * 1000 + part, 0);
    const byVersion = [...releases].sort((a, b) => numeric(a.version) - numeric(b.version));
    const byDate = [...releases].sort((a, b) => a.date.localeCompare(b.date));
    expect(byDate.map((release) => release.version)).toEqual(byVersion.map((release) => release.version));
  });
});
