// The talent-search bench (npm run bench:search, issue 10): seeds a PostgreSQL
// database with a million made-up profiles (scripts/bench/search-seed.mjs,
// generated inside the database), starts one production server on it and
// drives /discover with autocannon at 50 connections for each query shape: a
// common word, a rare name, a misspelt name and a skill, each without and with
// a city and category filter. Every request takes the next path from a pool of
// different searches drawn from the seeded rows, so no cache can answer them.
// Prints p50, p95 and p99 against the target (p95 under 100 ms) in one table,
// with the same shapes on PGlite at smaller sizes (--pglite-rows), and EXPLAIN
// (ANALYZE, BUFFERS) of the SQL behind the slowest PostgreSQL shape, traced from
// the app's own searchTalent (loaded with tsx) for its slowest search.
//
//   npm run bench:search -- [--rows 1000000] [--pglite-rows 10000,50000] [--db both|postgres|pglite]
//     [--connections 50] [--duration 10] [--warmup 3] [--pool 200] [--keep] [--no-build]
//     [--root <checkout>] [--json <file>] [--strict] [--log-level info]
//
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// the role needs CREATEDB. The database is rangmanch_bench_search, dropped at the
// end unless --keep; a kept database that holds --rows seeded profiles is used
// again without seeding (the server still migrates it on start).
// Exit status: 2 if a search answers anything but 200 (or the run fails), 1 with
// --strict when a shape misses the target, else 0.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { onCleanup, runCleanups } from "./bench/cleanup.mjs";
import { describeError } from "./bench/describe-error.mjs";
import { request } from "./bench/http.mjs";
import { describeMachine, loadAverage, machineFacts } from "./bench/machine.mjs";
import { databasesOf, printUsageAndExit } from "./bench/options.mjs";
import { drawSearches, seedSearchProfiles } from "./bench/search-seed.mjs";
import { buildCheckout, DEFAULT_POSTGRES_URL } from "./bench/server.mjs";
import { startServer, waitUntilIdle } from "./bench/server-on-folder.mjs";
import { printTable } from "./bench/table.mjs";

const DATABASE_NAME = "rangmanch_bench_search";
const TARGET_P95_MS = 100;
const AIM_P95_MS = 50;
const TIMEOUT_SECONDS = 30;
/** Searches per shape timed one at a time through searchTalent (PostgreSQL). */
const ALONE_SEARCHES = 20;
// A desktop Chrome, as in bench-pages.mjs: the server streams pages to browsers.
const BROWSER_HEADERS = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "gzip",
  "Accept-Language": "en-IN,en;q=0.9",
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
  console.error(`\nbench:search failed: ${describeError(error)}`);
  return 2;
});
await runCleanups();
process.exit(exitCode);

