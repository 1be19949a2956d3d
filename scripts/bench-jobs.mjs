// The job-search bench (npm run bench:jobs, issue 11): seeds 100,000 jobs and
// 20,000 auditions (generated inside the database, beside the sample rows),
// starts one production server on it and drives the filtered job list
// (/jobs?q=...&category=...&type=...&where=...&posted=...&experience=...&min=...&max=...)
// with 100 autocannon connections for 30 seconds. Every request takes the next
// path of a pool of different searches, so no cache can answer them. Prints
// requests per second, p50, p95 and p99 for PGlite and PostgreSQL against the
// target (p95 under 100 ms on PostgreSQL), and EXPLAIN ANALYZE of one search.
//
//   npm run bench:jobs -- [--db both|postgres|pglite] [--jobs 100000] [--auditions 20000]
//     [--connections 100] [--duration 30] [--warmup 5] [--pool 400] [--no-build]
//     [--keep] [--root <checkout>] [--log-level warn]
//
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// the role needs CREATEDB. The database rangmanch_bench_jobs is dropped at the end unless --keep
// (kept to look at plans; the next run drops and seeds it again).
// Exit status: 2 if a search answers anything but 200 (or the run fails), else 0.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { JOB_CATEGORIES, JOB_EXPERIENCE_LEVELS, JOB_TYPES } from "../app/constants/jobs.ts";
import { runCleanups } from "./bench/cleanup.mjs";
import { describeError } from "./bench/describe-error.mjs";
import { request } from "./bench/http.mjs";
import { describeMachine, loadAverage, machineFacts } from "./bench/machine.mjs";
import { databasesOf, printUsageAndExit } from "./bench/options.mjs";
import { CITIES, COMPANIES, ROLES, seedPostings } from "./bench/postings-seed.mjs";
import { preparedDatabase } from "./bench/prepared-database.mjs";
import { buildCheckout } from "./bench/server.mjs";
import { startServer, waitUntilIdle } from "./bench/server-on-folder.mjs";
import { printTable } from "./bench/table.mjs";

const DATABASE_NAME = "rangmanch_bench_jobs";
const TARGET_P95_MS = 100;
const TIMEOUT_SECONDS = 30;
const HEADERS = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "gzip",
};

