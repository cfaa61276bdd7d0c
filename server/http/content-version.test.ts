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

describe("the content version's areas", () => {
  const listeningVersion = () => {
    let deliver: (payload: string) => void = () => {};
    const sent: string[] = [];
    const notifications: Notifications = {
      notify: async (_channel, payload) => {
        sent.push(payload);
      },
      listen(_channel, { onMessage, onState }) {
        deliver = onMessage;
        onState(true);
        return () => {};
      },
    };
    const version = createContentVersion({ notifications, log: quietLog() });
    return { version, sent, deliver: (payload: string) => deliver(payload) };
  };

  it("ends what was made from a changed area, and nothing made from other areas or from code alone", async () => {
    const { version } = listeningVersion();
    const stamp = version.stamp();
    await version.bump("blog");
    expect(version.isCurrent(stamp, new Set(["blog"]))).toBe(false);
    expect(version.isCurrent(stamp, new Set(["plans", "jobs"]))).toBe(true);
    expect(version.isCurrent(stamp, new Set())).toBe(true);
    expect(version.isCurrent(stamp, "everything")).toBe(false);
  });

  it("a change of no single area ends everything, even what read no area", async () => {
    const { version } = listeningVersion();
    const stamp = version.stamp();
    await version.bump();
    expect(version.isCurrent(stamp, new Set())).toBe(false);
  });

  it("tells other instances the areas of one tick in one message, and follows theirs", async () => {
    const { version, sent, deliver } = listeningVersion();
    await Promise.all([version.bump("plans"), version.bump("jobs")]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.split(" ")[1]?.split(",").sort()).toEqual(["jobs", "plans"]);

    const stamp = version.stamp();
    deliver("another-instance changelog");
    expect(version.isCurrent(stamp, new Set(["changelog"]))).toBe(false);
    expect(version.isCurrent(stamp, new Set(["plans"]))).toBe(true);
    // A message this version cannot read (an older or newer instance's) ends everything.
    const later = version.stamp();
    deliver("another-instance");
    expect(version.isCurrent(later, new Set())).toBe(false);
    const latest = version.stamp();
    deliver("another-instance webinars");
    expect(version.isCurrent(latest, new Set())).toBe(false);
  });
});
