import { eq } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { newsletterSubscribers } from "../server/db/schema";
import { percentile, scratchPostgres, startBenchApp } from "./bench-support";
import { table } from "./table";

const rounds = Number(process.env.ROUNDS ?? 200);
const warmup = Number(process.env.WARMUP ?? 20);
const scratchName = "bench_subscribe_timing";

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await scratchPostgres(serverUrl, scratchName) : undefined;
  let database: DatabaseHandle | undefined;
  let closeApp: (() => Promise<unknown>) | undefined;
  try {
    database = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite" });
    await migrateDatabase(database);
    const { app, origin } = await startBenchApp(database, scratch);
    closeApp = () => app.close();

    const subscribe = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${origin}/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, fillMs: 5_000 }),
      });
      await response.arrayBuffer();
      if (response.status >= 300) throw new Error(`subscribe ${email}: ${response.status}`);
      return performance.now() - started;
    };

    // One address on the list, confirmed.
    const listed = "listed@bench.example";
    await subscribe(listed);
    await database.db
      .update(newsletterSubscribers)
      .set({ status: "subscribed", confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.email, listed));

    let fresh = 0;
    const newAddress = () => `new-${fresh++}@bench.example`;
    for (let i = 0; i < warmup; i++) {
      await subscribe(newAddress());
      await subscribe(listed);
    }
    const times = { newA: [] as number[], subscribed: [] as number[], newB: [] as number[] };
    for (let i = 0; i < rounds; i++) {
      times.newA.push(await subscribe(newAddress()));
      times.subscribed.push(await subscribe(listed));
      times.newB.push(await subscribe(newAddress()));
    }
    const stats = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p90: percentile(sorted, 90) };
    };
    const newA = stats(times.newA);
    const subscribed = stats(times.subscribed);
    const newB = stats(times.newB);
    const ms = (value: number) => value.toFixed(2);
    console.log(
      table(
        ["addresses", "tries", "p50 ms", "p90 ms"],
        [
          ["new (first run)", String(rounds), ms(newA.p50), ms(newA.p90)],
          ["already subscribed", String(rounds), ms(subscribed.p50), ms(subscribed.p90)],
          ["new (second run)", String(rounds), ms(newB.p50), ms(newB.p90)],
        ],
      ),
    );
    const noise = Math.abs(newB.p50 - newA.p50);
    const gap = Math.abs(subscribed.p50 - (newA.p50 + newB.p50) / 2);
    console.log(
      `\nMedian gap, subscribed against new: ${ms(gap)} ms. Noise, new against new: ${ms(noise)} ms. ` +
        (gap <= noise ? "Within the noise." : "Over the noise: the time tells."),
    );
    process.exitCode = gap <= noise ? 0 : 1;
  } finally {
    await closeApp?.().catch(() => {});
    await database?.close().catch(() => {});
    await scratch?.drop();
  }
}

await main();
