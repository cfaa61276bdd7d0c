/**
 * What one client may add to the analytics in a business day (ADR 033), so that a
 * flood from one address can neither fill the store nor put its own values on the dashboard.
 * A client is the rate limits' key (an IPv4 address or an IPv6 /64, server/http/client-key.ts),
 * not the visitor id: the id hashes the user agent too, which the client writes, so a flood
 * changing it on every request would be a new visitor each time.
 *
 * Everything is counted in memory, per instance, and forgotten when the day changes: the request
 * path pays a map lookup and no I/O (ADR 028). With several instances each keeps its own counts,
 * so a client spread over them gets each instance's allowance (ADR 033 gives the bound).
 */

/** Views one client may have counted in one clock minute: no one reads a page a second for long. */
export const viewsPerClientPerMinute = 60;
/** Views one client may have counted in a day: far more than one office reads of a marketing site. */
export const viewsPerClientPerDay = 1_000;
/**
 * Referrer and utm_* values one client may bring in a day that nobody brought before that day.
 * A visitor arriving from a campaign link brings up to six (a referrer and five utm values).
 */
export const newValuesPerClientPerDay = 20;
/** New values all clients together may bring in a day, so the day's distinct values have a ceiling. */
export const newValuesPerDay = 2_000;
/**
 * Clients remembered in a day. Once full, a client not yet seen that day is not counted: forgetting
 * one instead would give it (or a flood posing as many clients) a fresh allowance (as ADR 007).
 */
export const clientsPerDay = 50_000;

/** The value dimensions a client's budget counts: what a client can vary freely in a counted view. */
export type ValueDimension = "referrer" | "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content";

interface ClientDay {
  /** Start of the clock minute `inMinute` counts, in ms. */
  minute: number;
  inMinute: number;
  today: number;
  /** Values this client brought that were new to the day. */
  introduced: number;
}

export interface ClientBudgetStats {
  /** Views not counted since start: the client was over its rate, or the day's clients were full. */
  viewsOverRate: number;
  /** Values stored as "" since start: new to the day, but the client (or the day) had brought its share. */
  valuesRefused: number;
}

/**
 * `scale` is RATE_LIMIT_SCALE: it multiplies the view rates, and 0 turns them off (load tests send
 * every request from one client). The value budgets bound the store, not a rate, and always hold.
 */
export function createClientBudgets({ scale }: { scale: number }) {
  const perMinute = viewsPerClientPerMinute * scale;
  const perDay = viewsPerClientPerDay * scale;
  let day = "";
  const clients = new Map<string, ClientDay>();
  /** "dimension\nvalue" of every value counted today, at most `newValuesPerDay`. */
  const known = new Set<string>();
  let viewsOverRate = 0;
  let valuesRefused = 0;

  function clientOn(today: string, client: string): ClientDay | undefined {
    if (today !== day) {
      day = today;
      clients.clear();
      known.clear();
    }
    let entry = clients.get(client);
    if (entry === undefined && clients.size < clientsPerDay) {
      entry = { minute: 0, inMinute: 0, today: 0, introduced: 0 };
      clients.set(client, entry);
    }
    return entry;
  }

  return {
    /** Whether a view by `client` at `atMs` is counted: within its per-minute and per-day rates. */
    countView(today: string, client: string, atMs: number): boolean {
      if (scale === 0) return true;
      const entry = clientOn(today, client);
      if (entry === undefined) {
        viewsOverRate += 1;
        return false;
      }
      const minute = atMs - (atMs % 60_000);
      if (entry.minute !== minute) {
        entry.minute = minute;
        entry.inMinute = 0;
      }
      if (entry.inMinute >= perMinute || entry.today >= perDay) {
        viewsOverRate += 1;
        return false;
      }
      entry.inMinute += 1;
      entry.today += 1;
      return true;
    },

    /**
     * The value as it is stored: itself when someone already brought it today or the client may
     * still bring a new one, else "" (the view counts, without a value nobody else has).
     */
    value(today: string, client: string, dimension: ValueDimension, value: string): string {
      if (value === "") return value;
      const entry = clientOn(today, client);
      const key = `${dimension}\n${value}`;
      if (known.has(key)) return value;
      if (entry === undefined || entry.introduced >= newValuesPerClientPerDay || known.size >= newValuesPerDay) {
        valuesRefused += 1;
        return "";
      }
      entry.introduced += 1;
      known.add(key);
      return value;
    },

    stats: (): ClientBudgetStats => ({ viewsOverRate, valuesRefused }),
  };
}

export type ClientBudgets = ReturnType<typeof createClientBudgets>;