async function main(settings) {
  const { root, databases, pgliteRows, build, json, strict } = settings;
  const machine = machineFacts(root);
  const loadAtStart = loadAverage();
  console.log(`Checkout: ${root} (${machine.commit})`);
  console.log(`Machine: ${describeMachine(machine)}`);
  console.log(`Load average at start: ${loadAtStart.join(", ")} (1, 5, 15 min)`);
  console.log(
    `Settings: ${settings.connections} connections, ${settings.duration} s per shape after ${settings.warmup} s of warm-up, pools of up to ${settings.pool} searches`,
  );
  if (build) buildCheckout(root);

  const report = {
    date: new Date().toISOString(),
    root,
    machine,
    settings,
    loadAverage: { start: loadAtStart },
  };
  report.results = [];
  if (databases.includes("pglite")) {
    const pglite = await benchPglite(settings);
    report.results.push(...pglite.results);
    report.pgliteSeeding = pglite.seeding;
  }
  if (databases.includes("postgres")) {
    const postgres = await benchPostgres(settings);
    report.results.push(...postgres.results);
    report.postgresSeeding = postgres.seeding;
    report.explain = postgres.explain;
  }
  report.loadAverage.end = loadAverage();

  console.log(
    `\n/discover at ${settings.connections} connections, ${settings.duration} s per shape (target: p95 < ${TARGET_P95_MS} ms, aim ${AIM_P95_MS} ms)`,
  );
  printResults(report.results);
  console.log(`\nLoad average at end: ${report.loadAverage.end.join(", ")} (1, 5, 15 min)`);
  if (loadAtStart[0] > 0.5) {
    console.log(
      `Other work was running when the bench started (1-minute load ${loadAtStart[0]} on ${machine.cores} cores): the figures are noisy.`,
    );
  }
  if (report.explain) printExplain(report.explain);
  for (const size of pgliteRows) {
    const sized = report.results.filter(
      (row) => row.database === "pglite" && row.rows >= size && row.rows < size + 100 && row.pass !== null,
    );
    if (sized.length > 0 && sized.every((row) => row.pass)) {
      console.log(
        `PGlite held every shape under ${TARGET_P95_MS} ms at ${sized[0].rows.toLocaleString("en")} rows.`,
      );
    }
  }
  if (json) {
    fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Figures written to ${json}`);
  }
  if (report.results.some((row) => !row.answered)) {
    console.error("\nFAILED: at least one search did not answer 200 to every request (see the table).");
    return 2;
  }
  const missed = report.results.filter((row) => row.pass === false && row.database === "postgres");
  if (missed.length > 0) {
    console.log(`\n${missed.length} PostgreSQL shape(s) missed p95 < ${TARGET_P95_MS} ms.`);
    return strict ? 1 : 0;
  }
  return 0;
}

// ---------------------------------------------------------------------------
// PostgreSQL: one database, seeded once (or kept), one server.

async function benchPostgres(settings) {
  const { root, rows, keep, logLevel } = settings;
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE_NAME}`;
  const databaseUrl = url.toString();
  const marker = `rangmanch bench:search, ${rows} profiles seeded`;

  console.log(`\n== PostgreSQL, ${rows.toLocaleString("en")} profiles (${DATABASE_NAME}) ==`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let reuse = false;
  try {
    const { rows: found } = await admin.query(
      "select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1",
      [DATABASE_NAME],
    );
    reuse = keep && found[0]?.note === marker;
    if (!reuse) {
      await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
      await admin.query(`create database ${DATABASE_NAME}`);
    }
  } finally {
    await admin.end();
  }
  if (!keep) onCleanup(`drop ${DATABASE_NAME}`, () => dropDatabase(adminUrl));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rangmanch-bench-search-postgres-"));
  onCleanup(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const client = new pg.Client({ connectionString: databaseUrl });
  let seeding = { reused: true };
  if (reuse) {
    console.log(`Using the kept ${DATABASE_NAME} (${rows.toLocaleString("en")} profiles seeded).`);
  } else {
    // The production server migrates an empty database on start (and adds the reference and sample rows).
    const migrating = await startServer({ root, dataDir, databaseUrl, logLevel });
    await migrating.stop();
    await client.connect();
    seeding = await seed((text, params) => client.query(text, params), rows, "PostgreSQL");
    await client.end();
    if (keep) {
      const note = new pg.Client({ connectionString: adminUrl });
      await note.connect();
      await note.query(`comment on database ${DATABASE_NAME} is '${marker}'`);
      await note.end();
    }
  }

  const reader = new pg.Client({ connectionString: databaseUrl });
  await reader.connect();
  onCleanup("close the reading connection", () => reader.end().catch(() => {}));
  const { rows: counted } = await reader.query("select count(*)::int as n from profiles");
  const profileCount = counted[0].n;
  console.log(`Drawing ${settings.pool} searches per shape from the rows...`);
  const shapes = await drawSearches((text, params) => reader.query(text, params), { size: settings.pool });

  const server = await startServer({ root, dataDir, databaseUrl, logLevel });
  let results;
  try {
    results = await benchShapes({ server, shapes, database: "postgres", rows: profileCount, settings });
  } catch (error) {
    console.error(`The server's log ends:\n${server.logTail()}`);
    throw error;
  } finally {
    await server.stop();
  }

  // The slowest shape's SQL, as searchTalent writes it, explained on the quiet database.
  const slowest = results
    .filter((row) => row.answered && row.pass !== null)
    // A shape of which no search finished within the run is the slowest of all.
    .sort((a, b) => (b.p95Ms ?? Number.POSITIVE_INFINITY) - (a.p95Ms ?? Number.POSITIVE_INFINITY))[0];
  console.log(`Timing ${ALONE_SEARCHES} searches per shape alone (one client, the app's searchTalent)...`);
  const alone = await timeSearchesAlone({ root, databaseUrl, shapes, count: ALONE_SEARCHES });
  for (const row of results) {
    const timing = alone.find(
      (candidate) => candidate.shape === row.shape && candidate.filtered === (row.filters !== "none"),
    );
    row.aloneMedianMs = timing?.medianMs;
    row.aloneMaxMs = timing?.maxMs;
  }
  const explain = slowest ? await explainShape({ reader, slowest, alone }) : null;
  await reader.end();
  return { results, seeding, explain };
}

async function dropDatabase(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  } finally {
    await client.end();
  }
}

async function seed(query, rows, label) {
  console.log(`Seeding ${rows.toLocaleString("en")} profiles in ${label}...`);
  const started = performance.now();
  const timings = await seedSearchProfiles(query, {
    rows,
    batchRows: Math.min(100_000, Math.max(10_000, Math.ceil(rows / 10))),
    onProgress: (message) => console.log(message),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`Seeded in ${seconds.toFixed(0)} s (${describeTimings(timings)}).`);
  return { rows, seconds, timings };
}

function describeTimings(timings) {
  return Object.entries(timings)
    .map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`)
    .join(", ");
}

// ---------------------------------------------------------------------------
// PGlite: the embedded database, at each size in --pglite-rows (rows added to one folder).

async function benchPglite(settings) {
  const { root, pgliteRows, logLevel } = settings;
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rangmanch-bench-search-pglite-"));
  onCleanup(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));

  const migrating = await startServer({ root, dataDir, logLevel });
  await migrating.stop();

  const results = [];
  const seeding = [];
  let seeded = 0;
  for (const size of [...pgliteRows].sort((a, b) => a - b)) {
    console.log(`\n== PGlite, ${size.toLocaleString("en")} profiles ==`);
    // The server is stopped, so this process may open its folder (one process at a time).
    const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
    let shapes;
    let profileCount;
    try {
      const query = (text, params) => db.query(text, params);
      seeding.push(await seed(query, size - seeded, "PGlite"));
      seeded = size;
      profileCount = (await db.query("select count(*)::int as n from profiles")).rows[0].n;
      shapes = await drawSearches(query, { size: settings.pool });
    } finally {
      await db.close();
    }
    const server = await startServer({ root, dataDir, logLevel });
    try {
      results.push(
        ...(await benchShapes({ server, shapes, database: "pglite", rows: profileCount, settings })),
      );
    } catch (error) {
      console.error(`The server's log ends:\n${server.logTail()}`);
      throw error;
    } finally {
      await server.stop();
    }
  }
  return { results, seeding };
}

// ---------------------------------------------------------------------------
// Driving /discover.

async function benchShapes({ server, shapes, database, rows, settings }) {
  const results = [];
  // Whatever the server does just after it starts (its first queries, housekeeping) is over first.
  await waitUntilIdle(server.baseUrl);
  for (const entry of shapes) {
    results.push(await benchShape({ server, entry, database, rows, settings }));
  }
  return results;
}

/** Checks the shape's first search, warms up, then measures with every request on the next path of the pool. */
async function benchShape({ server, entry, database, rows, settings }) {
  const { connections, duration, warmup } = settings;
  const label = `${entry.shape}${entry.filtered ? " + city, category" : ""}`;
  const base = {
    database,
    rows,
    shape: entry.shape,
    filters: entry.filtered ? "city, category" : "none",
    pool: new Set(entry.paths).size,
    example: entry.paths[0],
  };
  const problem = await checkSearch(server.baseUrl, entry);
  if (problem) {
    console.error(`  ${label}: ${problem}`);
    return { ...base, answered: false, problem, pass: false };
  }

  process.stdout.write(`  ${label}: warming up ${warmup} s, measuring ${duration} s...`);
  let next = 0;
  const latencies = [];
  const run = (seconds, record) =>
    new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.baseUrl,
          headers: BROWSER_HEADERS,
          connections,
          duration: seconds,
          timeout: TIMEOUT_SECONDS,
          requests: [
            {
              method: "GET",
              setupRequest: (req) => {
                next += 1;
                return { ...req, path: entry.paths[next % entry.paths.length] };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      if (record) instance.on("response", (_client, _status, _bytes, time) => latencies.push(time));
    });
  if (warmup > 0) await run(warmup, false);
  const result = await run(duration, true);

  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => /^\d+$/.test(code))
      .map(([code, { count }]) => [code, Number(count)]),
  );
  const otherStatuses = Object.keys(statusCodes).filter((status) => status !== "200");
  // Any status but 200 is a wrong answer; a search that took longer than the run is only slow (a miss).
  const answered = result.non2xx === 0 && otherStatuses.length === 0;
  latencies.sort((a, b) => a - b);
  const percentile = (p) =>
    latencies.length === 0
      ? null
      : Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]);
  const row = {
    ...base,
    answered,
    problem: answered
      ? undefined
      : `answered ${otherStatuses.map((code) => `${code} ×${statusCodes[code]}`).join(", ")}`,
    requestsPerSecond: Math.round(result["2xx"] / result.duration),
    requests: latencies.length,
    duration,
    p50Ms: percentile(50),
    p95Ms: percentile(95),
    p99Ms: percentile(99),
    maxMs: latencies.at(-1) ?? null,
    errors: result.errors,
    timeouts: result.timeouts,
    load: loadAverage()[0],
  };
  row.pass = answered && result.errors === 0 && row.p95Ms !== null && row.p95Ms < TARGET_P95_MS;
  await waitUntilIdle(server.baseUrl);
  if (entry.reference && row.pass) row.pass = null;
  console.log(
    ` ${row.requestsPerSecond}/s, p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms, p99 ${row.p99Ms} ms${row.errors ? `, ${row.errors} errors` : ""}`,
  );
  return row;
}

