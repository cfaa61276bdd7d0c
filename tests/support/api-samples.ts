import type { InjectOptions } from "fastify";
import type { AuditEntry } from "../../common/audit";
import { insertFakeDemoRequests } from "../../scripts/fake-data";
import { newsletterSubscribers } from "../../server/db/schema";
import type { RouteRecord } from "../../server/http/route-table";
import { modules } from "../../server/modules/index";
import { routeAliases } from "../../server/modules/spec-aliases";
import { demoVisitor } from "../api/demo-visitor";
import { uniqueStaffInputs } from "../api/fixtures";
import { signIn, type TestApp, testAdmin } from "../api/test-app";
import { multipartBody } from "./multipart";
import { softwareAuthenticator } from "./software-authenticator";
import { phonePhoto } from "./test-images";
import { testCaptions, testVideo } from "./test-videos";

/**
 * API samples: one call per API route, kept beside the route in its module's
 * server/modules/<module>/api-samples.ts, and found here without a list. The OpenAPI test checks
 * each call's answer against the route's documented schema (tests/api/openapi.test.ts); the
 * write-routes test drives each staff write once and checks the audit row it leaves, and reads
 * each public write's reason (tests/api/write-routes.test.ts).
 *
 * The sample files are test code: nothing in the server imports them (the layer check says so),
 * and they import only types from here.
 */

/** A route as the route table names it, "METHOD /url": for an alias, the route it serves. */
export type RouteKey = `${"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} /${string}`;

/** One call a route accepts, and what it must answer and leave behind. */
export interface SampleCall {
  /** Replaces `:id` in the route's address. */
  id?: string;
  /** The query string, without its `?`. */
  query?: string;
  payload?: object;
  /** Headers beyond the session's (a multipart upload's content type). */
  headers?: Record<string, string>;
  /** The session a public route that reads one is sent (sign-out); staff routes get the test's own. */
  token?: string;
  /** The status it answers. */
  status: number;
  /** A staff write: what its audit row must say, beyond who wrote it. */
  row?: Partial<AuditEntry>;
  /** Puts back what the call changed that later calls depend on. */
  restore?: () => Promise<unknown>;
}

/** Makes what the call needs (a record to change, a code from an email), then says what the call is. */
export type SampleDrive = () => Promise<SampleCall>;

/** A write anyone may make, so it leaves no audit row: why that is right, and its call. */
export interface PublicWriteSample {
  publicWrite: string;
  /** Every route in the API document has a call; a page's own form post (outside the document) has none. */
  call?: SampleDrive;
}

export type ApiSample = SampleDrive | PublicWriteSample;

/** What a module's api-samples.ts exports as `apiSamples`: a sample for each of its routes, by route. */
export type ApiSamples = (kit: SampleKit) => { [route: RouteKey]: ApiSample };

/** The address a call goes to on a route (an alias's own, when the route is one). */
export const sampleUrl = (routeUrl: string, { id, query }: SampleCall) =>
  `${routeUrl.replace(":id", id ?? "")}${query ? `?${query}` : ""}`;

let address = 0;
/** Each call comes from its own address, so per-address limits stay out of the way. */
export const nextAddress = () => `203.0.113.${(address++ % 250) + 1}`;

/** A weekday with open demo slots (the test clock starts the day before). */
const openDay = "2026-06-02";

/**
 * What the samples make their calls with, on one test app signed in as the test admin: requests,
 * unique staff input, records to read or change, and a visitor's email and bookings.
 */
