import type { IncomingHttpHeaders } from "node:http";
import type { ContentArea } from "../content-areas";
import type { VersionStamp } from "./content-version";

/** What a handler or a page loader can say about the answer it is producing. */
export interface PageCacheControl {
  /** The answer depends on the clock: reuse it for at most this long. */
  expiresIn(ms: number): void;
  /** Never reuse this answer (it holds something meant for one visitor). */
  skip(): void;
  /**
   * A side effect every view must have, cached or not (counting a post's readers): run now, and
   * again for each visitor who is answered from the cache.
   */
  everyView(effect: (headers: IncomingHttpHeaders) => void): void;
  /**
   * The query parameters this answer depends on. Every other parameter is left out of the cache
   * key, so `/?utm_source=x` or `/?r=<random>` is answered from the entry for `/`. A route that
   * reads none says nothing; an API route's are its querystring schema's keys, taken for it.
   */
  readsQuery(names: readonly string[]): void;
  /** The answer shows content of these areas ("everything": of any): a change to one of them ends it. */
  reads(areas: readonly ContentArea[] | "everything"): void;
}

/** For answers the page cache will not keep: the same calls, nothing remembered. */
export function uncachedControl(headers: IncomingHttpHeaders): PageCacheControl {
  return { expiresIn() {}, skip() {}, everyView: (effect) => effect(headers), readsQuery() {}, reads() {} };
}

/** Longest an entry lives without a write: a guard for clock-dependent output nobody declared. */
const defaultLifetimeMs = 10 * 60_000;

/** What one request the cache may store has said about its answer, while it renders. */
export class RequestState implements PageCacheControl {
  lifetimeMs = defaultLifetimeMs;
  skipped = false;
  params: readonly string[] = [];
  effects: ((headers: IncomingHttpHeaders) => void)[] = [];
  /** Set when this request renders for others waiting on the same key. */
  release: (() => void) | null = null;
  contentReads: Set<ContentArea> | "everything" = new Set();
  constructor(
    readonly key: string,
    readonly stamp: VersionStamp,
    private readonly headers: IncomingHttpHeaders,
  ) {}
  reads(areas: readonly ContentArea[] | "everything"): void {
    if (this.contentReads === "everything") return;
    if (areas === "everything") this.contentReads = "everything";
    else for (const area of areas) this.contentReads.add(area);
  }
  expiresIn(ms: number): void {
    this.lifetimeMs = Math.min(this.lifetimeMs, Math.max(0, ms));
  }
  skip(): void {
    this.skipped = true;
  }
  everyView(effect: (headers: IncomingHttpHeaders) => void): void {
    this.effects.push(effect);
    effect(this.headers);
  }
  readsQuery(names: readonly string[]): void {
    this.params = [...new Set([...this.params, ...names])].sort();
  }
}
