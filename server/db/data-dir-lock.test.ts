import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDirectories } from "../../tests/support/temporary-directories";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

describe("lockDataDir", () => {
  const freshDir = temporaryDirectories("lock");

  it("refuses a directory another live process holds, naming the directory", () => {
    const directory = freshDir();
    // A live process that is not us: the parent of this test worker.
    writeFileSync(join(directory, "server.lock"), String(process.ppid));
    expect(() => lockDataDir(directory)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(directory)).toThrow(directory);
  });

  it("takes over a lock left by a process that has exited", () => {
    const directory = freshDir();
    const exited = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    writeFileSync(join(directory, "server.lock"), exited.stdout.toString());
    const lock = lockDataDir(directory);
    expect(readFileSync(join(directory, "server.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(directory, "server.lock"))).toBe(false);
  });

  it("can be taken again after release", () => {
    const directory = freshDir();
    lockDataDir(directory).release();
    const again = lockDataDir(directory);
    again.release();
    again.release();
  });
});
