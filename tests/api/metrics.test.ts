import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startBuiltServer } from "../../scripts/built-server";
import { freePort } from "../support/mail-sink";
import { createTestApp, engines, type TestApp } from "./test-app";

/** The value of one series in Prometheus' text format, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(engines)("metrics on %s", (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  it("count requests by route pattern, cache hits, refusals by policy, and the outbox", async () => {
    t = await createTestApp(engine, { seed: true });
    // Until two answers came from memory (on PostgreSQL the cache waits for its LISTEN connection).
    let hits = 0;
    for (let index = 0; index < 200 && hits < 2; index++) {
      const response = await t.app.inject({ method: "GET", url: "/api/plans" });
      if (response.headers["cache-status"] === "aster; hit") hits += 1;
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await t.app.inject({ method: "GET", url: "/api/blog/some-post-that-is-not-there" });
    for (let index = 0; index < 12; index++) {
      await t.app.inject({
        method: "POST",
        url: "/api/schedule-demo/send-verification-code",
        payload: { email: `visitor${index}@example.com` },
        remoteAddress: "203.0.113.9",
      });
    }
    const text = await t.app.metrics.metrics();

    // A route's pattern, never the address a client sent.
    expect(text).toMatch(
      /aster_http_request_duration_seconds_count\{method="GET",route="\/api\/blog\/:id",status="404"\} 1/,
    );
    expect(text).not.toContain("some-post-that-is-not-there");
    expect(sample(text, "aster_page_cache_stores_total")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "aster_page_cache_hits_total")).toBe(2);
    expect(sample(text, "aster_page_cache_bytes")).toBeGreaterThan(0);
    // 10 codes an hour per address: the 11th and 12th are refused.
    expect(sample(text, 'aster_rate_limit_refusals_total{policy="codeSendPerAddress"}')).toBe(2);
    expect(sample(text, 'aster_outbox_messages{status="queued"}')).toBe(10);
    expect(sample(text, "aster_outbox_oldest_waiting_seconds")).toBeGreaterThanOrEqual(0);
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
    expect(text).toContain("nodejs_heap_size_used_bytes");
    if (engine === "postgres") expect(text).toMatch(/aster_database_pool_connections\{state="waiting"\} 0/);
  });
});

describe("process metrics", () => {
  it("are collected once per process, however many apps it builds", async () => {
    const apps = [await createTestApp("pglite", { seed: false }), await createTestApp("pglite", { seed: false })];
    try {
      const [first, second] = apps.map((one) => one.app.metrics.getSingleMetric("nodejs_heap_size_used_bytes"));
      expect(first).toBeDefined();
      // One collector shared by both apps, not one more event-loop monitor and GC observer per app.
      expect(second).toBe(first);
      // Each app keeps its own request histogram.
      const histograms = apps.map((one) => one.app.metrics.getSingleMetric("aster_http_request_duration_seconds"));
      expect(histograms[0]).not.toBe(histograms[1]);
    } finally {
      for (const one of apps) await one.close();
    }
  });
});

describe("the metrics port", () => {
  it("serves /metrics on METRICS_PORT at 127.0.0.1, and never on the public port", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "aster-metrics-"));
    const metricsPort = await freePort();
    const server = startBuiltServer({
      port: await freePort(),
      dataDir,
      readyTimeoutMs: 60_000,
      env: { METRICS_PORT: String(metricsPort) },
    });
    try {
      await server.ready();
      await fetch(`${server.url}/api/plans`);
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/plain");
      const text = await response.text();
      for (const series of [
        "aster_http_request_duration_seconds_bucket",
        "aster_page_cache_hits_total",
        "aster_outbox_messages",
        "aster_outbox_oldest_waiting_seconds",
        "aster_rate_limit_refusals_total",
        "nodejs_eventloop_lag_seconds",
        "nodejs_heap_size_used_bytes",
      ]) {
        expect(text, series).toContain(series);
      }
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
