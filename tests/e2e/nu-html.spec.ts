import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { nuCheckedPages } from "./nu-checked-pages";

/** The checker itself, from the vnu-jar package (a dev dependency); it runs on the machine's Java 17. */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const java = process.env.JAVA ?? "java";

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * The HTML the built server sends for each page, as a browser first receives it, checked by the Nu
 * HTML Checker in one run (one Java start for all pages): no errors. Warnings ("info" with subType
 * "warning") are not failures, as the issue asks only for no errors.
 */
test("the Nu HTML Checker finds no errors on the new pages", async ({ request }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), "aster-nu-"));
  try {
    const files = await Promise.all(
      nuCheckedPages.map(async (path) => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const file = join(folder, `${path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}.html`);
        writeFileSync(file, await response.text());
        return file;
      }),
    );
    // A page with a known error, checked in the same run: proves the checker ran and reports what it finds.
    const control = join(folder, "control.html");
    writeFileSync(control, '<!DOCTYPE html><html lang="en"><title>t</title><a href="/" href="/">x</a></html>');
    // --exit-zero-always: the verdict is read from the report, so a failure lists what Nu said.
    const { stdout, stderr } = await promisify(execFile)(
      java,
      ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files, control],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    // vnu writes its JSON report to stderr.
    const report = JSON.parse(stderr || stdout) as { messages: NuMessage[] };
    const errors = report.messages
      .filter((message) => message.type !== "info")
      .map(({ url, lastLine, message, extract }) => ({ page: url.replace(/^.*\//, ""), lastLine, message, extract }));
    expect(errors.filter((error) => error.page === "control.html")).toEqual([
      expect.objectContaining({ message: expect.stringContaining("Duplicate attribute") }),
    ]);
    expect(errors.filter((error) => error.page !== "control.html")).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
