import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { company } from "../../content/company";
import * as cookies from "../../content/cookies";
import * as dataRights from "../../content/data-rights";
import * as press from "../../content/press";
import { privacyLastUpdated, privacySections } from "../../content/privacy";
import * as security from "../../content/security";
import * as terms from "../../content/terms";
import type { PolicySection } from "../../content/types";
import { demoRedirectFlag } from "./demo-redirect";
import { siteName } from "./seo";
import { themeStorageKey } from "./theme";

/** The footer's policy and company pages with sections, as a route would render them. */
const policyPages = [
  {
    name: "security",
    head: security.securityPage,
    lastUpdated: security.securityLastUpdated,
    sections: security.securitySections,
    otherIds: [],
  },
  {
    name: "terms",
    head: terms.termsPage,
    lastUpdated: terms.termsLastUpdated,
    sections: terms.termsSections,
    otherIds: [],
  },
  {
    name: "cookies",
    head: cookies.cookiesPage,
    lastUpdated: cookies.cookiesLastUpdated,
    sections: cookies.cookiesSections,
    otherIds: [],
  },
  {
    name: "data rights",
    head: dataRights.dataRightsPage,
    lastUpdated: dataRights.dataRightsLastUpdated,
    sections: dataRights.dataRightsSections,
    otherIds: [dataRights.dataRequestForm.id],
  },
] as const;
const heads = [
  ...policyPages.map((page) => ({ name: page.name, head: page.head })),
  { name: "press", head: press.pressPage },
];
const modules = { security, terms, cookies, dataRights, press };

/** Every string a module exports, however deeply nested: what a reader of its page can see. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}
const sectionText = (sections: readonly PolicySection[]) => stringsIn(sections).join("\n");
const allText = stringsIn(modules).join("\n");

/** An anchor that needs no escaping in a URL fragment or a CSS selector. */
const urlSafeId = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Ids the page around the sections already uses: the layout's skip target and the privacy page's contents list. */
const pageChromeIds = ["main", "contents"];

describe("the footer's policy and company pages", () => {
  it.each(policyPages)("gives every $name section a unique, URL-safe anchor", ({ sections, otherIds }) => {
    const ids = [...sections.map((section) => section.id), ...otherIds];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(urlSafeId);
      expect(pageChromeIds).not.toContain(id);
    }
  });

  it.each(policyPages)("gives every $name section a title and text", ({ sections }) => {
    expect(sections.length).toBeGreaterThanOrEqual(5);
    for (const section of sections) {
      expect(section.title.trim()).not.toBe("");
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const text of [...section.paragraphs, ...(section.bullets ?? [])]) expect(text.trim()).not.toBe("");
    }
  });

  it.each(policyPages)("dates the $name page the way the privacy policy is dated", ({ lastUpdated }) => {
    const longDate =
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
    expect(privacyLastUpdated).toMatch(longDate);
    expect(lastUpdated).toMatch(longDate);
    expect(Number.isNaN(Date.parse(lastUpdated))).toBe(false);
  });

  it.each(heads)("gives the $name page a title and a description that search results show whole", ({ head }) => {
    // Search engines cut titles at about 60 characters and descriptions at about 155.
    expect(`${head.title} | ${siteName}`.length).toBeLessThanOrEqual(60);
    expect(head.description.length).toBeGreaterThanOrEqual(70);
    expect(head.description.length).toBeLessThanOrEqual(155);
    expect(head.intro.trim()).not.toBe("");
  });

  it("gives each page its own title and description", () => {
    expect(new Set(heads.map(({ head }) => head.title)).size).toBe(heads.length);
    expect(new Set(heads.map(({ head }) => head.description)).size).toBe(heads.length);
  });
});

describe("facts the pages must not get wrong", () => {
  const domain = company.email.slice(company.email.indexOf("@"));

  it("uses only email addresses on the company's own domain", () => {
    const emails = allText.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(email.endsWith(domain), email).toBe(true);
    for (const email of [security.securityEmail, dataRights.privacyEmail, press.pressEmail]) {
      expect(email.endsWith(domain)).toBe(true);
    }
  });

  it("sends privacy requests to the address the privacy policy gives", () => {
    expect(sectionText(privacySections)).toContain(dataRights.privacyEmail);
    expect(sectionText(dataRights.dataRightsSections)).toContain(dataRights.privacyEmail);
    expect(dataRights.dataRequestForm.failure).toContain(dataRights.privacyEmail);
  });

  it("claims no certification the company facts do not list", () => {
    const certifications = [
      /\bISO(\/IEC)?\s*\d{4,5}/i,
      /\bSOC\s*[123]\b/i,
      /\bPCI[\s-]*DSS\b/i,
      /\bHIPAA\b/i,
      /\bCSA\s+STAR\b/i,
      /\bFedRAMP\b/i,
      /\bCMMI\b/i,
      /\b(certified|accredited)\b/i,
    ];
    const facts = Object.values(company).join(" ");
    for (const certification of certifications) {
      if (certification.test(allText))
        expect(facts, `${certification} is claimed but not a company fact`).toMatch(certification);
    }
  });

  it("tells security researchers where to report a vulnerability", () => {
    const section = security.securitySections.find((candidate) => candidate.id === "report-a-vulnerability");
    expect(section && sectionText([section])).toContain(security.securityEmail);
  });

  it("states no price in the terms: prices live on /pricing, where staff change them", () => {
    const text = sectionText(terms.termsSections);
    expect(text).toContain("/pricing");
    expect(text).not.toMatch(/₹|\bRs\.?\s*\d|\bINR\b|\bAED\b|\$\s*\d/);
  });

  it("names the company by its legal name in the terms and the press facts", () => {
    expect(sectionText(terms.termsSections)).toContain(company.legalName);
    expect(press.pressFacts).toContainEqual({ label: "Company", value: company.legalName });
  });
});

