import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import type { Notifications } from "../db/client";
import { contentChannel, createContentVersion } from "./content-version";

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

/** A NOTIFY each test completes by hand, on a listener that is connected from the start. */
function heldNotifications() {
  const sent: Array<{ channel: string; finish(error?: Error): void }> = [];
  const notifications: Notifications = {
    notify: (channel) =>
      new Promise((resolve, reject) => {
        sent.push({ channel, finish: (error) => (error ? reject(error) : resolve()) });
      }),
    listen(_channel, { onState }) {
      onState(true);
      return () => {};
    },
  };
  return { notifications, sent };
}

describe("the content version on PostgreSQL", () => {
  it("moves on at once, and settles a bump only once the NOTIFY to the other instances is done", async () => {
    const { notifications, sent } = heldNotifications();
    const version = createContentVersion({ notifications, log: quietLog() });
    const before = version.current;
    let settled = false;
    const bump = version.bump().then(() => {
      settled = true;
    });
    expect(version.current).toBe(before + 1);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.channel).toBe(contentChannel);
    expect(settled).toBe(false);
    sent[0]?.finish();
    await bump;
    expect(settled).toBe(true);
  });

  it("tells the other instances once for the bumps of one tick", async () => {
    const { notifications, sent } = heldNotifications();
    const version = createContentVersion({ notifications, log: quietLog() });
    const bumps = [version.bump(), version.bump(), version.bump()];
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    sent[0]?.finish();
    await Promise.all(bumps);
    expect(sent).toHaveLength(1);
  });

  it("settles a bump whose NOTIFY failed, and logs it: the write it follows has committed", async () => {
    const { notifications, sent } = heldNotifications();
    const log = quietLog();
    const version = createContentVersion({ notifications, log });
    const bump = version.bump();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    sent[0]?.finish(new Error("the database went away"));
    await expect(bump).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "page cache: could not tell other instances that content changed",
    );
  });
});
