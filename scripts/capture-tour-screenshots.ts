/**
 * `npm run seed:tour-screenshots`: captures the product tour's screenshots (issue 39) from this
 * site's own back office into content/seed/images/files/<key>.png, one per entry of
 * content/seed/images/tour-screenshots.ts, 1600×900. Run it once against a running, freshly
 * seeded site (a second run finds the public forms' rate limits spent):
 *
 *   TOUR_SITE_URL        the site's address (default http://localhost:4700)
 *   TOUR_ADMIN_USERNAME  an admin to sign in as, and TOUR_ADMIN_PASSWORD their password
 *   TOUR_MAIL_PORT       optional: a port this script receives the site's email on. Start the site
 *                        with SMTP_URL=smtp://127.0.0.1:<port> so that demo bookings (which need
 *                        the emailed code), newsletter confirmations and accepted invitations can
 *                        be completed; without it they are skipped.
 *
 * Empty tables make poor screenshots, so first it makes the site look used the way people use
 * it: a visitor reads a few public pages, enquiries, sign-ups and demo bookings arrive through
 * the public API, and staff follow some up and invite colleagues through the back office's API.
 * Nothing is written to the database directly.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { tourScreenshots } from "../content/seed/images/tour-screenshots";
import { type MailSink, startMailSink } from "../tests/support/mail-sink";
import { chromiumFlags, chromiumPath } from "./chromium";
import { runScript } from "./run-script";

const site = (process.env.TOUR_SITE_URL ?? "http://localhost:4700").replace(/\/$/, "");
const username = process.env.TOUR_ADMIN_USERNAME ?? "";
const password = process.env.TOUR_ADMIN_PASSWORD ?? "";
const mailPort = process.env.TOUR_MAIL_PORT ? Number(process.env.TOUR_MAIL_PORT) : undefined;
const folder = fileURLToPath(new URL("../content/seed/images/files/", import.meta.url));
const viewport = { width: 1600, height: 900 };
/** Each file should stay under this; a palette PNG of a back-office page is far below it. */
const maxBytes = 250 * 1024;

/** Invented people at invented companies in India and the UAE; example.com mailboxes reach no one. */
const enquiries = [
  {
    name: "Kavya Menon",
    email: "kavya.menon@example.com",
    company: "Malabar Spice Exporters",
    phone: "+91 98470 21345",
    topic: "sales",
    message:
      "We have about 240 staff across Kochi and two warehouses in Tamil Nadu. Could you share pricing for the Gold plan, and can the biometric devices we already own be connected?",
  },
  {
    name: "Imran Qureshi",
    email: "imran.qureshi@example.com",
    company: "Gulf Crest Facilities LLC",
    phone: "+971 50 318 4426",
    message:
      "Do you produce WPS salary files for the UAE and payslips in Arabic? We run facilities teams of around 600 people across Dubai and Sharjah.",
  },
  {
    name: "Rhea Kapoor",
    email: "rhea.kapoor@example.com",
    company: "Narmada Agro Foods",
    message:
      "Our finance team uses Tally Prime. Are payroll journals posted to Tally each month, or do we import an export?",
  },
  {
    name: "Arjun Pillai",
    email: "arjun.pillai@example.com",
    company: "Deccan Freight Lines",
    phone: "+91 99860 47120",
    topic: "sales",
    message:
      "We are moving 1,100 drivers and loaders off spreadsheets before April. Can we see shift rosters and overtime across several depots?",
  },
  {
    name: "Fatima Al Mansoori",
    email: "fatima.almansoori@example.com",
    company: "Oasis Retail Group",
    message: "Where is our employees' data hosted, and can we sign a data processing agreement before a pilot?",
  },
];

/** Newsletter sign-ups, from the page the box was on; some readers never click the link. */
const readers = [
  { email: "neha.joshi@example.com", page: "/blog", confirms: true },
  { email: "layla.haddad@example.com", page: "/pricing", confirms: true },
  { email: "sandeep.rao@example.com", page: "/blog", confirms: false },
  { email: "meera.krishnan@example.com", page: "/features", confirms: true },
  { email: "vikram.sethi@example.com", page: "/blog", confirms: false },
];

