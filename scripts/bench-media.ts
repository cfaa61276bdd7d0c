/**
 * `npm run bench:media` (issue 39, ADR 046): the media library against floors measured in the
 * same run. Run `npm run build` first; this builds nothing.
 *
 * 1. Making the sizes of a 12-megapixel photo (4000 × 3000, textured like a photo): cleaning the
 *    upload (turned upright, metadata dropped) and every full-image size (AVIF, WebP and JPEG at
 *    320 to 1920 px), against the floor of sharp decoding the photo and writing one 1920-pixel
 *    JPEG, the least any size costs. Beside it, the longest the event loop waited meanwhile
 *    (target: under 50 ms; sharp works on libuv's threads).
 * 2. A made size's requests per second from the built server (on core 0 with `taskset`), against
 *    Debian's nginx serving the same bytes from disk on the same core; autocannon, 50 keep-alive
 *    connections, DURATION seconds (default 5) each, in alternating slices.
 * 3. The bytes of `/blog`'s cover images for a phone (390 px wide, device pixel ratio 3), as
 *    Chromium downloads them: before (each file as it is, as a pasted address would send it) and
 *    after (the library's <picture>), for the benchmark's 12 MP photo and the seeded drawings.
 *
 * A benchmark, not a test: on a shared machine the numbers move; compare ratios in one run.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { variantFormats, variantWidths } from "../common/media-addresses";
import { readUploadedImage } from "../server/modules/media/image-file";
import { makeVariant } from "../server/modules/media/variants";
import { startBuiltServer } from "./built-server";
import { chromiumFlags, testChromiumPath } from "./chromium";
import { table } from "./table";

// autocannon ships no types: the part of its API used here.
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<{ requests: { average: number }; errors: number; non2xx: number }>;

const durationMs = Number(process.env.DURATION ?? 5) * 1000;
const rounds = 3;
const port = Number(process.env.BENCH_PORT ?? 5900);
const admin = { username: "bench-admin", password: "bench admin's long password" };
const hasTaskset = spawnSync("taskset", ["-c", "0", "true"]).status === 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;

/** A 12 MP photo-like JPEG: blurred noise over a gradient compresses as a real photo does. */
async function twelveMegapixels(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(1.5)
    .png()
    .toBuffer();
  return sharp(noise).modulate({ saturation: 1.4 }).jpeg({ quality: 90 }).toBuffer();
}

/** The longest the event loop waited for a 5 ms timer while `work` ran. */
async function loopDelayDuring<T>(work: () => Promise<T>): Promise<{ result: T; longestMs: number }> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 5);
    last = now;
  }, 5);
  const result = await work();
  clearInterval(timer);
  return { result, longestMs: longest };
}

async function variantTimes(photo: Buffer) {
  const floors: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await sharp(photo).resize({ width: 1920 }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    floors.push(performance.now() - start);
  }
  const { result, longestMs } = await loopDelayDuring(async () => {
    let start = performance.now();
    const stored = await readUploadedImage("twelve-megapixels.jpg", photo);
    const cleanMs = performance.now() - start;
    const source = {
      assetId: "bench",
      revision: "bench",
      width: stored.width,
      height: stored.height,
      focalX: 0.5,
      focalY: 0.5,
    };
    const byFormat: Record<string, number> = {};
    start = performance.now();
    for (const format of variantFormats) {
      const formatStart = performance.now();
      for (const width of variantWidths) await makeVariant(stored.bytes, source, { crop: "full", width, format });
      byFormat[format] = performance.now() - formatStart;
    }
    return { cleanMs, allMs: performance.now() - start, byFormat };
  });
  const floor = median(floors);
  console.log("\nMaking the sizes of a 12-megapixel photo (4000 × 3000)\n");
  console.log(
    table(
      ["step", "time", "floor: decode + one 1920 px JPEG", "ratio"],
      [
        ["clean the upload (upright, no metadata)", ms(result.cleanMs), ms(floor), ratio(result.cleanMs, floor)],
        ...Object.entries(result.byFormat).map(([format, took]) => [
          `5 widths of ${format.toUpperCase()}`,
          ms(took),
          ms(floor),
          ratio(took, floor),
        ]),
        ["all 15 sizes", ms(result.allMs), ms(floor), ratio(result.allMs, floor)],
      ],
    ),
  );
  console.log(`\nLongest event-loop wait meanwhile: ${longestMs.toFixed(1)} ms (target under 50 ms)`);
}

