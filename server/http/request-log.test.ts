import { describe, expect, it } from "vitest";
import { completionLevel, slowRequestMs } from "./request-log";

describe("a request's log level", () => {
  it("is debug for cache hits, info for other answers, and warn for slow ones whatever they were", () => {
    expect(completionLevel(2, true)).toBe("debug");
    expect(completionLevel(2, false)).toBe("info");
    expect(completionLevel(slowRequestMs, true)).toBe("warn");
    expect(completionLevel(slowRequestMs + 500, false)).toBe("warn");
  });
});
