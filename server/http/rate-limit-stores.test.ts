import { describe, expect, it } from "vitest";
import { TestClock } from "../../tests/support/test-database";
import { createMemoryCounter, createMemoryCounters } from "./rate-limit-stores";

const minute = 60_000;

describe("the in-memory rate-limit counters", () => {
  it("never drop an open window for a new key: a flood of fresh keys is refused, and counts stand", async () => {
    const clock = new TestClock();
    let full = 0;
    const counter = createMemoryCounter(clock, { maxKeys: 3, onFull: () => full++ });
    await counter.hit("mine", minute);
    await counter.hit("mine", minute);
    clock.advance(1000);
    await counter.hit("flood-1", minute);
    await counter.hit("flood-2", minute);
    const refused = await counter.hit("flood-3", minute);
    expect(refused.current).toBeGreaterThan(1_000_000);
    // Retry-After: when the oldest window closes.
    expect(refused.ttl).toBe(minute - 1000);
    expect(full).toBe(1);
    expect(await counter.hit("mine", minute)).toEqual({ current: 3, ttl: minute - 1000 });

    // Closed windows make room, oldest first.
    clock.advance(minute);
    expect(await counter.hit("flood-3", minute)).toEqual({ current: 1, ttl: minute });
    expect(await counter.peek("mine")).toEqual({ current: 0, ttl: 0 });
  });

  it("start a new window for a key whose window has closed, and purge closed ones", async () => {
    const clock = new TestClock();
    const counter = createMemoryCounter(clock);
    await counter.hit("a", minute);
    await counter.hit("b", 2 * minute);
    clock.advance(minute);
    expect(await counter.hit("a", minute)).toEqual({ current: 1, ttl: minute });
    expect(await counter.purgeExpired()).toBe(0);
    clock.advance(minute);
    expect(await counter.purgeExpired()).toBe(2);
  });

  it("give each policy its own store: one policy's flood takes no other's room", async () => {
    const clock = new TestClock();
    const full: string[] = [];
    const counters = createMemoryCounters(clock, { maxKeysPerPolicy: 2, onFull: (policy) => full.push(policy) });
    await counters.hit("signIn:203.0.113.7", minute);
    for (let key = 0; key < 5; key++) await counters.hit(`codeSendPerEmail:x${key}@example.com`, minute);
    expect(full).toEqual(["codeSendPerEmail", "codeSendPerEmail", "codeSendPerEmail"]);
    expect(await counters.hit("signIn:203.0.113.7", minute)).toEqual({ current: 2, ttl: minute });
    expect(await counters.hit("signIn:198.51.100.1", minute)).toEqual({ current: 1, ttl: minute });
  });
});