const demoBookers = (
  [
    ["Ananya Bose", "Coromandel Textiles", "ananya.bose@example.com", "+91 94330 55210", "Asia/Kolkata", "gold"],
    ["Omar Siddiqui", "Al Noor Hospitality", "omar.siddiqui@example.com", "+971 55 204 7781", "Asia/Dubai", "platinum"],
    ["Karthik Subramanian", "Sahyadri Pharma", "karthik.s@example.com", "+91 98450 11873", "Asia/Kolkata", ""],
    ["Pooja Agarwal", "Thar Logistics", "pooja.agarwal@example.com", "+91 97720 64531", "Asia/Kolkata", "basic"],
  ] as const
).map(([name, company, email, phone, timeZone, plan]) => ({ name, company, email, phone, timeZone, plan }));

/** Colleagues invited to the back office (the seeded blog's authors among them); the last has not accepted yet. */
const colleagues = [
  { name: "Nadia Rahman", email: "nadia.rahman@example.com", role: "marketing", accepts: true },
  { name: "Aditya Rao", email: "aditya.rao@example.com", role: "sales", accepts: true },
  { name: "Sneha Kulkarni", email: "sneha.kulkarni@example.com", role: "recruiting", accepts: false },
];

/** What a visitor reads before writing in: the analytics' page views and top pages. */
const publicPages = ["/", "/features", "/features/payroll-finance", "/pricing", "/product-tour", "/blog", "/careers"];

/** The browser's own user agent without "Headless": the site counts no bot, and headless Chromium reads as one. */
let visitorAgent = "";

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON request to the public API, as the site's own forms send it from their page. */
async function post(path: string, body: unknown, fromPage: string): Promise<Answer> {
  const response = await fetch(`${site}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": visitorAgent, referer: `${site}${fromPage}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Says whether a request went through, and why not when it did not (a 429 past a rate limit, most likely). */
function accepted(what: string, answer: Answer): boolean {
  if (answer.status < 300) return true;
  console.warn(`  skipped ${what}: ${answer.status} ${String(answer.body.message ?? "")}`);
  return false;
}

/** The text of the first email to `to` that matches, waiting for it to arrive. */
async function mailTo(sink: MailSink, to: string, pattern: RegExp): Promise<string> {
  const message = await sink.waitFor(
    (mail) => JSON.stringify(mail.to ?? "").includes(to) && pattern.test(mail.text ?? ""),
  );
  return message.text ?? "";
}

async function browsePublicPages(browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport, userAgent: visitorAgent });
  const page = await context.newPage();
  for (const path of publicPages) await page.goto(`${site}${path}`, { waitUntil: "load" });
  await context.close();
  console.log(`Read ${publicPages.length} public pages.`);
}

async function sendEnquiries(): Promise<void> {
  let sent = 0;
  for (const enquiry of enquiries) {
    if (accepted(`the enquiry from ${enquiry.name}`, await post("/api/contact", enquiry, "/contact"))) sent += 1;
  }
  console.log(`Sent ${sent} enquiries.`);
}

