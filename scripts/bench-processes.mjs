// The processes bench (npm run bench:processes, issue 28): pages a second with one and with two
// server processes (WEB_CONCURRENCY=1, then 2; docs/operations.md, "Several processes") on one
// PostgreSQL database, seeded by the server's own start. For each number of processes it starts
// the production server (`node server.js`), and for each of two mixes of public pages
// (/, /auditions, /jobs, /discover (talent), a profile):
//   - visitors: signed out, as production answers them (most from each process's page cache);
//   - members: the same pages signed in (rendered for every request);
// it measures
//   1. capacity: autocannon, a closed loop of --connections connections going through the mix,
//      for --duration seconds: pages a second, and the server's CPU per page (utime + stime from
//      /proc/<pid>/stat, summed over the primary and its server processes);
//   2. latency: an OPEN LOOP at a stated rate for --open-seconds (each request sent at its own
//      moment whatever is still unanswered, its time counted from then): p50, p95, p99. The rate is
//      --rate, else half of what one process served in step 1, the same for one and two processes.
// The load generator (autocannon, and this script for the open loop) runs on the same machine as
// the server processes and PostgreSQL: on 2 cores it takes a share of the CPU that two processes
// would otherwise use, so the second process gains less than it would behind a load balancer.
//
//   npm run bench:processes -- [--processes 1,2] [--connections 32] [--duration 20] [--warmup 5]
//     [--rate <pages a second>] [--open-seconds 30] [--no-build] [--json <file>] [--log-level warn]
//
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres (the role
// needs CREATEDB); a database rangmanch_bench_processes is made there and dropped at the end.
// Exit status: 1 if a page answered anything but 200, 2 if the run failed, else 0.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { runCleanups } from "./bench/cleanup.mjs";
import { processCpuMs } from "./bench/cpu.mjs";
import { describeError } from "./bench/describe-error.mjs";
import { describeMachine, loadAverage, machineFacts } from "./bench/machine.mjs";
import { signInVerifiedMember } from "./bench/member.mjs";
import { errorsByStatus, latencies, openLoop, round } from "./bench/open-loop.mjs";
import { printUsageAndExit } from "./bench/options.mjs";
import { preparedDatabase } from "./bench/prepared-database.mjs";
import { waitForQuiet } from "./bench/quiet.mjs";
import { buildCheckout } from "./bench/server.mjs";
import { startServer } from "./bench/server-on-folder.mjs";
import { printTable } from "./bench/table.mjs";

/** The public pages of the mix, each once in turn: home, two lists, talent search, a profile. */
const PAGES = ["/", "/auditions", "/jobs", "/discover", "/u/aarav-malhotra"];
const BROWSER_HEADERS = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "gzip",
  "Accept-Language": "en-IN,en;q=0.9",
};
const TIMEOUT_SECONDS = 30;
const SHARED_CORES_NOTE =
  "The load generator (autocannon, and this script's open loop) runs on the same cores as the server processes and PostgreSQL.";

