import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { initialisePgliteDir, isInitialisedPgliteDir } from "./pglite-initdb";

describe("a new PGlite data directory", () => {
  const directories: string[] = [];
  const freshDir = () => {
    const directory = mkdtempSync(join(tmpdir(), "aster-initdb-"));
    directories.push(directory);
    return directory;
  };
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it("is created by a child process, and opening it afterwards keeps what was written", async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ kind: "pglite", dataDir });
    expect(isInitialisedPgliteDir(join(dataDir, "pglite"))).toBe(true);
    await first.db.execute(sql`create table kept (word text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const again = await openDatabase({ kind: "pglite", dataDir });
    const result = (await again.db.execute(sql`select word from kept`)) as { rows: unknown[] };
    expect(result.rows).toEqual([{ word: "still here" }]);
    await again.close();
  }, 60_000);

  it("fails with the child's reason when the directory cannot be made", async () => {
    const parent = freshDir();
    writeFileSync(join(parent, "a-file"), "not a directory");
    await expect(initialisePgliteDir(join(parent, "a-file", "pglite"))).rejects.toThrow(
      /Could not create the PGlite database in .*a-file[\s\S]*\w/,
    );
  }, 60_000);
});
