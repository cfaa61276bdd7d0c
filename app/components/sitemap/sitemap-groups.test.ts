import { describe, expect, it } from "vitest";
import { groupSitemapLinks } from "./sitemap-groups";

describe("the /sitemap page's groups", () => {
  it("puts each entry under its heading, keeps unknown pages, and leaves empty groups out", () => {
    const groups = groupSitemapLinks([
      { path: "/", title: "Home" },
      { path: "/features/core-hrms", title: "Core HRMS" },
      { path: "/careers", title: "Careers" },
      { path: "/blog", title: "Blog" },
      { path: "/blog/a-post", title: "A post", lastModified: "2026-06-01T00:00:00.000Z" },
      { path: "/privacy", title: "Privacy Policy" },
      { path: "/somewhere-new", title: "Somewhere new" },
    ]);
    expect(groups.map((group) => [group.title, group.links.map((link) => link.path)])).toEqual([
      ["Product", ["/", "/features/core-hrms"]],
      ["Company", ["/careers"]],
      ["Resources", ["/blog"]],
      ["Legal", ["/privacy"]],
      ["Blog posts", ["/blog/a-post"]],
      ["More pages", ["/somewhere-new"]],
    ]);
  });
});