/** null when the shape's first search answers 200 (a rare name: with that person on the page), else why not. */
async function checkSearch(baseUrl, entry) {
  const response = await request(`${baseUrl}${entry.paths[0]}`, { headers: BROWSER_HEADERS });
  if (response.status !== 200) return `${entry.paths[0]} answered ${response.status}, not 200`;
  const name = entry.names?.[0]?.name;
  if (name && !response.body.toString("utf8").includes(name)) {
    return `${entry.paths[0]} answered 200 without ${name} on the page`;
  }
  return null;
}

// ---------------------------------------------------------------------------
// EXPLAIN of the slowest shape, from the SQL the app's searchTalent sends.

/**
 * Each shape's first `count` searches through the app's own searchTalent (loaded
 * with tsx), one at a time on the otherwise idle database: what the SQL costs
 * without 50 clients queueing for two cores. Keeps the SQL of each shape's slowest.
 */
async function timeSearchesAlone({ root, databaseUrl, shapes, count }) {
  const { tsImport } = await import("tsx/esm/api");
  const load = (file) => tsImport(path.join(root, file), import.meta.url);
  const { searchTalent, talentSearchOf } = await load("app/features/talent/search-talent.server.ts");
  const { parseDiscoverParams } = await load("app/features/talent/discover-params.ts");
  const schema = await load("app/db/schema/index.ts");
  const { drizzle } = await import("drizzle-orm/node-postgres");

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let traced = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => traced.push({ sql, params }) },
  });
  const timings = [];
  try {
    for (const entry of shapes) {
      const times = [];
      let worst = null;
      for (const searchPath of entry.paths.slice(0, count)) {
        traced = [];
        const search = talentSearchOf(parseDiscoverParams(new URL(searchPath, "http://x").searchParams));
        const started = performance.now();
        await searchTalent(db, search);
        const ms = performance.now() - started;
        times.push(ms);
        if (!worst || ms > worst.ms) worst = { path: searchPath, ms, statements: traced };
      }
      times.sort((a, b) => a - b);
      timings.push({
        shape: entry.shape,
        filtered: entry.filtered,
        medianMs: Math.round(times[Math.floor((times.length - 1) / 2)]),
        maxMs: Math.round(times.at(-1)),
        worst,
      });
    }
  } finally {
    await pool.end();
  }
  return timings;
}