/** The emailed link's Confirm button, pressed as the reader does. */
async function confirmSubscription(sink: MailSink, email: string): Promise<boolean> {
  const token = /\/newsletter\/confirm\?s=([^\s>"\])]+)/.exec(await mailTo(sink, email, /newsletter\/confirm/))?.[1];
  if (!token) return false;
  const response = await fetch(`${site}/newsletter/confirm?s=${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": visitorAgent },
    body: "",
    redirect: "manual",
  });
  return response.status === 303;
}

async function subscribeReaders(sink: MailSink | undefined): Promise<void> {
  let subscribed = 0;
  let confirmed = 0;
  for (const reader of readers) {
    const answer = await post("/api/newsletter/subscribe", { email: reader.email, page: reader.page }, reader.page);
    if (!accepted(`the sign-up of ${reader.email}`, answer)) continue;
    subscribed += 1;
    if (sink && reader.confirms && (await confirmSubscription(sink, reader.email))) confirmed += 1;
  }
  console.log(`Signed up ${subscribed} newsletter readers; ${confirmed} confirmed from the emailed link.`);
}

/** A free slot on each of the next business days, at a different hour each day. */
async function freeSlots(count: number): Promise<{ date: string; time: string }[]> {
  const slots: { date: string; time: string }[] = [];
  const day = new Date();
  for (let tries = 0; slots.length < count && tries < 30; tries += 1) {
    day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    const response = await fetch(`${site}/api/schedule-demo/available-slots?date=${date}`);
    const { availableSlots } = (await response.json()) as { availableSlots: string[] };
    const time = availableSlots[(slots.length * 5 + 2) % Math.max(availableSlots.length, 1)];
    if (time) slots.push({ date, time });
  }
  return slots;
}

/** One booking as the demo form makes it: the emailed code, its check, then the booking. Answers its id. */
async function bookDemo(
  sink: MailSink,
  booker: (typeof demoBookers)[number],
  slot: { date: string; time: string },
): Promise<string | undefined> {
  const { email } = booker;
  const sent = await post("/api/schedule-demo/send-verification-code", { email }, "/schedule-demo");
  if (!accepted(`the code for ${email}`, sent)) return undefined;
  const code = /\b(\d{6})\b/.exec(await mailTo(sink, email, /\b\d{6}\b/))?.[1];
  const verified = await post("/api/schedule-demo/verify-code", { email, code }, "/schedule-demo");
  if (!accepted(`the code check for ${email}`, verified)) return undefined;
  const answer = await post("/api/schedule-demo", { ...booker, ...slot }, "/schedule-demo");
  return accepted(`the demo for ${booker.company}`, answer) ? String(answer.body._id) : undefined;
}

async function bookDemos(sink: MailSink | undefined): Promise<string[]> {
  if (!sink) {
    console.warn("No TOUR_MAIL_PORT: a demo booking needs the emailed code, so none are made.");
    return [];
  }
  const slots = await freeSlots(demoBookers.length);
  const ids: string[] = [];
  for (const [index, booker] of demoBookers.entries()) {
    const slot = slots[index];
    const id = slot ? await bookDemo(sink, booker, slot) : undefined;
    if (id) ids.push(id);
  }
  console.log(`Booked ${ids.length} demos.`);
  return ids;
}

async function signIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    colorScheme: "light",
    reducedMotion: "reduce",
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
  const page = await context.newPage();
  // After hydration: the form signs in with JavaScript.
  await page.goto(`${site}/admin/login`, { waitUntil: "networkidle" });
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/admin/login"));
  // A role that requires two-factor sign-in sends its members to set it up before anything else.
  if (new URL(page.url()).pathname === "/admin/account") {
    throw new Error("This admin must set up two-factor sign-in first: use one whose role does not require it");
  }
  return page;
}

type StaffCall = (method: "GET" | "POST" | "PATCH", path: string, data?: unknown) => Promise<Answer>;

/** The back office's API as the signed-in page calls it: its token from localStorage, in a header. */
async function staffApi(page: Page): Promise<StaffCall> {
  const token = (await page.evaluate(() => localStorage.getItem("token"))) ?? "";
  return async (method, path, data) => {
    const response = await page.request.fetch(`${site}${path}`, {
      method,
      headers: { "x-auth-token": token },
      ...(data === undefined ? {} : { data }),
    });
    return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
  };
}

/** Staff's first follow-ups: two demos called back, the oldest enquiry answered. The audit log records them. */
async function followUp(staff: StaffCall, demoIds: readonly string[]): Promise<void> {
  const changes = [
    { status: "contacted", notes: "Called back: wants payroll for two entities and Tally journals in the demo." },
    { status: "contacted", notes: "Confirmed by phone; their HR head and finance controller will join." },
  ];
  let moved = 0;
  for (const [index, change] of changes.entries()) {
    const id = demoIds[index];
    if (id && accepted("a demo's follow-up", await staff("PATCH", `/api/admin/demo-requests/${id}`, change)))
      moved += 1;
  }
  const oldest = await staff("GET", "/api/admin/enquiries?sort=createdAt&order=asc&limit=1");
  const id = (oldest.body as unknown as { _id: string }[])[0]?._id;
  const handled = id ? await staff("PATCH", `/api/admin/enquiries/${id}`, { handled: true }) : undefined;
  console.log(
    `Moved ${moved} demo requests on; ${handled?.status === 200 ? "answered" : "could not answer"} an enquiry.`,
  );
}

/** Colleagues invited by email; those who accept choose a password (random, never shown) from the emailed link. */
async function inviteColleagues(staff: StaffCall, sink: MailSink | undefined): Promise<void> {
  let joined = 0;
  for (const { accepts, ...colleague } of colleagues) {
    if (!accepted(`inviting ${colleague.name}`, await staff("POST", "/api/admin/invitations", colleague))) continue;
    if (!sink || !accepts) continue;
    const token = /\/admin\/invitation#([\w-]+)/.exec(await mailTo(sink, colleague.email, /admin\/invitation#/))?.[1];
    const chosen = randomBytes(18).toString("base64url");
    const answer = await post("/api/invitations/accept", { token, password: chosen }, "/admin/invitation");
    if (accepted(`${colleague.name}'s acceptance`, answer)) joined += 1;
  }
  console.log(`Invited ${colleagues.length} colleagues; ${joined} accepted.`);
}

/** Waits until the page is drawn with its data: no request in flight, no table busy, no skeleton shimmering. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      !document.querySelector('[aria-busy="true"], [class*="animate-[shimmer"]') &&
      !/Loading (the|plans|articles)/.test(document.body.textContent ?? ""),
    undefined,
    { timeout: 20_000 },
  );
  // Charts draw in the frame after their data arrives.
  await page.waitForTimeout(500);
}

async function capture(page: Page, shot: (typeof tourScreenshots)[number]): Promise<void> {
  await page.goto(`${site}${shot.path}`);
  await settle(page);
  if (await page.getByRole("heading", { name: "Page not found" }).isVisible()) {
    throw new Error(`${shot.path} is not a back-office page (${shot.key}): fix its path in tour-screenshots.ts`);
  }
  const raw = await page.screenshot({ type: "png" });
  const png = await sharp(raw).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  const { width, height } = await sharp(png).metadata();
  if (width !== viewport.width || height !== viewport.height) throw new Error(`${shot.key} is ${width}×${height}`);
  await writeFile(`${folder}${shot.key}.png`, png);
  const over = png.length > maxBytes ? "  over 250 KB" : "";
  console.log(`${shot.key}.png  ${width}×${height}  ${(png.length / 1024).toFixed(0)} KB${over}`);
}

async function main(): Promise<number> {
  if (!username || !password) {
    console.error("Set TOUR_ADMIN_USERNAME and TOUR_ADMIN_PASSWORD to an admin of the site at TOUR_SITE_URL.");
    return 1;
  }
  await mkdir(folder, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const sink = mailPort ? await startMailSink(mailPort) : undefined;
  try {
    const probe = await browser.newPage();
    visitorAgent = (await probe.evaluate(() => navigator.userAgent)).replace("HeadlessChrome", "Chrome");
    await probe.close();
    await browsePublicPages(browser);
    await sendEnquiries();
    await subscribeReaders(sink);
    const demoIds = await bookDemos(sink);
    const page = await signIn(browser);
    const staff = await staffApi(page);
    await followUp(staff, demoIds);
    await inviteColleagues(staff, sink);
    // The analytics are written every 5 seconds: wait for the page views above to be in the report.
    await page.waitForTimeout(6_000);
    for (const shot of tourScreenshots) await capture(page, shot);
    return 0;
  } finally {
    await sink?.close();
    await browser.close();
  }
}

runScript(main);
