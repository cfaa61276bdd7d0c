import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

/**
 * What a form does before the page's script has taken it over (a quick click on a slow phone):
 * the browser sends it itself. Every form says method="post", so nothing typed (a password, an
 * email) goes into a URL, the browser's history or the request log; the server sends such a post
 * back to its page. The production build's pages, on PGlite (the engine makes no difference here).
 */
describe("forms sent before the page's script runs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { pages: true });
  });
  afterAll(() => t.close());

  const formTags = async (path: string) => {
    const response = await t.app.inject({ method: "GET", url: path });
    expect(response.statusCode, path).toBe(200);
    return response.body.match(/<form\b[^>]*>/g) ?? [];
  };

  it("are all posts on the pages that have them, the sign-in page included", async () => {
    for (const path of ["/contact", "/schedule-demo", "/gdpr", "/blog", "/admin/login"]) {
      const forms = await formTags(path);
      expect(forms.length, path).toBeGreaterThan(0);
      for (const form of forms) {
        // A search asks for nothing private, and its address is worth keeping: it stays a GET.
        expect(form, path).toContain(form.includes('role="search"') ? 'method="get"' : 'method="post"');
      }
    }
  });

  it("come back to their page, with nothing of what was typed in the address", async () => {
    for (const path of ["/contact", "/admin/login", "/schedule-demo/manage/abc"]) {
      const response = await t.app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "username=lead&password=secret+words",
      });
      expect(response.statusCode, path).toBe(303);
      expect(response.headers.location).toBe(path);
    }
  });

  it("never leave the site, and the API still answers a JSON 404", async () => {
    for (const url of ["//evil.example/x", "/%5Cevil.example"]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "a=b",
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    const api = await t.app.inject({ method: "POST", url: "/api/nothing-here", payload: { a: "b" } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "No route for POST /api/nothing-here" });
  });
});
