import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../paths";
import { rateLimitMessage, rateLimitPolicies } from "./rate-limit";

const windowText = (ms: number) =>
  ms >= 3_600_000
    ? `${ms / 3_600_000} hour${ms === 3_600_000 ? "" : "s"}`
    : `${ms / 60_000} minute${ms === 60_000 ? "" : "s"}`;

describe("rate-limit policies", () => {
  it("are the ones the README's table documents, limit for limit", () => {
    const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("### Request limits"));
    const rows = [...section.matchAll(/^\| `(\w+)` +\| (.+?) +\| (\d+) per (.+?) +\|$/gm)].map((match) => ({
      name: match[1],
      description: match[2],
      limit: `${match[3]} per ${match[4]}`,
    }));
    expect(rows).toEqual(
      Object.entries(rateLimitPolicies).map(([name, policy]) => ({
        name,
        description: policy.description,
        limit: `${policy.max} per ${windowText(policy.windowMs)}`,
      })),
    );
  });

  it("tell the client how long to wait in words", () => {
    expect(rateLimitMessage("notFound", 1)).toContain("1 second.");
    expect(rateLimitMessage("notFound", 45)).toContain("45 seconds.");
    expect(rateLimitMessage("signIn", 900)).toContain("15 minutes.");
    expect(rateLimitMessage("codeSendPerDomain", 20 * 3600)).toContain("20 hours");
  });
});
