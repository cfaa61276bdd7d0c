import { describe, expect, it } from "vitest";
import { userAgents } from "../../../tests/support/analytics-context";
import { deviceClass, refererPath, referrerHost, utmOf, withoutQuery } from "./view-fields";

describe("the page an event happened on, from its request's Referer", () => {
  const host = "www.aster.test";

  it("is the path of this site's page, without its query or fragment", () => {
    expect(refererPath({ referer: "https://www.aster.test/pricing?plan=pro#faq" }, host)).toBe("/pricing");
    expect(refererPath({ referer: "https://www.aster.test/" }, host)).toBe("/");
  });

  it("takes this site as the Host header names it too (a preview or a local run)", () => {
    expect(refererPath({ referer: "http://localhost:3000/blog", host: "localhost:3000" }, host)).toBe("/blog");
  });

  it("is empty for another site, a page with no Referer, or one that is not a URL", () => {
    expect(refererPath({ referer: "https://www.google.com/search?q=hrms" }, host)).toBe("");
    expect(refererPath({}, host)).toBe("");
    expect(refererPath({ referer: "not a url" }, host)).toBe("");
    expect(refererPath({ referer: `https://www.aster.test/${"a".repeat(3000)}` }, host)).toBe("");
  });

  it("keeps at most 512 characters of the path", () => {
    expect(refererPath({ referer: `https://www.aster.test/${"a".repeat(1000)}` }, host)).toHaveLength(512);
  });
});

describe("a path a page gave", () => {
  it("loses its query and fragment, whichever comes first", () => {
    expect(withoutQuery("/pricing?x=1#faq")).toBe("/pricing");
    expect(withoutQuery("/pricing#faq")).toBe("/pricing");
    expect(withoutQuery("/faq#why?")).toBe("/faq");
    expect(withoutQuery("/pricing")).toBe("/pricing");
  });
});

describe("what a view keeps of its request", () => {
  it("has no utm values when the query has none, even if another parameter mentions them", () => {
    const none = { utm_source: "", utm_medium: "", utm_campaign: "", utm_term: "", utm_content: "" };
    expect(utmOf("/pricing?ref=utm_source")).toEqual(none);
    expect(utmOf("/pricing?")).toEqual(none);
    expect(utmOf("/pricing?utm_source=")).toEqual(none);
  });

  it("does not take another port of this site's host for this site", () => {
    expect(referrerHost("http://localhost:4000/", ["localhost:3000"])).toBe("localhost");
    expect(referrerHost("http://LOCALHOST:3000/", ["localhost:3000"])).toBe("");
  });

  it("calls a phone a phone and a desktop browser a desktop", () => {
    expect(deviceClass(userAgents.phone)).toBe("mobile");
    expect(deviceClass(userAgents.desktop)).toBe("desktop");
    expect(deviceClass("")).toBe("desktop");
  });
});
