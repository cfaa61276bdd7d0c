import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ComponentState, StatusComponentId } from "../../../common/status";
import { freshDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { countCheck, type RecordedCheck, readDays, statusHistoryDays } from "./daily-counts";

/** Minute `slot` of a day, every part operational unless said otherwise. */
const check = (
  day: string,
  slot: number,
  states: Partial<Record<StatusComponentId, ComponentState>> = {},
): RecordedCheck => ({
  day,
  slot,
  states: { website: "operational", booking: "operational", email: "operational", ...states },
});

describe("status_daily's counts, without HTTP", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
  });
  afterAll(() => database?.dispose());

  const partOn = async (today: string, id: string, date: string) => {
    const history = await readDays(database.database.db, today);
    const part = history.components.find((component) => component.id === id);
    return { part, day: part?.days.find((entry) => entry.date === date) };
  };

  it("counts a minute once, however many instances record it", async () => {
    const db = database.database.db;
    await countCheck(db, check("2026-06-01", 1000));
    await countCheck(db, check("2026-06-01", 1000));
    await countCheck(db, check("2026-06-01", 1001));
    const { day } = await partOn("2026-06-01", "website", "2026-06-01");
    expect(day).toMatchObject({ state: "operational", checkedMinutes: 2, downMinutes: 0 });
  });

  it("moves a minute already counted to a worse state another instance saw, never to a better one", async () => {
    const db = database.database.db;
    await countCheck(db, check("2026-06-02", 2000, { email: "degraded" }));
    expect((await partOn("2026-06-02", "email", "2026-06-02")).day).toMatchObject({
      state: "degraded",
      checkedMinutes: 1,
      degradedMinutes: 1,
    });
    await countCheck(db, check("2026-06-02", 2000, { email: "down" }));
    await countCheck(db, check("2026-06-02", 2000, { email: "operational" }));
    expect((await partOn("2026-06-02", "email", "2026-06-02")).day).toEqual({
      date: "2026-06-02",
      state: "down",
      checkedMinutes: 1,
      degradedMinutes: 0,
      downMinutes: 1,
    });
    // The other parts were not touched by the email's trouble.
    expect((await partOn("2026-06-02", "booking", "2026-06-02")).day?.state).toBe("operational");
  });

  it("reads 90 days ending today, days nobody checked as no data, and an uptime that one minute down keeps below 100%", async () => {
    const db = database.database.db;
    for (let slot = 3000; slot < 3006; slot++) {
      await countCheck(db, check("2026-06-03", slot, slot === 3001 ? { booking: "down" } : {}));
    }
    const history = await readDays(db, "2026-06-04");
    expect(history.days).toBe(statusHistoryDays);
    const booking = history.components.find((component) => component.id === "booking");
    expect(booking?.days).toHaveLength(90);
    expect(booking?.days[0]?.date).toBe("2026-03-07");
    expect(booking?.days.at(-1)).toEqual({
      date: "2026-06-04",
      state: "noData",
      checkedMinutes: 0,
      degradedMinutes: 0,
      downMinutes: 0,
    });
    expect(booking?.daysWithData).toBe(3);
    // 9 minutes checked over June 1 to 3, one of them down: 88.888…%, rounded down, not to 88.89.
    expect(booking?.uptimePercent).toBe(88.88);
    expect(history.components.find((component) => component.id === "website")?.uptimePercent).toBe(100);

    // Ninety days on, June 1 to 3 are no longer shown: nothing checked, no uptime to claim.
    const later = await readDays(db, "2026-09-01");
    const laterBooking = later.components.find((component) => component.id === "booking");
    expect(laterBooking?.daysWithData).toBe(0);
    expect(laterBooking?.uptimePercent).toBeNull();
  });
});
