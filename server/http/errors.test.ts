import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createOutageLog } from "./errors";

describe("logging failures during a database outage", () => {
  it("logs the first failure in full, then one line per interval that counts the failures it stands for", () => {
    const lines: Array<{ msg: string; alsoFailedSinceLastLine: number; err?: { message: string } }> = [];
    const log = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    let now = 0;
    const report = createOutageLog(10_000, () => now);
    const refused = new Error("connect ECONNREFUSED 127.0.0.1:5432");

    for (let request = 0; request < 300; request++) report(log, refused, "request failed");
    now = 9_999;
    report(log, refused, "request failed");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: "request failed: database unavailable",
      alsoFailedSinceLastLine: 0,
      err: { message: refused.message },
    });

    now = 10_000;
    report(log, refused, "page: could not load the plans");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      msg: "page: could not load the plans: database unavailable",
      alsoFailedSinceLastLine: 300,
    });
  });
});