function sampleKit(t: TestApp, token: string) {
  /** A call, as staff unless `staff` is false; one that answers other than `status` (any 2xx by default) throws. */
  const send = async (
    method: InjectOptions["method"],
    url: string,
    payload?: object,
    { staff = true, status }: { staff?: boolean; status?: number } = {},
  ) => {
    const response = await t.app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      ...(staff ? { headers: { "x-auth-token": token } } : {}),
      ...(payload ? { payload } : {}),
    });
    if (status ? response.statusCode !== status : response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  /** A visitor's form post, which must be taken (201). */
  const submit = (url: string, payload: object) => send("POST", url, payload, { staff: false, status: 201 });
  const created = async (url: string, input: object) => (await send("POST", url, input))._id as string;
  /** The newest row of a staff list (`list` may carry filters). */
  const newest = async (list: string, sort = "createdAt") =>
    (await send("GET", `${list}${list.includes("?") ? "&" : "?"}sort=${sort}&order=desc&limit=1`))[0]._id as string;

  const inputs = uniqueStaffInputs();
  const { unique } = inputs;
  const enquiry = () => ({ name: "Meera", email: "meera@example.com", message: "A demo for our Dubai team" });
  const newEnquiry = async () => {
    await submit("/api/contact", enquiry());
    return newest("/api/admin/enquiries");
  };
  const visitor = demoVisitor(() => t.app);
  let slot = 0;
  /** The next half hour of the open day, from 09:00 (Kolkata). */
  const nextSlot = () => ({
    date: openDay,
    time: `${String(9 + Math.floor(slot / 2)).padStart(2, "0")}:${slot++ % 2 === 0 ? "00" : "30"}`,
  });
  /** A mailbox at one company's domain: its live bookings stay under the per-domain limit. */
  const bookingEmail = () => `visitor${unique()}@hooghly.example`;

  return {
    /** The app, its database and clock: for a setup the API cannot make. */
    t,
    testAdmin,
    /** A passkey authenticator in software, for this app's origin. */
    newAuthenticator: () => softwareAuthenticator(t.app.services.passkeys.origin),
    /** Another session of the test admin. */
    signIn: () => signIn(t.app),
    send,
    submit,
    newest,
    /** The first record of a public list. */
    first: async (list: string) =>
      ((await send("GET", list, undefined, { staff: false })) as Array<{ _id: string }>)[0]?._id,
    ...inputs,
    newPlan: () => created("/api/admin/plans", inputs.plan()),
    newPost: () => created("/api/admin/blog", inputs.post()),
    newJob: () => created("/api/admin/job-openings", inputs.job()),
    newEntry: () => created("/api/admin/changelog", inputs.entry()),
    newUser: () =>
      created("/api/admin/users", {
        username: `user${unique()}`,
        password: "a long enough password",
        role: "recruiting",
      }),
    /** A booking as staff see it (written as the fake data writes them: no visitor, no email). */
    newDemoRequest: async () => {
      await insertFakeDemoRequests(t.database.db, 1);
      return newest("/api/admin/demo-requests");
    },
    /** A multipart upload of a small phone photo, as the media library's upload takes it. */
    imageUpload: async (fileName = "photo.jpg") =>
      multipartBody({ fileName, bytes: await phonePhoto({ width: 96, height: 64 }), contentType: "image/jpeg" }),
    /** A library video (a second of WebM), uploaded: its id. */
    testCaptions,
    newVideo: async () => {
      const bytes = await testVideo({ format: "webm", seconds: 1, size: "160x90", bitrate: "100k" });
      const body = multipartBody({ fileName: "sample.webm", bytes, contentType: "video/webm" });
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/media",
        payload: body.payload,
        headers: { ...body.headers, "x-auth-token": token },
      });
      if (response.statusCode !== 201) throw new Error(`uploading a video: ${response.statusCode} ${response.body}`);
      return response.json<{ _id: string }>()._id;
    },
    /** A library image, uploaded: its id. */
    newImage: async () => {
      const body = multipartBody({ fileName: "sample.jpg", bytes: await phonePhoto({ width: 96, height: 64 }) });
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/media",
        payload: body.payload,
        headers: { ...body.headers, "x-auth-token": token },
      });
      if (response.statusCode !== 201) throw new Error(`uploading an image: ${response.statusCode} ${response.body}`);
      return response.json<{ _id: string }>()._id;
    },
    enquiry,
    newEnquiry,
    /** An email waiting in the outbox (no SMTP in tests): the staff notice of an enquiry. */
    queuedEmail: async () => {
      await newEnquiry();
      return newest("/api/admin/outbox?status=queued");
    },
    /** A subscriber still to confirm, signed up through the form; found by their address. */
    newSubscriber: async () => {
      const email = `reader${unique()}@example.com`;
      await send("POST", "/api/newsletter/subscribe", { email }, { staff: false });
      return (await send("GET", `/api/admin/subscribers?q=${encodeURIComponent(email)}`))[0]._id as string;
    },
    /** A subscriber who confirmed (the emailed link's step, taken here by writing the row). */
    confirmedSubscriber: () =>
      t.database.db.insert(newsletterSubscribers).values({
        email: `confirmed${unique()}@example.com`,
        status: "subscribed",
        consentAskedAt: t.clock.now(),
        confirmedAt: t.clock.now(),
      }),
    /** The verification code emailed to a visitor (queued in the outbox: the test reads their inbox). */
    latestCode: visitor.latestCode,
    /** A visitor's address, verified with the code they were emailed. */
    verifiedEmail: async () => {
      const email = bookingEmail();
      await visitor.verifyEmail(email);
      return email;
    },
    nextSlot,
    /** A booking's fields, each in the next open slot. */
    booking: (email: string) => ({
      name: "Anita Ghosh",
      company: `Hooghly Textiles ${unique()}`,
      email,
      phone: "+91 98300 12345",
      ...nextSlot(),
      timeZone: "Asia/Kolkata",
      fillMs: 45_000,
    }),
    /** A booking, with the id and signature of its emailed "Manage your booking" link. */
    bookedDemo: () => visitor.book({ email: bookingEmail(), ...nextSlot() }),
  };
}

