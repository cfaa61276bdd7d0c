import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Plan } from "../../common/plan";
import { resourceFiles } from "../../content/product-tour-resources";
import { silverPlan } from "./fixtures";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

/**
 * The text a reader sees in a PDF, through poppler's pdftotext. The fonts are embedded subsets, so
 * the raw bytes hold glyph numbers, not words: only a real PDF reader can say what the page says.
 * CI installs poppler-utils (.ci/run); elsewhere, install it (apt-get install poppler-utils).
 */
function pdfText(pdf: Buffer): string {
  try {
    return execFileSync("pdftotext", ["-", "-"], { input: pdf, encoding: "utf8" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("pdftotext is missing: install poppler-utils (apt-get install poppler-utils)");
    }
    throw error;
  }
}

describe.each(engines)("the product tour's PDFs on %s", (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t.app);
  });
  afterAll(() => t.close());

  const download = (file: string) => t.app.inject({ method: "GET", url: `/resources/${file}` });
  const planNames = async () =>
    (await t.app.inject({ method: "GET", url: "/api/plans" })).json<Plan[]>().map((plan) => plan.name);

  it("serves each resource as a PDF download, with headers a browser and a cache act on", async () => {
    for (const file of resourceFiles) {
      const response = await download(file);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="${file}"`);
      expect(response.headers["cache-control"]).toBe("public, no-cache");
      expect(response.headers.etag).toEqual(expect.any(String));
      expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    }
  });

  it("the demo guide names every plan in the database, with its price in rupees", async () => {
    const names = await planNames();
    expect(names.length).toBeGreaterThan(0);
    const text = pdfText((await download("aster-demo-guide.pdf")).rawPayload);
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain("₹14,400 per year");
    expect(text).toContain("From sign-up to go-live");
  });

  it("the checklist and the compliance brief say what their cards promise", async () => {
    const checklist = pdfText((await download("aster-implementation-checklist.pdf")).rawPayload);
    expect(checklist).toContain("Implementation Checklist");
    expect(checklist).toContain("Opening leave balances");
    const brief = pdfText((await download("aster-payroll-compliance-brief.pdf")).rawPayload);
    for (const topic of [
      "Provident Fund (PF)",
      "Employees' State Insurance (ESI)",
      "Professional Tax (PT)",
      "EPFO ECR file",
    ]) {
      expect(brief).toContain(topic);
    }
  });

  it("is made once per content version: the same bytes until a plan changes, then the new plan is in it", async () => {
    const first = (await download("aster-demo-guide.pdf")).rawPayload;
    const again = (await download("aster-demo-guide.pdf")).rawPayload;
    expect(again.equals(first)).toBe(true);
    expect((await t.app.services.resources.sizes())["aster-demo-guide.pdf"]).toBe(first.length);

    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/plans",
      payload: silverPlan,
      headers: { "x-auth-token": token },
    });
    expect(created.statusCode).toBe(201);
    const text = pdfText((await download("aster-demo-guide.pdf")).rawPayload);
    expect(text).toContain(silverPlan.name);
    for (const name of await planNames()) expect(text).toContain(name);
  });

  it("an unknown resource is a JSON 404, never a 500", async () => {
    for (const file of ["passwords.pdf", "..%2Fpackage.json", "aster-demo-guide.PDF"]) {
      const response = await download(file);
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual({ message: "No such resource" });
    }
  });
});