/** EXPLAIN (ANALYZE, BUFFERS) of every statement of the slowest search of the slowest shape. */
async function explainShape({ reader, slowest, alone }) {
  const timing = alone.find(
    (candidate) => candidate.shape === slowest.shape && candidate.filtered === (slowest.filters !== "none"),
  );
  const statements = [];
  for (const { sql, params } of timing.worst.statements) {
    const { rows } = await reader.query(`explain (analyze, buffers) ${sql}`, params);
    statements.push({ sql: sql.trim(), params, plan: rows.map((row) => row["QUERY PLAN"]).join("\n") });
  }
  return {
    shape: slowest.shape,
    filters: slowest.filters,
    path: timing.worst.path,
    searchTalentMs: Math.round(timing.worst.ms * 10) / 10,
    statements,
  };
}

function printExplain(explain) {
  console.log(
    `\nSlowest PostgreSQL shape: ${explain.shape} (filters: ${explain.filters}). Its slowest of ${ALONE_SEARCHES} searches alone: ${explain.path}, searchTalent ${explain.searchTalentMs} ms, ${explain.statements.length} statements:`,
  );
  for (const [index, statement] of explain.statements.entries()) {
    console.log(`\n-- statement ${index + 1}, parameters ${JSON.stringify(statement.params)}`);
    console.log(statement.sql.replace(/\n\s+/g, "\n  "));
    console.log(statement.plan);
  }
}