export type SampleKit = ReturnType<typeof sampleKit>;

const sampleFiles = import.meta.glob<ApiSamples>("../../server/modules/*/api-samples.ts", {
  eager: true,
  import: "apiSamples",
});

const sampleFileOf = (module = "<its module>") => `server/modules/${module}/api-samples.ts`;

/** Fastify's `:id` is OpenAPI's `{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/** The API document's operations, as far as finding a route's module needs. */
export interface DocumentedPaths {
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

/** What a route's sample is, as a test reads it. */
export interface RouteSample {
  /** The route it is kept under: the route itself, or for an alias (server/modules/spec-aliases.ts) the route it serves. */
  key: string;
  /** Its module's file; with no sample, the file it goes in. */
  file: string;
  drive?: SampleDrive;
  publicWrite?: string;
}

/**
 * Every module's samples, made with a kit on `t` signed in with `token`, found without a list (a
 * route with samples in two modules stops the test), and read a route at a time. `document` names a route's module when it has no sample yet:
 * the one whose API tag the route is listed under.
 */
export function apiSamplesFor(t: TestApp, token: string, { paths }: DocumentedPaths) {
  const kit = sampleKit(t, token);
  const samples = new Map<string, { module: string; sample: ApiSample }>();
  for (const [file, apiSamples] of Object.entries(sampleFiles)) {
    const module = file.split("/").at(-2) ?? file;
    for (const [route, sample] of Object.entries(apiSamples(kit))) {
      const other = samples.get(route);
      if (other) throw new Error(`${route} has samples in ${sampleFileOf(other.module)} and ${sampleFileOf(module)}`);
      samples.set(route, { module, sample });
    }
  }
  const moduleOf = (route: Pick<RouteRecord, "method" | "url">) => {
    const tag = paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.tags?.[0];
    return modules.find((module) => module.tag?.name === tag)?.name;
  };
  const read = (key: string, module: string, sample: ApiSample): RouteSample =>
    typeof sample === "function"
      ? { key, file: sampleFileOf(module), drive: sample }
      : { key, file: sampleFileOf(module), drive: sample.call, publicWrite: sample.publicWrite };
  return {
    /** A route's sample. */
    of(route: Pick<RouteRecord, "method" | "url">): RouteSample {
      const serves = routeAliases.find((alias) => alias.method === route.method && alias.url === route.url)?.serves;
      const key = `${route.method} ${serves ?? route.url}`;
      const found = samples.get(key);
      return found ? read(key, found.module, found.sample) : { key, file: sampleFileOf(moduleOf(route)) };
    },
    /** The samples `which` picks whose route is not in `used` (stale ones), each with its file. */
    unused: (used: ReadonlySet<string>, which: (sample: RouteSample) => unknown): string[] =>
      [...samples]
        .map(([key, { module, sample }]) => read(key, module, sample))
        .filter((sample) => !used.has(sample.key) && which(sample))
        .map(({ key, file }) => `${key} (${file})`),
  };
}
