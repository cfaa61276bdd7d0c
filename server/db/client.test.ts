import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startTcpProxy, type TcpProxy } from "../../tests/support/tcp-proxy";
import { freshDatabase, postgresUrl, type TestDatabase } from "../../tests/support/test-database";
import { type DatabaseHandle, openDatabase } from "./client";
import { isDatabaseUnavailable } from "./errors";

/**
 * The connections' side of a database restart, message by message (tests/api/database-restart.test.ts
 * restarts a real cluster under load; there the moment a connection ends is left to chance).
 */
describe.runIf(postgresUrl)("PostgreSQL connections that end in mid-conversation", () => {
  let target: TestDatabase;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  afterEach(async () => {
    await database.close();
    await proxy.close();
    await target.dispose();
  });

  async function throughProxy(options: { listenHeartbeatMs?: number } = {}) {
    target = await freshDatabase("postgres");
    const direct = new URL(target.url ?? "");
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ kind: "postgres", url: viaProxy.toString(), ...options });
  }
  /** Listens on the test channel, keeping every state it reports and every message it hears. */
  function listenRecording() {
    const notifications = database.notifications;
    if (!notifications) throw new Error("PostgreSQL without notifications");
    const states: boolean[] = [];
    const heard: string[] = [];
    const stop = notifications.listen("aster_client_test", {
      onMessage: (payload) => heard.push(payload),
      onState: (listening) => states.push(listening),
    });
    return { notifications, states, heard, stop };
  }
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );
  const checkedOut = () => {
    const stats = database.poolStats?.();
    return stats && stats.total - stats.idle;
  };

  it("gives back the client of a transaction whose BEGIN met a lost connection, so the pool never runs dry", async () => {
    await throughProxy();
    await database.ping();
    // Each failed BEGIN used to keep its client for good: the pool's ten, then every query waited forever.
    for (let attempt = 0; attempt < 3; attempt++) {
      proxy.dropNextSent();
      const error = await failure(database.db.transaction((tx) => tx.execute(sql`select 1`)));
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(checkedOut()).toBe(0);
    }
    const committed = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return "committed";
    });
    expect(committed).toBe("committed");
    expect(checkedOut()).toBe(0);
  });

  it("survives a connection lost between two statements of a transaction, and answers again once it is back", async () => {
    await throughProxy();
    await database.ping();
    // A checked-out client whose connection ends emits 'error', which without a listener ends
    // the process (vitest reports it as an unhandled error), whether or not a statement was running.
    const error = await failure(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.cut();
        await tx.execute(sql`select 2`);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(checkedOut()).toBe(0);
    await proxy.restore();
    await database.ping();
    const committed = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return "committed";
    });
    expect(committed).toBe("committed");
  });

  it("reports the LISTEN connection up only while it is: a loss in the moment LISTEN is answered is a loss", async () => {
    await throughProxy();
    // PostgreSQL shuts down just as it answers LISTEN: the answer and the FATAL arrive together.
    proxy.terminateAfterReply("LISTEN");
    const { notifications, states, heard, stop } = listenRecording();
    try {
      // onState(true) promises that messages are heard from now on (the page cache trusts
      // itself on it): the first one sent after it must arrive.
      await vi.waitFor(() => expect(states.at(-1)).toBe(true), { timeout: 5_000 });
      await notifications.notify("aster_client_test", "after the state said listening");
      await vi.waitFor(() => expect(heard).toEqual(["after the state said listening"]), { timeout: 2_000 });
      expect(states).toEqual([false, true]);
    } finally {
      stop();
    }
  });

  it("notices a LISTEN connection that went silent without closing, and listens again on a new one", async () => {
    await throughProxy({ listenHeartbeatMs: 300 });
    const { notifications, states, heard, stop } = listenRecording();
    try {
      await vi.waitFor(() => expect(states).toEqual([true]), { timeout: 5_000 });
      // A partition: the connection stays open and nothing arrives, not even a goodbye.
      proxy.silence();
      await vi.waitFor(() => expect(states).toEqual([true, false]), { timeout: 5_000 });
      await vi.waitFor(() => expect(states).toEqual([true, false, true]), { timeout: 5_000 });
      await notifications.notify("aster_client_test", "heard on the new connection");
      await vi.waitFor(() => expect(heard).toEqual(["heard on the new connection"]), { timeout: 2_000 });
    } finally {
      stop();
    }
  });
});
