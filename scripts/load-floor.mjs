// The floor of `npm run bench:load`: node:http answering each captured path with its captured
// bytes (status, headers, body), nothing else. FLOOR_FILE names the captures (JSON), FLOOR_PORT
// the port.
//
// Run alone (`node scripts/load-floor.mjs`) it is the floor of the machine. Loaded into the built
// server with `--import`, it is the same code inside the server's process: what a cached answer
// would cost there if our code added nothing, so the table can tell the cost of our code from the
// cost of sharing a process (its heap, its other code) with the whole application. The captures
// are read at the first request: in the server, they are made after it started.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

/** @type {Map<string, { status: number, headers: string[], body: Buffer }> | undefined} */
let responses;

function load() {
  const captured = JSON.parse(readFileSync(process.env.FLOOR_FILE ?? "", "utf8"));
  return new Map(
    captured.map((item) => [
      item.path,
      { status: item.status, headers: item.headers.flat(), body: Buffer.from(item.body, "base64") },
    ]),
  );
}

const server = createServer((request, response) => {
  responses ??= load();
  const found = responses.get(request.url ?? "");
  if (!found) {
    response.writeHead(404);
    response.end();
    return;
  }
  response.writeHead(found.status, found.headers);
  response.end(found.body);
});
// Inside the server, this must not keep the process alive once the server has closed.
const alone = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (!alone) server.unref();
server.listen(Number(process.env.FLOOR_PORT), "127.0.0.1", () => console.log("floor ready"));
