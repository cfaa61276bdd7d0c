// Visitors for `npm run bench:hostile`'s saves case, in a process of their own: one per path, each
// asking it every 2 ms and timing each answer. A visitor is another machine than the staff member
// saving; in the saves' own process its timers would also wait for that client's work (building
// bodies, reading answers), and the table would count the benchmark's cost as the server's.
//
// argv: the server's port, then the paths. Over the IPC channel: it sends "ready" once warm (its
// own code compiled, so neither phase pays for that); "measure" starts a phase, "stop" ends it and
// the times come back, per path; the parent ends the process after the last phase.
// Plain JavaScript, so it starts without a compiler.
import http from "node:http";

const [portArgument, ...paths] = process.argv.slice(2);
const port = Number(portArgument);
const agent = new http.Agent({ keepAlive: true, maxSockets: paths.length });
const warmUpRequests = 500;

/** One GET, resolved with its time in ms once the whole answer has arrived. */
function timedGet(path) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = http.get({ host: "127.0.0.1", port, path, agent }, (response) => {
      response.resume();
      response.on("end", () => resolve(performance.now() - started));
    });
    sent.on("error", reject);
  });
}

async function visit(path, stopped) {
  const times = [];
  while (!stopped()) {
    const started = performance.now();
    times.push(await timedGet(path));
    const rest = 2 - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  return times;
}

for (const path of paths) for (let n = 0; n < warmUpRequests; n++) await timedGet(path);

let phase;
process.on("message", async (message) => {
  if (message === "measure") {
    let stopped = false;
    phase = { stop: () => (stopped = true), running: Promise.all(paths.map((path) => visit(path, () => stopped))) };
  } else if (message === "stop" && phase) {
    phase.stop();
    const times = await phase.running;
    process.send?.(Object.fromEntries(paths.map((path, index) => [path, times[index]])));
  }
});
process.send?.("ready");