/** The app's own source files (tests aside), as text. */
function sourcesIn(folder: string): string[] {
  return (readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(join(folder, file), "utf8"));
}

/** `const tokenKey = "token"` and the like, so a key passed by name resolves to its value. */
function stringConstants(source: string): Map<string, string> {
  return new Map([...source.matchAll(/\bconst\s+(\w+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1] ?? "", m[2] ?? ""]));
}

/** Every key the app passes to localStorage or sessionStorage, read from its source. */
function storageKeysInApp(): string[] {
  const files = sourcesIn("app");
  const everywhere = stringConstants(files.join("\n"));
  const keys = new Set<string>();
  for (const file of files) {
    // A name declared in the same file wins over one of the same name elsewhere (an imported constant).
    const local = stringConstants(file);
    for (const match of file.matchAll(/\b(local|session)Storage\.(?:getItem|setItem|removeItem)\(\s*([^,)]+)/g)) {
      const argument = (match[2] ?? "").trim();
      // A name, a string literal, or a placeholder inside one (the inline theme script is a template string).
      const name = /^["'`]?\$\{(\w+)\}["'`]?$/.exec(argument)?.[1] ?? (/^\w+$/.test(argument) ? argument : undefined);
      const key = name ? (local.get(name) ?? everywhere.get(name)) : /^["'`]([^"'`$]*)["'`]$/.exec(argument)?.[1];
      expect(key, `cannot resolve the storage key ${argument}`).toBeDefined();
      keys.add(`${match[1]}:${key}`);
    }
  }
  return [...keys].sort();
}

describe("the cookie policy", () => {
  const policyKeys = cookies.browserStorage.map(({ area, key }) => ({ area, key }));

  it("names exactly the browser storage keys the app uses, each in the right storage", () => {
    expect(policyKeys.map(({ area, key }) => `${area}:${key}`).sort()).toEqual(storageKeysInApp());
  });

  it("names the theme and staff token keys SPEC §9 fixes, and the demo hand-over flag", () => {
    expect(policyKeys).toContainEqual({ area: "local", key: themeStorageKey });
    expect(policyKeys).toContainEqual({ area: "local", key: "token" });
    expect(policyKeys).toContainEqual({ area: "session", key: demoRedirectFlag });
  });

  it("explains every stored key in the page's text, not only in its table", () => {
    const section = cookies.cookiesSections.find((candidate) => candidate.id === "browser-storage");
    const text = section ? sectionText([section]) : "";
    for (const { key } of cookies.browserStorage) expect(text).toContain(`"${key}"`);
  });

  it("stays true: nothing in the app or the server sets a cookie", () => {
    const read = (folder: string) => sourcesIn(folder).join("\n");
    expect(read("app")).not.toMatch(/document\.cookie|createCookie/);
    expect(read("server")).not.toMatch(/@fastify\/cookie|\.setCookie\(|header\(\s*["']set-cookie["']\s*,\s*["`']/i);
  });
});

describe("the data rights request form", () => {
  it("offers access, correction and deletion first, then the other rights, each once", () => {
    const values = dataRights.dataRequestTypes.map((type) => type.value);
    expect(values.slice(0, 3)).toEqual(["access", "correction", "deletion"]);
    expect(new Set(values).size).toBe(values.length);
    expect(new Set(dataRights.dataRequestTypes.map((type) => type.label)).size).toBe(values.length);
  });

  it("files the request under the topic staff filter on", () => {
    expect(dataRights.privacyRequestTopic).toBe("privacy request");
  });

  it("labels and explains every field, and confirms what happens next", () => {
    const form = dataRights.dataRequestForm;
    for (const field of Object.values(form.fields)) {
      expect(field.label.trim()).not.toBe("");
      expect(field.help.trim()).not.toBe("");
    }
    expect(form.fields.email.required).toBe(true);
    expect(form.fields.requestType.required).toBe(true);
    expect(form.confirmation.text).toContain("2 business days");
  });
});

describe("the press page", () => {
  it("has an About paragraph of 60 to 90 words that states the company facts", () => {
    const { text } = press.pressBoilerplate;
    const words = text.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(60);
    expect(words).toBeLessThanOrEqual(90);
    for (const fact of [company.legalName, company.product, String(company.founded), company.headquarters]) {
      expect(text).toContain(fact);
    }
  });

  it("lists logo files under /press/ whose names match their formats", () => {
    const files = press.logoFiles.map((logo) => logo.file);
    expect(new Set(files).size).toBe(files.length);
    for (const logo of press.logoFiles) {
      expect(logo.file).toMatch(/^\/press\/[a-z0-9-]+\.(svg|png)$/);
      expect(logo.file.endsWith(`.${logo.format.toLowerCase()}`)).toBe(true);
      expect(logo.label.trim()).not.toBe("");
      expect(existsSync(join("public", logo.file)), `${logo.file} is committed`).toBe(true);
    }
  });

  it("gives a press contact on the company's domain", () => {
    expect(press.pressContact.email).toBe(press.pressEmail);
    expect(press.pressContact.text).toContain(press.pressEmail);
  });
});