const { values: options } = parseArgs({
  options: {
    processes: { type: "string", default: "1,2" },
    connections: { type: "string", default: "32" },
    duration: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    rate: { type: "string" },
    "open-seconds": { type: "string", default: "30" },
    "no-build": { type: "boolean", default: false },
    json: { type: "string" },
    "log-level": { type: "string", default: "warn" },
    help: { type: "boolean", default: false },
  },
});
if (options.help) printUsageAndExit(import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const exitCode = await main().catch((error) => {
  console.error(`\nbench:processes failed: ${describeError(error)}`);
  return 2;
});
await runCleanups();
process.exit(exitCode);

async function main() {
  const counts = options.processes.split(",").map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1))
    throw new Error(`--processes must be whole numbers, such as 1,2, not "${options.processes}".`);
  const settings = {
    connections: Number(options.connections),
    duration: Number(options.duration),
    warmup: Number(options.warmup),
    openSeconds: Number(options["open-seconds"]),
    logLevel: options["log-level"],
  };
  const machine = machineFacts(root);
  const loadAtStart = loadAverage();
  console.log(`Machine: ${describeMachine(machine)} (checkout ${machine.commit})`);
  console.log(`Load average at start: ${loadAtStart.join(", ")} (1, 5, 15 min)`);
  console.log(`${SHARED_CORES_NOTE} It has ${machine.cores} cores.`);
  if (!options["no-build"]) buildCheckout(root);

  const database = await preparedDatabase({
    kind: "postgres",
    name: "rangmanch_bench_processes",
    root,
    logLevel: settings.logLevel,
    keep: false,
    fill: async () => {},
  });
  const report = {
    date: new Date().toISOString(),
    machine,
    loadGenerator: SHARED_CORES_NOTE,
    settings: {
      ...settings,
      pages: PAGES,
      rate: options.rate ? Number(options.rate) : "half of one process's",
    },
    loadAverage: { start: loadAtStart },
    runs: [],
  };
  let member;
  const rates = {};
  let failed = false;
  for (const count of counts) {
    await waitForQuiet();
    console.log(`\n== ${count} server process${count === 1 ? "" : "es"} (WEB_CONCURRENCY=${count}) ==`);
    const server = await startServer({
      root,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      logLevel: settings.logLevel,
      env: { WEB_CONCURRENCY: String(count) },
    });
    try {
      const pids = await serverPids(server, count);
      console.log(`Primary ${count > 1 ? server.pid : "(none)"}, serving: ${pids.serving.join(", ")}`);
      member ??= await signInVerifiedMember({ baseUrl: server.baseUrl, dataDir: database.dataDir });
      for (const mix of ["visitors", "members"]) {
        const headers = { ...BROWSER_HEADERS, ...(mix === "members" ? { Cookie: member.cookie } : {}) };
        await checkPages(server.baseUrl, headers, mix);
        const capacity = await measureCapacity(server.baseUrl, headers, pids, settings);
        rates[mix] ??= options.rate
          ? Number(options.rate)
          : Math.max(1, Math.round(capacity.pagesPerSecond / 2));
        const open = await measureOpenLoop(server.baseUrl, headers, pids, rates[mix], settings.openSeconds);
        const run = { processes: count, mix, capacity, openLoop: open };
        if (capacity.non2xx > 0 || capacity.errors > 0 || open.errorCount > 0) failed = true;
        report.runs.push(run);
        console.log(
          `  ${mix}: ${capacity.pagesPerSecond} pages/s at ${settings.connections} connections, ` +
            `${capacity.cpuMsPerPage} ms of server CPU a page (each process's share: ${capacity.cpuShares.join(" / ")}); ` +
            `open loop at ${open.rate}/s: p50 ${open.p50} ms, p95 ${open.p95} ms, p99 ${open.p99} ms, errors ${open.errorCount}`,
        );
      }
      const stopStarted = performance.now();
      await server.stop();
      const exit = await server.exited;
      console.log(
        `Stopped with SIGTERM: exit code ${exit.code} in ${Math.round(performance.now() - stopStarted)} ms.`,
      );
    } catch (error) {
      console.error(`The server's log ends:\n${server.logTail()}`);
      await server.stop();
      throw error;
    }
  }
  report.loadAverage.end = loadAverage();
  print(report);
  if (options.json) {
    fs.mkdirSync(path.dirname(path.resolve(options.json)), { recursive: true });
    fs.writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Figures written to ${options.json}`);
  }
  return failed ? 1 : 0;
}

/**
 * The processes whose CPU counts: the one server process, or the primary and its server
 * processes once there are `count` of them. Resolves once every one of them serves.
 */
async function serverPids(server, count) {
  if (count === 1) return { primary: undefined, serving: [server.pid], all: [server.pid] };
  const deadline = Date.now() + 120_000;
  let children = [];
  while (children.length < count) {
    if (Date.now() > deadline)
      throw new Error(`Only ${children.length} of ${count} server processes started.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    children = childrenOf(server.pid);
  }
  // Each one serves once it takes its share of the connections the primary hands out in turn.
  for (let round = 0; ; round++) {
    const before = children.map(processCpuMs);
    await autocannon({
      url: `${server.baseUrl}/`,
      headers: BROWSER_HEADERS,
      connections: 2 * count,
      duration: 1,
    });
    const spent = children.map((pid, index) => processCpuMs(pid) - before[index]);
    if (spent.every((ms) => ms > 20)) break;
    if (round > 60)
      throw new Error(`Not every server process serves (CPU ms in a second: ${spent.join(", ")}).`);
  }
  return { primary: server.pid, serving: children, all: [server.pid, ...children] };
}

