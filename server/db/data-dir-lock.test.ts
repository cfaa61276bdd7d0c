import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDirectories } from "../../tests/support/temporary-directories";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

/** A process listening on the directory's socket, as a server holding it does; resolves once it listens. */
async function holderProcess(directory: string) {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `require("node:net").createServer((s) => s.end(String(process.pid))).listen(${JSON.stringify(join(directory, "server.sock"))}, () => console.log("listening"))`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe("lockDataDir", () => {
  const freshDir = temporaryDirectories("lock");

  it("refuses a directory another live process holds, naming the directory and the process", async () => {
    const directory = freshDir();
    const holder = await holderProcess(directory);
    try {
      const attempt = lockDataDir(directory);
      await expect(attempt).rejects.toThrow(DataDirLockedError);
      await expect(lockDataDir(directory)).rejects.toThrow(
        `${directory} is in use by another server (process ${holder.pid})`,
      );
    } finally {
      holder.kill();
    }
  });

  it("refuses a second lock in the same process while the first is held", async () => {
    const directory = freshDir();
    const lock = await lockDataDir(directory);
    await expect(lockDataDir(directory)).rejects.toThrow(`(process ${process.pid})`);
    await lock.release();
  });

  it("takes over the moment a holder is killed with SIGKILL, though its socket file is still there", async () => {
    const directory = freshDir();
    const holder = await holderProcess(directory);
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    expect(existsSync(join(directory, "server.sock"))).toBe(true);
    const lock = await lockDataDir(directory);
    await lock.release();
    expect(existsSync(join(directory, "server.sock"))).toBe(false);
  });

  // In a container PIDs repeat after each restart: an old PID file could name the npm wrapper.
  it("is not stopped by a stale PID file naming a live, unrelated process", async () => {
    const directory = freshDir();
    writeFileSync(join(directory, "server.lock"), String(process.ppid));
    const lock = await lockDataDir(directory);
    await lock.release();
  });

  it("keeps its holder alive when callers hang up before the answer (EPIPE once ended a test run)", async () => {
    const directory = freshDir();
    const lock = await lockDataDir(directory);
    const failures: unknown[] = [];
    const onUncaught = (error: unknown) => failures.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      for (let attempt = 0; attempt < 200; attempt++) {
        await new Promise<void>((resolve, reject) => {
          const socket = createConnection(join(directory, "server.sock"));
          socket.on("error", reject);
          socket.on("close", () => resolve());
          // Gone the moment it is in: the holder writes its PID to a closed socket.
          socket.on("connect", () => socket.destroy());
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off("uncaughtException", onUncaught);
    }
    expect(failures).toEqual([]);
    await expect(lockDataDir(directory)).rejects.toThrow(DataDirLockedError);
    await lock.release();
  });

  it("can be taken again at once after release, and releasing twice is harmless", async () => {
    const directory = freshDir();
    await (await lockDataDir(directory)).release();
    const again = await lockDataDir(directory);
    await again.release();
    await again.release();
    const third = await lockDataDir(directory);
    await expect(lockDataDir(directory)).rejects.toThrow(DataDirLockedError);
    await third.release();
  });
});
