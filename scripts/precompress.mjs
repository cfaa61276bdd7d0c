// Writes .br and .gz beside every compressible file of the browser build, at maximum
// compression, so the server sends them as they are instead of compressing per request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const root = "build/web/client";
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
const minimumBytes = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const path of files(root)) {
  if (!compressible.test(path) || (await stat(path)).size < minimumBytes) continue;
  const content = await readFile(path);
  await writeFile(`${path}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, await gz(content, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${root}`);