async function load(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: durationMs / 1000 / rounds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** nginx serving one file from disk, on core 0 like the server. */
async function startFileNginx(folder: string, file: string, nginxPort: number) {
  writeFileSync(
    join(folder, "nginx.conf"),
    [
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `pid ${join(folder, "nginx.pid")};`,
      `error_log ${join(folder, "nginx-error.log")} warn;`,
      "events { worker_connections 1024; }",
      `http { access_log off; types { image/avif avif; } server { listen 127.0.0.1:${nginxPort}; root ${folder}; location / { etag on; add_header Cache-Control "public, max-age=31536000, immutable"; } } }`,
    ].join("\n"),
  );
  const args = [
    "-p",
    folder,
    "-e",
    join(folder, "nginx-error.log"),
    "-c",
    join(folder, "nginx.conf"),
    "-g",
    "daemon off;",
  ];
  const child = hasTaskset ? spawn("taskset", ["-c", "0", "/usr/sbin/nginx", ...args]) : spawn("/usr/sbin/nginx", args);
  for (let i = 0; i < 50; i++) {
    if ((await fetch(`http://127.0.0.1:${nginxPort}/${file}`).catch(() => null))?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("nginx did not start");
}

async function servedAndBlogBytes(photo: Buffer, folder: string) {
  const server = startBuiltServer({
    port,
    dataDir: join(folder, "data"),
    cpu: hasTaskset ? 0 : undefined,
    env: {
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      PUBLIC_URL: `http://localhost:${port}`,
      RATE_LIMIT_SCALE: "0",
    },
  });
  let nginx: ReturnType<typeof spawn> | undefined;
  try {
    await server.ready();
    const origin = `http://127.0.0.1:${port}`;
    const login = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)]), "twelve-megapixels.jpg");
    const uploaded = await fetch(`${origin}/api/admin/media`, {
      method: "POST",
      headers: { "x-auth-token": token },
      body: form,
    });
    const image = (await uploaded.json()) as { _id: string; revision: string; address: string };
    await fetch(`${origin}/api/admin/media/${image._id}`, {
      method: "PATCH",
      headers: { "x-auth-token": token, "content-type": "application/json" },
      body: JSON.stringify({ alt: "A field of colour, made for the benchmark" }),
    });
    const path = `/media/${image._id}/${image.revision}/full-960.avif`;
    const bytes = Buffer.from(await (await fetch(`${origin}${path}`)).arrayBuffer());
    writeFileSync(join(folder, "variant.avif"), bytes);
    nginx = await startFileNginx(folder, "variant.avif", port + 1);
    const served = { server: [] as number[], nginx: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      served.server.push(await load(`${origin}${path}`));
      served.nginx.push(await load(`http://127.0.0.1:${port + 1}/variant.avif`));
    }
    console.log(
      `\nA made size (960 px AVIF, ${bytes.length.toLocaleString("en-US")} bytes), 50 connections, one core\n`,
    );
    console.log(
      table(
        ["server req/s", "floor: nginx from disk req/s", "ratio"],
        [
          [
            median(served.server).toFixed(0),
            median(served.nginx).toFixed(0),
            ratio(median(served.server), median(served.nginx)),
          ],
        ],
      ),
    );

    const post = await fetch(`${origin}/api/admin/blog`, {
      method: "POST",
      headers: { "x-auth-token": token, "content-type": "application/json" },
      body: JSON.stringify({
        title: "A benchmark's cover",
        content: "<p>Bytes for phones.</p>",
        category: "Best Practices",
        author: "Bench",
        imageUrl: image.address,
        status: "published",
      }),
    });
    if (post.status !== 201) throw new Error(`publishing the bench post: ${post.status} ${await post.text()}`);
    const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumFlags });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const page = await phone.newPage();
    // Bytes per library image, by id: the benchmark's cover and the seeded posts' covers.
    const sent = new Map<string, number>();
    page.on("response", async (response) => {
      const id = /\/media\/([0-9a-f-]{36})\//.exec(response.url())?.[1];
      if (id && response.status() === 200) sent.set(id, (sent.get(id) ?? 0) + (await response.body()).length);
    });
    await page.goto(`http://localhost:${port}/blog`, { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    await browser.close();
    // What the same images weigh as stored: what a pasted address would have sent.
    let storedOthers = 0;
    let sentOthers = 0;
    for (const [id, bytes] of sent) {
      if (id === image._id) continue;
      const asset = await fetch(`${origin}/api/admin/media/${id}`, { headers: { "x-auth-token": token } });
      storedOthers += ((await asset.json()) as { byteSize: number }).byteSize;
      sentOthers += bytes;
    }
    const after = sent.get(image._id) ?? 0;
    console.log("\n/blog's library covers on a phone (390 px, DPR 3)\n");
    console.log(
      table(
        ["covers", "before: each file as it is", "after: what the <picture> sends", "ratio"],
        [
          [
            "the 12 MP photo",
            `${photo.length.toLocaleString("en-US")} B`,
            `${after.toLocaleString("en-US")} B`,
            ratio(after, photo.length),
          ],
          [
            `the ${sent.size - 1} seeded drawings shown`,
            `${storedOthers.toLocaleString("en-US")} B`,
            `${sentOthers.toLocaleString("en-US")} B`,
            ratio(sentOthers, storedOthers),
          ],
        ],
      ),
    );
  } finally {
    nginx?.kill();
    await server.stop();
  }
}

const folder = mkdtempSync(join(tmpdir(), "aster-bench-media-"));
try {
  const photo = await twelveMegapixels();
  console.log(`A 12-megapixel JPEG of ${photo.length.toLocaleString("en-US")} bytes (quality 90)`);
  await variantTimes(photo);
  await servedAndBlogBytes(photo, folder);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
