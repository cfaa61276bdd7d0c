import { describe, expect, it } from "vitest";
import { islands } from "./registry";

describe("the islands registry", () => {
  // The name is what a page's HTML carries (data-island) and what a reader searches for: an
  // island named after another component (featureExplorer was CategoryExplorer) misleads both.
  it("names each island after its component", () => {
    for (const [name, component] of Object.entries(islands)) {
      expect(name).toBe(component.name.charAt(0).toLowerCase() + component.name.slice(1));
    }
  });
});
