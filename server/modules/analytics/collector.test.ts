import { describe, expect, it } from "vitest";
import {
  campaignValue,
  deviceClass,
  maxReferrerHost,
  maxUtm,
  notCounted,
  pageViewPath,
  referrerHost,
  utmOf,
} from "./collector";

const agents = {
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  iPad: "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  firefoxAndroidTablet: "Mozilla/5.0 (Android 14; Tablet; rv:132.0) Gecko/132.0 Firefox/132.0",
  kindle:
    "Mozilla/5.0 (Linux; Android 11; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/130.3.1 like Chrome/130.0.0.0 Safari/537.36",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

describe("device class from the user agent", () => {
  it("tells desktops, phones and tablets apart", () => {
    expect(deviceClass(agents.windowsChrome)).toBe("desktop");
    expect(deviceClass(agents.macSafari)).toBe("desktop");
    expect(deviceClass(agents.iPhone)).toBe("mobile");
    expect(deviceClass(agents.androidPhone)).toBe("mobile");
    expect(deviceClass(agents.androidTablet)).toBe("tablet");
    expect(deviceClass(agents.iPad)).toBe("tablet");
    expect(deviceClass(agents.firefoxAndroidTablet)).toBe("tablet");
    expect(deviceClass(agents.kindle)).toBe("tablet");
    expect(deviceClass(undefined)).toBe("desktop");
  });

  it("reads only the first 512 characters: what comes after cannot change the answer", () => {
    expect(deviceClass(`${agents.windowsChrome}${" ".repeat(600)}iPhone`)).toBe("desktop");
  });
});

describe("referrer host", () => {
  const own = ["www.asterhrms.com", "localhost:3000"];
  it("keeps only the host of another site, without www.", () => {
    expect(referrerHost("https://www.google.com/search?q=hrms", own)).toBe("google.com");
    expect(referrerHost("https://news.ycombinator.com/item?id=1", own)).toBe("news.ycombinator.com");
    expect(referrerHost("http://LinkedIn.com/feed/", own)).toBe("linkedin.com");
  });

  it("is empty for a direct visit, this site, or anything that is not an http(s) URL", () => {
    expect(referrerHost(undefined, own)).toBe("");
    expect(referrerHost("", own)).toBe("");
    expect(referrerHost("https://www.asterhrms.com/pricing", own)).toBe("");
    expect(referrerHost("http://localhost:3000/blog", own)).toBe("");
    expect(referrerHost("not a url", own)).toBe("");
    expect(referrerHost("android-app://com.google.android.gm/", own)).toBe("");
    expect(referrerHost("javascript:alert(1)", own)).toBe("");
    expect(referrerHost(`https://example.com/${"a".repeat(3000)}`, own)).toBe("");
  });

  it("keeps a host of ordinary characters and length only: other scripts as punycode, no IPv6 literal", () => {
    expect(referrerHost("https://bücher.example/", own)).toBe("xn--bcher-kva.example");
    expect(referrerHost("http://192.0.2.7:8080/", own)).toBe("192.0.2.7");
    expect(referrerHost("http://[2001:db8::1]/", own)).toBe("");
    const long = `${"a".repeat(60)}.${"b".repeat(60)}.example`;
    expect(referrerHost(`https://${long}/`, own)).toBe("");
    expect(referrerHost(`https://${"a".repeat(maxReferrerHost - 8)}.example/`, own)).toHaveLength(maxReferrerHost);
  });
});

describe("the page a request is a view of", () => {
  it("is the path of a page, without its query", () => {
    expect(pageViewPath("/")).toBe("/");
    expect(pageViewPath("/pricing?utm_source=newsletter")).toBe("/pricing");
    expect(pageViewPath("/blog/rosters-that-work")).toBe("/blog/rosters-that-work");
  });

  it("is the page React Router's data request loads (single fetch addresses)", () => {
    expect(pageViewPath("/blog.data")).toBe("/blog");
    expect(pageViewPath("/blog.data?_routes=routes%2Fblog")).toBe("/blog");
    expect(pageViewPath("/_.data")).toBe("/");
    expect(pageViewPath("/_.data?utm_source=x")).toBe("/");
    expect(pageViewPath("/features/payroll-finance.data")).toBe("/features/payroll-finance");
  });

  it("is nothing for the API, the back office, files, probes and the route manifest", () => {
    for (const url of [
      "/api/plans",
      "/api",
      "/admin",
      "/admin/plans",
      "/admin/plans.data",
      "/favicon.svg",
      "/assets/root-abc123.js",
      "/rss.xml",
      "/resources/demo-guide.pdf",
      "/healthz",
      "/readyz",
      "/__manifest?paths=/blog",
      "pricing",
      `/${"a".repeat(600)}`,
    ]) {
      expect(pageViewPath(url), url).toBeNull();
    }
  });
});

describe("utm values", () => {
  it("reads the five utm_* parameters", () => {
    expect(
      utmOf("/?utm_source=newsletter&utm_medium=email&utm_campaign=Nov%20launch&utm_term=hr&utm_content=b"),
    ).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "Nov launch",
      utm_term: "hr",
      utm_content: "b",
    });
    expect(utmOf("/pricing").utm_source).toBe("");
  });

  it("keeps a campaign tag as written, in any script, and nothing that is not one", () => {
    for (const tag of ["spring-launch", "payroll_india", "Q3 2026: HR+Payroll", "वेतन-अभियान", "a.b~c|d/e,f"]) {
      expect(campaignValue(tag), tag).toBe(tag);
    }
    expect(campaignValue("  newsletter ")).toBe("newsletter");
    expect(campaignValue("x".repeat(maxUtm))).toHaveLength(maxUtm);
    // Too long, markup, a formula, quotes, control characters: not cut to fit, dropped.
    for (const junk of [
      "x".repeat(maxUtm + 1),
      "<script>alert(1)</script>",
      '=HYPERLINK("https://evil.example")',
      "it's",
      "tab\there",
      "new\nline",
      "100%",
    ]) {
      expect(campaignValue(junk), junk).toBe("");
    }
    expect(utmOf(`/?utm_source=${"s".repeat(190)}&utm_medium=email`)).toMatchObject({
      utm_source: "",
      utm_medium: "email",
    });
  });
});

describe("who is not counted", () => {
  const browser = { "user-agent": agents.windowsChrome };
  it("counts a browser that did not opt out", () => {
    expect(notCounted(browser)).toBe(false);
  });
  it("leaves out Global Privacy Control, Do Not Track, prefetches, bots and clients with no user agent", () => {
    expect(notCounted({ ...browser, "sec-gpc": "1" })).toBe(true);
    expect(notCounted({ ...browser, dnt: "1" })).toBe(true);
    expect(notCounted({ ...browser, "sec-purpose": "prefetch" })).toBe(true);
    expect(notCounted({ ...browser, "sec-purpose": "prefetch;prerender" })).toBe(true);
    expect(notCounted({ ...browser, purpose: "prefetch" })).toBe(true);
    expect(notCounted({ "user-agent": agents.googlebot })).toBe(true);
    expect(notCounted({ "user-agent": "curl/8.5.0" })).toBe(true);
    expect(notCounted({})).toBe(true);
  });
});
