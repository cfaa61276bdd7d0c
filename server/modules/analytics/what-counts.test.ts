import { describe, expect, it } from "vitest";
import { userAgents } from "../../../tests/support/analytics-context";
import { header, maxPath, notCounted, pageViewPath } from "./what-counts";

describe("which requests are page views", () => {
  it("counts a path up to 512 characters, and no longer one", () => {
    const longest = `/${"a".repeat(maxPath - 1)}`;
    expect(pageViewPath(longest)).toBe(longest);
    expect(pageViewPath(`${longest}a`)).toBeNull();
    // The query does not count towards the length.
    expect(pageViewPath(`${longest}?utm_source=${"x".repeat(100)}`)).toBe(longest);
  });

  it("tells a file by its last segment only: a dot further up the path is still a page", () => {
    expect(pageViewPath("/changelog/v1.2/notes")).toBe("/changelog/v1.2/notes");
    expect(pageViewPath("/changelog/v1.2")).toBeNull();
  });

  it("counts a data request for a page whose address ends in a slash as the page itself", () => {
    expect(pageViewPath("/features/.data")).toBe("/features");
    expect(pageViewPath("/.data")).toBe("/");
  });

  it("counts React Router's trailing-slash-aware data requests as their pages", () => {
    expect(pageViewPath("/_.data")).toBe("/");
    expect(pageViewPath("/_.data?_routes=routes%2Fhome")).toBe("/");
    expect(pageViewPath("/features/_.data")).toBe("/features");
    expect(pageViewPath("/blog.data")).toBe("/blog");
  });

  it("does not count the back office's or the API's addresses in any form", () => {
    expect(pageViewPath("/api/")).toBeNull();
    expect(pageViewPath("/admin/blog/new")).toBeNull();
    expect(pageViewPath("/admin.data")).toBeNull();
  });
});

describe("who is never counted", () => {
  const browser = { "user-agent": userAgents.desktop };

  it("counts a visitor whose privacy headers say no preference", () => {
    expect(notCounted({ ...browser, "sec-gpc": "0", dnt: "0" })).toBe(false);
    expect(notCounted({ ...browser, "sec-purpose": "" })).toBe(false);
  });

  it("leaves out a prerender and Firefox's old prefetch header", () => {
    expect(notCounted({ ...browser, "sec-purpose": "prerender" })).toBe(true);
    expect(notCounted({ ...browser, "x-moz": "prefetch" })).toBe(true);
  });

  it("judges only the first 512 characters of a user agent, as often as it is asked", () => {
    // A bot's mark after the first 512 characters is not read: bounded work on any input (ADR 019).
    expect(notCounted({ "user-agent": `${userAgents.desktop}${" ".repeat(600)}Googlebot/2.1` })).toBe(false);
    // Verdicts are remembered for a few hundred user agents; past that the memory starts over,
    // and no answer changes.
    for (let build = 0; build < 700; build++) {
      expect(notCounted({ "user-agent": userAgents.desktop.replace("131.0.0.0", `131.0.${build}.0`) })).toBe(false);
    }
    expect(notCounted({ "user-agent": userAgents.googlebot })).toBe(true);
    expect(notCounted(browser)).toBe(false);
  });
});

describe("reading a header", () => {
  it("reads the first of a repeated header, and nothing of an absent one", () => {
    expect(header({ dnt: ["1", "0"] }, "dnt")).toBe("1");
    expect(header({ dnt: "1" }, "dnt")).toBe("1");
    expect(header({}, "dnt")).toBeUndefined();
  });
});