function childrenOf(pid) {
  try {
    return execFileSync("ps", ["--ppid", String(pid), "-o", "pid="], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    return [];
  }
}

/** Every page of the mix answers 200 (signed in: as the member, not the sign-in page). */
async function checkPages(baseUrl, headers, mix) {
  for (const page of PAGES) {
    const status = await new Promise((resolve, reject) => {
      http
        .get(`${baseUrl}${page}`, { headers, agent: false }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode));
        })
        .on("error", reject);
    });
    if (status !== 200) throw new Error(`${page} (${mix}) answered ${status}.`);
  }
}

function cpuOf(pids) {
  return pids.map((pid) => processCpuMs(pid));
}

function twoPlaces(value) {
  return Math.round(value * 100) / 100;
}

/** The closed loop: autocannon's connections each going through the mix, after a warm-up. */
async function measureCapacity(baseUrl, headers, pids, { connections, duration, warmup }) {
  const requests = PAGES.map((page) => ({ method: "GET", path: page, headers }));
  const options = { url: baseUrl, requests, connections, timeout: TIMEOUT_SECONDS };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const before = cpuOf(pids.all);
  const result = await autocannon({ ...options, duration });
  const spent = cpuOf(pids.all).map((ms, index) => ms - before[index]);
  const answered = result["2xx"] + result.non2xx;
  const serverCpu = spent.reduce((sum, ms) => sum + ms, 0);
  const servingCpu = spent.slice(pids.primary ? 1 : 0);
  const servingTotal = servingCpu.reduce((sum, ms) => sum + ms, 0);
  return {
    connections,
    seconds: duration,
    answered,
    pagesPerSecond: round(result["2xx"] / result.duration),
    non2xx: result.non2xx,
    errors: result.errors,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    cpuMsPerPage: twoPlaces(serverCpu / Math.max(1, answered)),
    primaryCpuMs: pids.primary ? round(spent[0]) : undefined,
    cpuShares: servingCpu.map((ms) => `${Math.round((100 * ms) / Math.max(1, servingTotal))} %`),
  };
}

/** The open loop at `rate` pages a second through the mix, on kept-alive connections as browsers keep them. */
async function measureOpenLoop(baseUrl, headers, pids, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const mix = {
    next: (index) => ({
      route: PAGES[index % PAGES.length],
      method: "GET",
      url: `${baseUrl}${PAGES[index % PAGES.length]}`,
      headers,
    }),
  };
  try {
    const before = cpuOf(pids.all);
    const run = await openLoop(agent, mix, { rate, seconds });
    const serverCpu = cpuOf(pids.all).reduce((sum, ms, index) => sum + ms - before[index], 0);
    const errors = errorsByStatus(run.outcomes);
    return {
      rate,
      seconds,
      scheduled: run.scheduled,
      achievedRate: round(run.outcomes.length / run.elapsedSeconds),
      lateSendsOver10Ms: run.lateSends,
      ...latencies(run.outcomes),
      errors,
      errorCount: Object.values(errors).reduce((sum, count) => sum + count, 0),
      cpuMsPerPage: twoPlaces(serverCpu / Math.max(1, run.outcomes.length)),
    };
  } finally {
    agent.destroy();
  }
}

function print(report) {
  console.log(`\n${report.loadGenerator}`);
  console.log(
    `Capacity: autocannon, ${report.settings.connections} connections, ${report.settings.duration} s; ` +
      `latency: an open loop for ${report.settings.openSeconds} s at the rate shown (half of what one process served).`,
  );
  printTable(
    [
      "processes",
      "mix",
      "pages/s",
      "CPU ms/page",
      "shares",
      "open-loop rate",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "errors",
    ],
    report.runs.map((run) => [
      run.processes,
      run.mix,
      run.capacity.pagesPerSecond,
      run.capacity.cpuMsPerPage,
      run.capacity.cpuShares.join(" / "),
      `${run.openLoop.rate}/s`,
      run.openLoop.p50,
      run.openLoop.p95,
      run.openLoop.p99,
      run.capacity.non2xx + run.capacity.errors + run.openLoop.errorCount,
    ]),
  );
  console.log(`Load average at end: ${report.loadAverage.end.join(", ")} (1, 5, 15 min)`);
}
