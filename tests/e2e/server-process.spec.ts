import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startBuiltServer } from "../../scripts/built-server";

const admin = { ADMIN_USERNAME: "process-admin", ADMIN_PASSWORD: "process password 0123" };

test.describe.configure({ mode: "serial" });

test("data survives a restart, and a second server on the same DATA_DIR refuses to start", async () => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(join(tmpdir(), "aster-process-"));
  const port = 4400 + Math.floor(Math.random() * 500);
  try {
    const first = startBuiltServer({ port, dataDir, env: admin });
    await first.ready();

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "process-admin", password: "process password 0123" }),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`http://127.0.0.1:${port}/api/plans`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-auth-token": token },
      body: JSON.stringify({ name: "Survivor", price: "₹99" }),
    });
    expect(created.status).toBe(201);

    const second = startBuiltServer({ port: port + 1, dataDir, env: admin });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another server`);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    // SIGTERM: the server finishes, closes the database and releases the directory.
    expect(await first.stop()).toBe(0);

    const restarted = startBuiltServer({ port, dataDir, env: admin });
    await restarted.ready();
    const plans = (await (await fetch(`http://127.0.0.1:${port}/api/plans`)).json()) as Array<{ name: string }>;
    expect(plans.map((plan) => plan.name)).toEqual(["Basic", "Gold", "Platinum", "Survivor"]);
    // The session lives in the database too: the token from before the restart still works.
    const session = await fetch(`http://127.0.0.1:${port}/api/auth/session`, { headers: { "x-auth-token": token } });
    expect(session.status).toBe(200);
    expect(await restarted.stop()).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("bad configuration stops the server with a message naming each problem", async () => {
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, PORT: "eighty", LOG_LEVEL: "loud" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("Invalid configuration");
  expect(output).toContain('PORT must be a number (got "eighty")');
  expect(output).toContain("LOG_LEVEL");
});
