import { describe, expect, it } from "vitest";
import { defaultPlans } from "../../../content/pricing";
import { TestClock } from "../../../tests/support/test-database";
import { createResourceService } from "./service";

/** How often each case makes a PDF: every making reads the plans once. */
function setup(trustworthy: boolean) {
  const clock = new TestClock();
  const version = { current: 1, trustworthy };
  let made = 0;
  const plans = {
    list: async () => {
      made += 1;
      return [...defaultPlans];
    },
  };
  const resources = createResourceService({ plans, clock, contentVersion: version, publicUrl: "https://x.example" });
  return { clock, version, resources, made: () => made };
}

describe("resource PDFs are made once per content version", () => {
  it("keeps a file until the version moves, sharing one making between requests that arrive together", async () => {
    const { version, resources, made } = setup(true);
    const [first, second] = await Promise.all([
      resources.file("aster-demo-guide.pdf"),
      resources.file("aster-demo-guide.pdf"),
    ]);
    expect(second).toBe(first);
    expect(made()).toBe(1);
    expect((await resources.sizes())["aster-demo-guide.pdf"]).toBe(first.length);
    expect(made()).toBe(3); // the two other files, for their sizes
    version.current += 1;
    await resources.file("aster-demo-guide.pdf");
    expect(made()).toBe(4);
  }, 60_000);

  it("while the version cannot be trusted, keeps a file for a minute, so requests cannot make PDF after PDF", async () => {
    const { clock, resources, made } = setup(false);
    await resources.file("aster-implementation-checklist.pdf");
    await resources.file("aster-implementation-checklist.pdf");
    expect(made()).toBe(1);
    await clock.advance(60_000);
    await resources.file("aster-implementation-checklist.pdf");
    expect(made()).toBe(2);
  }, 60_000);
});