function printResults(results) {
  const verdict = (row) => {
    if (!row.answered) return `FAIL (${row.problem})`;
    if (row.requests === 0) return `FAIL (no search finished within ${row.duration} s)`;
    if (row.errors > 0) return `FAIL (${row.errors} errors, ${row.timeouts} timeouts)`;
    if (row.pass === null) return "— (reference)";
    if (!row.pass) return "FAIL";
    return row.p95Ms < AIM_P95_MS ? "PASS (aim met)" : "PASS";
  };
  printTable(
    [
      "database",
      "profiles",
      "shape",
      "filters",
      "pool",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "req/s",
      "load",
      "alone med/max ms",
      "p95 < 100 ms",
    ],
    results.map((row) => [
      row.database,
      row.rows.toLocaleString("en"),
      row.shape,
      row.filters,
      row.pool,
      row.p50Ms ?? "-",
      row.p95Ms ?? "-",
      row.p99Ms ?? "-",
      row.requestsPerSecond ?? "-",
      row.load ?? "-",
      row.aloneMedianMs === undefined ? "-" : `${row.aloneMedianMs}/${row.aloneMaxMs}`,
      verdict(row),
    ]),
  );
}

// ---------------------------------------------------------------------------
// The servers run on the database this bench seeded, again and again
// (scripts/bench/server-on-folder.mjs); scripts/bench/server.mjs would make a
// fresh database of its own.

function readOptions() {
  const { values } = parseArgs({
    options: {
      db: { type: "string", default: "both" },
      rows: { type: "string", default: "1000000" },
      "pglite-rows": { type: "string", default: "10000,50000" },
      connections: { type: "string", default: "50" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      pool: { type: "string", default: "200" },
      keep: { type: "boolean", default: false },
      "no-build": { type: "boolean", default: false },
      root: { type: "string" },
      json: { type: "string" },
      strict: { type: "boolean", default: false },
      "log-level": { type: "string", default: "info" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) printUsageAndExit(import.meta.url);
  const databases = databasesOf(values.db);
  const whole = (name, text, minimum) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < minimum)
      throw new Error(`--${name} must be whole numbers ≥ ${minimum}.`);
    return value;
  };
  return {
    root: path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..")),
    databases,
    rows: whole("rows", values.rows, 1000),
    pgliteRows: values["pglite-rows"].split(",").map((size) => whole("pglite-rows", size.trim(), 1000)),
    connections: whole("connections", values.connections, 1),
    duration: whole("duration", values.duration, 1),
    warmup: whole("warmup", values.warmup, 0),
    pool: whole("pool", values.pool, 1),
    keep: values.keep,
    build: !values["no-build"],
    json: values.json ? path.resolve(values.json) : undefined,
    strict: values.strict,
    logLevel: values["log-level"],
  };
}