const options = (() => {
  try {
    return readOptions();
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
})();
const exitCode = await main(options).catch(async (error) => {
  console.error(`\nbench:jobs failed: ${describeError(error)}`);
  return 2;
});
await runCleanups();
process.exit(exitCode);

async function main(settings) {
  const machine = machineFacts(settings.root);
  const loadAtStart = loadAverage();
  console.log(`Checkout: ${settings.root} (${machine.commit})`);
  console.log(`Machine: ${describeMachine(machine)}`);
  console.log(`Load average at start: ${loadAtStart.join(", ")} (1, 5, 15 min)`);
  console.log(
    `Settings: ${settings.jobs.toLocaleString("en")} jobs, ${settings.auditions.toLocaleString("en")} auditions; ${settings.connections} connections for ${settings.duration} s after ${settings.warmup} s of warm-up; a pool of ${settings.pool} searches`,
  );
  if (settings.build) buildCheckout(settings.root);
  const paths = searchPool(settings.pool);
  const results = [];
  for (const kind of ["pglite", "postgres"]) {
    if (settings.databases.includes(kind)) results.push(...(await bench(settings, paths, kind)));
  }

  console.log(
    `\nFiltered job search at ${settings.connections} connections, ${settings.duration} s (target: p95 < ${TARGET_P95_MS} ms on PostgreSQL)`,
  );
  printTable(
    ["database", "answer", "jobs", "requests/s", "p50 ms", "p95 ms", "p99 ms", "non-200", "result"],
    results.map((row) => [
      row.database,
      row.answer,
      row.jobs.toLocaleString("en"),
      row.requestsPerSecond.toFixed(0),
      row.p50,
      row.p95,
      row.p99,
      row.non200,
      row.database === "postgres"
        ? typeof row.p95 === "number" && row.p95 < TARGET_P95_MS
          ? "pass"
          : "MISS"
        : "-",
    ]),
  );
  console.log(`Example search: ${paths[0]}`);
  console.log(
    "page: the whole HTML page, as a shared or reloaded link is drawn; data: the loader's answer alone (/jobs.data?...), what the browser asks for as the member types or changes a filter.",
  );
  console.log(`Load average at end: ${loadAverage().join(", ")} (1, 5, 15 min)`);
  return results.some((row) => row.non200 > 0) ? 2 : 0;
}

/** A deterministic pool of different searches, each with a few of the filters people combine. */
function searchPool(size) {
  let state = 20261125;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  const slug = (text) => text.toLowerCase().replaceAll(" ", "-");
  const paths = new Set();
  while (paths.size < size) {
    const params = new URLSearchParams();
    if (random() < 0.7) params.set("q", pick([...ROLES, ...COMPANIES.map((name) => name.split(" ")[0])]));
    if (random() < 0.5)
      params.set("category", slug(pick(JOB_CATEGORIES.filter((name) => name !== "Directing"))));
    if (random() < 0.4) params.set("type", slug(pick(JOB_TYPES)));
    if (random() < 0.4) params.set("where", random() < 0.2 ? "remote" : pick(CITIES));
    if (random() < 0.3) params.set("posted", pick(["24h", "3d", "7d", "14d", "30d"]));
    if (random() < 0.3) params.set("experience", slug(pick(JOB_EXPERIENCE_LEVELS)));
    if (random() < 0.3) params.set("min", String(5000 * Math.floor(random() * 12)));
    if (random() < 0.2) params.set("max", String(50000 + 5000 * Math.floor(random() * 10)));
    paths.add(`/jobs?${params}`);
  }
  return [...paths];
}

/** Seeds the jobs on a fresh database of `kind` (PostgreSQL also explains one search) and drives it. */
async function bench(settings, paths, kind) {
  console.log(kind === "postgres" ? `\n== PostgreSQL (${DATABASE_NAME}) ==` : "\n== PGlite ==");
  const { dataDir, databaseUrl } = await preparedDatabase({
    kind,
    name: DATABASE_NAME,
    root: settings.root,
    logLevel: settings.logLevel,
    keep: settings.keep,
    fill: async (query) => {
      // The sample accounts post them, as on the site.
      const { rows } = await query("select id from \"user\" where id like 'sample-%' order by id");
      const seconds = await seedPostings(query, { ...settings, posters: rows.map((row) => row.id) });
      console.log(`Seeded in ${seconds.toFixed(0)} s.`);
      if (kind !== "postgres") return;
      for (const sqlText of explainableSearches()) {
        const explained = await query(`explain (analyze, buffers) ${sqlText}`);
        console.log(`EXPLAIN ANALYZE of ${sqlText.split("\n")[0]}...`);
        console.log(explained.rows.map((row) => `  ${row["QUERY PLAN"]}`).join("\n"));
      }
    },
  });
  return drive(settings, paths, { dataDir, databaseUrl, database: kind });
}

/** The two queries of one search as the list sends them (text, a category, a salary floor), for EXPLAIN. */
function explainableSearches() {
  const where = `closed_at is null and deadline >= date_trunc('day', now())
      and lower(title || chr(10) || company || chr(10) || description) like '%editor%'
      and category = 'Technical' and (pay_min is null or pay_min >= 40000)`;
  return [
    `select id, title from jobs where ${where} order by created_at desc, id desc limit 60`,
    `select count(*) from (select 1 from jobs where ${where} limit 1001) matches`,
  ];
}

/** Drives the server with the pool twice: whole pages, then the loader's data alone. */
async function drive(settings, pagePaths, { dataDir, databaseUrl, database }) {
  const server = await startServer({
    root: settings.root,
    dataDir,
    databaseUrl,
    logLevel: settings.logLevel,
  });
  try {
    const rows = [];
    for (const answer of ["page", "data"]) {
      const paths =
        answer === "page" ? pagePaths : pagePaths.map((page) => page.replace("/jobs?", "/jobs.data?"));
      rows.push({ database, answer, ...(await measure(settings, server, paths)) });
    }
    return rows;
  } catch (error) {
    console.error(`The server's log ends:\n${server.logTail()}`);
    throw error;
  } finally {
    await server.stop();
  }
}

/** Warms up, then runs the pool for the set duration with every request on the next path; the latencies of the run. */
async function measure(settings, server, paths) {
  await waitUntilIdle(server.baseUrl);
  const first = await request(`${server.baseUrl}${paths[0]}`, { headers: HEADERS });
  if (first.status !== 200) throw new Error(`${paths[0]} answered ${first.status}`);
  let next = 0;
  const latencies = [];
  const run = (seconds, record) =>
    new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.baseUrl,
          headers: HEADERS,
          connections: settings.connections,
          duration: seconds,
          timeout: TIMEOUT_SECONDS,
          requests: [
            {
              method: "GET",
              setupRequest: (req) => {
                next += 1;
                return { ...req, path: paths[next % paths.length] };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      if (record) instance.on("response", (_client, _status, _bytes, time) => latencies.push(time));
    });
  if (settings.warmup > 0) await run(settings.warmup, false);
  const result = await run(settings.duration, true);
  latencies.sort((a, b) => a - b);
  const percentile = (p) =>
    latencies.length === 0
      ? "-"
      : Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]);
  return {
    jobs: settings.jobs,
    requestsPerSecond: result.requests.average,
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    non200: result.non2xx + result.errors + result.timeouts,
  };
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      db: { type: "string", default: "both" },
      jobs: { type: "string", default: "100000" },
      auditions: { type: "string", default: "20000" },
      connections: { type: "string", default: "100" },
      duration: { type: "string", default: "30" },
      warmup: { type: "string", default: "5" },
      pool: { type: "string", default: "400" },
      "no-build": { type: "boolean", default: false },
      keep: { type: "boolean", default: false },
      root: { type: "string" },
      "log-level": { type: "string", default: "warn" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) printUsageAndExit(import.meta.url);
  const whole = (name, text, minimum) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < minimum)
      throw new Error(`--${name} must be a whole number ≥ ${minimum}.`);
    return value;
  };
  return {
    root: path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..")),
    databases: databasesOf(values.db),
    jobs: whole("jobs", values.jobs, 1),
    auditions: whole("auditions", values.auditions, 0),
    connections: whole("connections", values.connections, 1),
    duration: whole("duration", values.duration, 1),
    warmup: whole("warmup", values.warmup, 0),
    pool: whole("pool", values.pool, 1),
    build: !values["no-build"],
    keep: values.keep,
    logLevel: values["log-level"],
  };
}
