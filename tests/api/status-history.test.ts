import { lt } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentState, StatusHistory, StatusReport } from "../../common/status";
import type { Database } from "../../server/db/client";
import { outbox, statusDaily } from "../../server/db/schema";
import { createStatusHistory, statusRecordIntervalMs } from "../../server/modules/status/history";
import { demoVisitor } from "./demo-visitor";
import { createTestApp, engines, type TestApp } from "./test-app";

const minute = statusRecordIntervalMs;
const day = 24 * 60 * 60_000;

/** A report of the three parts in the given states, as another instance's monitor could give it. */
const reportOf = (states: { website: ComponentState; booking: ComponentState; email: ComponentState }) =>
  ({
    state: "operational",
    checkedAt: new Date(0).toISOString(),
    intervalSeconds: 15,
    components: Object.entries(states).map(([id, state]) => ({ id, name: id, state, summary: "", facts: [] })),
  }) as StatusReport;

describe.each(engines)("/status's 90 days on %s", (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  const history = async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/status/history" });
    expect(answer.statusCode).toBe(200);
    return answer.json<StatusHistory>();
  };
  const partOf = (report: StatusHistory, id: string) => {
    const part = report.components.find((component) => component.id === id);
    if (!part) throw new Error(`no ${id} in the history`);
    return part;
  };
  /** One recorded minute per call, each on a fresh live check (the monitor's interval is 15 s). */
  const recordMinutes = async (count: number) => {
    for (let recorded = 0; recorded < count; recorded++) {
      await t.app.services.statusHistory.record();
      await t.clock.advance(minute);
    }
  };

  it("records checks across days: no data before monitoring began or on a day nobody checked, a degraded day, a down minute, and the uptime from them", async () => {
    t = await createTestApp(engine, { seed: false });
    // Nothing recorded yet: 90 days of "No data", no uptime to claim.
    const empty = await history();
    expect(empty.days).toBe(90);
    expect(empty.components.map((component) => component.id)).toEqual(["website", "booking", "email"]);
    for (const component of empty.components) {
      expect(component.days).toHaveLength(90);
      expect(component.days.every((entry) => entry.state === "noData")).toBe(true);
      expect(component.uptimePercent).toBeNull();
    }

    // June 1 (India time): monitoring begins, 3 minutes all working.
    await recordMinutes(3);

    // June 2: an email waits 11 minutes past its time (no mail server), then 2 minutes are
    // recorded late; then the database stops answering for one minute.
    await t.clock.advance(day);
    // No SMTP_URL: the code stays queued in the outbox.
    const sent = await demoVisitor(() => t.app).post("/api/schedule-demo/send-verification-code", {
      email: "waiting@example.com",
    });
    expect(sent.statusCode).toBe(200);
    await t.clock.advance(11 * 60_000);
    await recordMinutes(2);
    await t.database.db.update(outbox).set({ status: "sent" });
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error("not answering");
    };
    await recordMinutes(1);
    t.database.ping = ping;
    await recordMinutes(1);

    // June 3 goes unchecked (every instance stopped); June 4, today, is checked for 2 minutes.
    await t.clock.advance(2 * day);
    await recordMinutes(2);

    const report = await history();
    const [website, booking, email] = ["website", "booking", "email"].map((id) => partOf(report, id));
    if (!website || !booking || !email) throw new Error("a part is missing");
    expect(email.days.at(-1)?.date).toBe("2026-06-04");
    expect(email.days[0]?.date).toBe("2026-03-07");
    // Days before monitoring began say so: never a green bar.
    expect(email.days.slice(0, -4).every((entry) => entry.state === "noData")).toBe(true);
    expect(email.days.slice(-4).map((entry) => [entry.date, entry.state])).toEqual([
      ["2026-06-01", "operational"],
      ["2026-06-02", "degraded"],
      ["2026-06-03", "noData"],
      ["2026-06-04", "operational"],
    ]);
    expect(email.days.at(-3)).toEqual({
      date: "2026-06-02",
      state: "degraded",
      checkedMinutes: 4,
      degradedMinutes: 2,
      downMinutes: 0,
    });
    expect(booking.days.slice(-4).map((entry) => entry.state)).toEqual([
      "operational",
      "down",
      "noData",
      "operational",
    ]);
    expect(website.days.at(-3)).toMatchObject({ state: "degraded", degradedMinutes: 1, downMinutes: 0 });

    // Uptime is over the checked minutes (9), on the 3 days with data: 1 minute down is 88.88%.
    expect(booking.daysWithData).toBe(3);
    expect(booking.uptimePercent).toBe(88.88);
    // Degraded is working, slowly: email and the website were never down.
    expect(email.uptimePercent).toBe(100);
    expect(website.uptimePercent).toBe(100);
  });

  it("counts a minute once however many instances record it, at the worst state any of them saw", async () => {
    t = await createTestApp(engine, { seed: false });
    const instance = (states: Parameters<typeof reportOf>[0]) =>
      createStatusHistory({ db: t.database.db, clock: t.clock, latestReport: async () => reportOf(states) });
    const allWell = { website: "operational", booking: "operational", email: "operational" } as const;
    const first = instance(allWell);
    const second = instance({ ...allWell, email: "degraded" });
    const third = instance({ ...allWell, email: "down" });

    // The same minute, from three instances at once (and the first twice).
    await Promise.all([first.record(), second.record(), first.record()]);
    await third.record();
    await first.record();
    // The next minute, all well everywhere.
    await t.clock.advance(minute);
    await Promise.all([first.record(), instance(allWell).record()]);

    const email = partOf(await history(), "email").days.at(-1);
    expect(email).toEqual({ date: "2026-06-01", state: "down", checkedMinutes: 2, degradedMinutes: 0, downMinutes: 1 });
    expect(partOf(await history(), "website").days.at(-1)?.checkedMinutes).toBe(2);
  });

  it("keeps the checks the database could not take, and writes them when it answers again", async () => {
    t = await createTestApp(engine, { seed: false });
    let refusing = true;
    const db = new Proxy(t.database.db, {
      get(target, name, receiver) {
        if (name === "execute" && refusing) return async () => Promise.reject(new Error("connection refused"));
        return Reflect.get(target, name, receiver);
      },
    }) as Database;
    const recorder = createStatusHistory({
      db,
      clock: t.clock,
      latestReport: async () => reportOf({ website: "degraded", booking: "down", email: "down" }),
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(recorder.record()).rejects.toThrow();
      await t.clock.advance(minute);
    }
    refusing = false;
    await recorder.record();
    expect(partOf(await history(), "booking").days.at(-1)).toMatchObject({ checkedMinutes: 4, downMinutes: 4 });
  });

  it("records every minute as a background job from the start, and housekeeping deletes days older than 90", async () => {
    t = await createTestApp(engine, { seed: false, backgroundJobs: true });
    // The oldest day shown is March 4 (today, June 1, and the 89 before it); March 3 is not.
    const old = { checks: 1, degradedChecks: 0, downChecks: 0, lastSlot: 1, lastSlotState: "operational" };
    await t.database.db.insert(statusDaily).values([
      { component: "website", day: "2026-03-03", ...old },
      { component: "website", day: "2026-03-04", ...old },
    ]);
    // The first request starts the app, and its start records a check at once.
    const first = partOf(await history(), "website");
    expect(first.days[0]).toMatchObject({ date: "2026-03-04", state: "operational" });
    expect(first.days.at(-1)?.checkedMinutes).toBe(1);
    await t.clock.advance(5 * minute);
    expect(partOf(await history(), "website").days.at(-1)).toMatchObject({ state: "operational", checkedMinutes: 6 });

    // Housekeeping (every ten minutes) deletes the day the page no longer shows, and only it.
    await t.clock.advance(10 * minute);
    const days = await t.database.db
      .select({ day: statusDaily.day })
      .from(statusDaily)
      .where(lt(statusDaily.day, "2026-06-01"));
    expect(days.map((row) => row.day)).toEqual(["2026-03-04"]);
  });
});
