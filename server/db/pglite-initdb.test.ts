import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { temporaryDirectories } from "../../tests/support/temporary-directories";
import { openDatabase } from "./client";
import { initialisePgliteDir, isInitialisedPgliteDir } from "./pglite-initdb";

describe("a new PGlite data directory", () => {
  const freshDir = temporaryDirectories("initdb");

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
