// Every public list and search, one request at a time (npm run bench:lists, issue 26, finding 6):
// on the load test's data set in PostgreSQL (scripts/bench/load-data.mjs: 100,000 profiles,
// 100,000 jobs, 20,000 auditions, 1,000,000 feed posts, 1,000,000 messages), one production
// server times each list and search a signed-out visitor can ask for (PATHS below, from
// app/routes.ts) one request after another: p50 and p95 against the target (p95 under 100 ms).
//
// Neither cache answers: the requests go in rounds, each path once a round, and each round
// begins with a signed-out POST /logout, a write, after which the server empties its page cache
// and its read caches (app/middleware/route-guards.server.ts) as after any write. So every figure
// is the page drawn from the database, as for a visitor whose search nobody made in the last
// 10 seconds. Rounds are at least a second apart (the signed-out write limit is 120 a minute).
//
// Then, for each path over 50 ms at p95, EXPLAIN (ANALYZE, BUFFERS) of the statements it ran that
// took 5 ms or more, as PostgreSQL's auto_explain logged them for three more requests (a second
// server, started with auto_explain on for the database). The plans are read from the
// PostgreSQL server's log: --postgres-log <file>, default the Debian cluster's
// /var/log/postgresql/postgresql-<major>-main.log; without it the plans are skipped.
//
//   npm run bench:lists -- [--requests 40] [--profiles 100000] [--members 2000] [--jobs 100000]
//     [--auditions 20000] [--posts 1000000] [--messages 1000000] [--keep] [--no-build]
//     [--json <file>] [--postgres-log <file>]
//
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; the role
// needs CREATEDB (and superuser for auto_explain). The database is rangmanch_load, dropped at the
// end unless --keep; a kept one with the same sizes (from npm run load -- --keep too) is used
// again without seeding. --rows is the old name of --profiles.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { runCleanups } from "./bench/cleanup.mjs";
import { request } from "./bench/http.mjs";
import { DATASET_OPTIONS, datasetOf, loadDatabase } from "./bench/load-data.mjs";
import { describeMachine, loadAverage, machineFacts } from "./bench/machine.mjs";
import { printUsageAndExit } from "./bench/options.mjs";
import { waitForQuiet } from "./bench/quiet.mjs";
import { memberUsername } from "./bench/seeded-members.mjs";
import { buildCheckout } from "./bench/server.mjs";
import { startServer } from "./bench/server-on-folder.mjs";
import { printTable } from "./bench/table.mjs";

const TARGET_P95_MS = 100;
/** A path slower than this at p95 gets its statements explained. */
const EXPLAIN_OVER_MS = 50;
/** auto_explain logs the statements that took at least this long. */
const EXPLAIN_STATEMENTS_OVER_MS = 5;
const WARM_ROUNDS = 3;

/**
 * What a signed-out visitor can ask for that lists or searches (app/routes.ts), given a member's
 * username, a made-up professional's, the feed's newest post id and the sitemap's files.
 */
function publicPaths({ member, professional, newestPost, sitemapFiles }) {
  const older = (newestPost - 50_000).toString(36);
  return [
    "/",
    // Talent search and its filters (discover-params.ts); a category's own page.
    "/discover",
    "/discover?q=actor",
    "/discover?q=priya%20sharma",
    "/discover?q=cinematographr",
    "/discover?city=mumbai&category=actors",
    "/discover?q=dubbing&city=delhi&category=actors",
    "/discover?category=musicians&page=50",
    "/acting",
    "/category/music",
    // Opportunities: each kind's list with a search and filters.
    "/jobs",
    "/jobs?q=editor",
    "/jobs?q=actor&where=mumbai",
    // No job matches (the seed puts no actor's job in Delhi): the search that reads the most.
    "/jobs?q=actor&where=delhi",
    "/jobs?q=kesari&category=technical&type=contract&where=mumbai&posted=7d&min=20000",
    "/jobs?where=remote&experience=senior",
    "/auditions",
    "/auditions?q=lead",
    "/auditions?tab=completed",
    "/auditions?location=delhi&type=online&compensation=paid",
    "/collaboration",
    "/collaboration?q=film",
    "/collaboration?tab=recommended",
    "/collaboration?tab=recommended&q=mumbai",
    "/collaboration?tab=following",
    "/city-opportunities",
    "/city-opportunities?city=delhi&tab=jobs",
    "/city-auditions/chennai",
    // The feed (1,000,000 posts), news and the media library.
    "/feed",
    "/feed?show=trending",
    "/feed?category=film",
    `/feed?cursor=${older}`,
    "/news",
    "/library",
    // A profile's people lists, and a profile page (its credits, reviews and connections).
    `/u/${member}/followers`,
    `/u/${member}/following`,
    `/u/${professional}`,
    // What the home page and the search box ask for as they go.
    "/api/search-suggestions?q=pri",
    "/api/search-suggestions?q=cinema",
    "/api/upcoming-auditions?city=mumbai",
    "/api/categories",
    // For crawlers: the index and each section's first file.
    "/sitemap.xml",
    ...sitemapFiles,
  ];
}

const { values: options } = parseArgs({
  options: {
    ...DATASET_OPTIONS,
    rows: { type: "string" },
    requests: { type: "string", default: "40" },
    "no-build": { type: "boolean", default: false },
    json: { type: "string" },
    "postgres-log": { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (options.help) printUsageAndExit(import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const requests = Number(options.requests);

async function main() {
  const sizes = datasetOf({ ...options, profiles: options.rows ?? options.profiles });
  const machine = machineFacts(root);
  const loadAtStart = loadAverage();
  console.log(describeMachine(machine));
  console.log(`Load average at start: ${loadAtStart.join(", ")} (1, 5, 15 min)`);
  if (!options["no-build"]) buildCheckout(root);
  const database = await loadDatabase({ root, sizes, keep: options.keep });

  const reader = new pg.Client({ connectionString: database.databaseUrl });
  await reader.connect();
  const [counts] = (
    await reader.query(
      `select (select count(*) from profiles)::int as profiles, (select count(*) from jobs)::int as jobs,
         (select count(*) from auditions)::int as auditions, (select count(*) from feed_posts)::int as posts,
         (select count(*) from messages)::int as messages, (select max(id) from feed_posts)::int as newest_post,
         (select username from profiles where user_id is null order by id limit 1) as professional`,
    )
  ).rows;
  await reader.end();

  const server = await startServer({
    root,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    logLevel: "warn",
  });
  const results = [];
  let paths;
  const quiet = await waitForQuiet();
  try {
    const index = await request(`${server.baseUrl}/sitemap.xml`);
    const sitemapFiles = firstFileOfEachSection(index.body.toString("utf8"));
    paths = publicPaths({
      member: memberUsername(1),
      professional: counts.professional,
      newestPost: counts.newest_post,
      sitemapFiles,
    });
    const timings = new Map(paths.map((pagePath) => [pagePath, []]));
    for (let round = 0; round < requests + WARM_ROUNDS; round += 1) {
      const roundStarted = performance.now();
      await emptyCaches(server.baseUrl);
      for (const pagePath of paths) {
        const started = performance.now();
        const answer = await request(`${server.baseUrl}${pagePath}`, {
          headers: { "Accept-Encoding": "gzip" },
        });
        const ms = performance.now() - started;
        if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status}`);
        if (round >= WARM_ROUNDS) timings.get(pagePath).push(ms);
      }
      const rest = 1000 - (performance.now() - roundStarted);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
    for (const pagePath of paths) {
      const sorted = timings.get(pagePath).sort((one, other) => one - other);
      const at = (share) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
      results.push({
        path: pagePath,
        p50: round1(at(0.5)),
        p95: round1(at(0.95)),
        max: round1(at(1)),
        pass: at(0.95) < TARGET_P95_MS,
      });
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\n${counts.profiles.toLocaleString("en")} profiles, ${counts.jobs.toLocaleString("en")} jobs, ${counts.auditions.toLocaleString("en")} auditions, ${counts.posts.toLocaleString("en")} feed posts, ${counts.messages.toLocaleString("en")} messages; signed out, one request at a time, caches emptied each round; ${requests} rounds after ${WARM_ROUNDS} to warm (target: p95 < ${TARGET_P95_MS} ms)`,
  );
  printTable(
    ["path (signed out)", "p50 ms", "p95 ms", "max ms", "p95 < 100 ms"],
    results.map((row) => [row.path, row.p50, row.p95, row.max, row.pass ? "PASS" : "MISS"]),
  );

  const slow = results.filter((row) => row.p95 > EXPLAIN_OVER_MS).map((row) => row.path);
  let explained = [];
  if (slow.length > 0) {
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS) of the statements of each path over ${EXPLAIN_OVER_MS} ms at p95:`,
    );
    explained = await explainPaths({ database, slow });
    for (const { path: pagePath, plans } of explained) {
      console.log(`\n== ${pagePath}`);
      for (const plan of plans) console.log(`\n${plan}`);
    }
  }
  const loadAtEnd = loadAverage();
  console.log(`\nLoad average at end: ${loadAtEnd.join(", ")} (1, 5, 15 min)`);
  if (options.json) {
    fs.writeFileSync(
      options.json,
      `${JSON.stringify(
        {
          machine,
          loadAverage: { start: loadAtStart, measuring: quiet.load, end: loadAtEnd },
          counts: { ...counts, newest_post: undefined, professional: undefined },
          requests,
          method:
            "signed out, one request at a time, each path once a round; each round begins with a signed-out POST /logout, after which the server empties its page cache and read caches",
          results,
          explained,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Figures written to ${options.json}`);
  }
  return results.every((row) => row.pass) ? 0 : 1;
}

/** A signed-out write (POST /logout, as a sign-out button sends it): the server then empties every cache. */
async function emptyCaches(baseUrl) {
  const answer = await request(`${baseUrl}/logout`, {
    method: "POST",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  if (answer.status >= 400) throw new Error(`POST /logout answered ${answer.status}: the caches stay`);
}

/** /sitemaps/{section}-1.xml for each section the index names. */
function firstFileOfEachSection(xml) {
  const files = [...xml.matchAll(/<loc>[^<]*?(\/sitemaps\/[a-z-]+-1\.xml)<\/loc>/g)].map((match) => match[1]);
  return [...new Set(files)];
}

/**
 * Turns auto_explain on for the database, starts a second server (its connections load it),
 * asks each slow path three times (caches emptied first), and reads the plans PostgreSQL logged.
 */
async function explainPaths({ database, slow }) {
  const admin = new pg.Client({ connectionString: database.databaseUrl });
  await admin.connect();
  const logFile = options["postgres-log"] ?? (await debianLogFile(admin));
  if (!logFile || !fs.existsSync(logFile)) {
    console.log(`(No PostgreSQL log to read the plans from: pass --postgres-log <file>.)`);
    await admin.end();
    return slow.map((pagePath) => ({ path: pagePath, plans: [] }));
  }
  const settings = {
    session_preload_libraries: "auto_explain",
    "auto_explain.log_min_duration": `${EXPLAIN_STATEMENTS_OVER_MS}ms`,
    "auto_explain.log_analyze": "on",
    "auto_explain.log_buffers": "on",
    "auto_explain.log_timing": "on",
  };
  const name = new URL(database.databaseUrl).pathname.slice(1);
  for (const [key, value] of Object.entries(settings)) {
    await admin.query(`alter database ${name} set ${key} = '${value}'`);
  }
  const explained = [];
  try {
    const server = await startServer({
      root,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      logLevel: "warn",
    });
    try {
      for (const pagePath of slow) {
        const from = fs.statSync(logFile).size;
        for (let attempt = 0; attempt < 3; attempt += 1) {
          await emptyCaches(server.baseUrl);
          await request(`${server.baseUrl}${pagePath}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
        explained.push({ path: pagePath, plans: plansIn(readFrom(logFile, from)) });
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    } finally {
      await server.stop();
    }
  } finally {
    for (const key of Object.keys(settings)) await admin.query(`alter database ${name} reset ${key}`);
    await admin.end();
  }
  return explained;
}

async function debianLogFile(client) {
  const { rows } = await client.query("select current_setting('server_version_num')::int / 10000 as major");
  return `/var/log/postgresql/postgresql-${rows[0].major}-main.log`;
}

function readFrom(file, offset) {
  const handle = fs.openSync(file, "r");
  try {
    const size = fs.fstatSync(handle).size;
    const buffer = Buffer.alloc(Math.max(0, size - offset));
    fs.readSync(handle, buffer, 0, buffer.length, offset);
    return buffer.toString("utf8");
  } finally {
    fs.closeSync(handle);
  }
}

/**
 * auto_explain's entries in a stretch of the log ("LOG:  duration: ... plan:" and the
 * statement and plan lines after it, up to the next log line): each distinct statement
 * once, its slowest run, slowest first.
 */
function plansIn(text) {
  const entries = text.split(/\n(?=\S)/).filter((entry) => entry.includes("plan:"));
  const byStatement = new Map();
  for (const entry of entries) {
    const ms = Number(/duration: ([\d.]+) ms/.exec(entry)?.[1] ?? 0);
    const body = entry.slice(entry.indexOf("Query Text:")).replace(/\n\t/g, "\n");
    const statement = /Query Text: ([^\n]*)/.exec(body)?.[1] ?? body;
    const kept = byStatement.get(statement);
    if (!kept || kept.ms < ms)
      byStatement.set(statement, { ms, text: `-- ${ms.toFixed(1)} ms\n${body.trim()}` });
  }
  return [...byStatement.values()].sort((one, other) => other.ms - one.ms).map((entry) => entry.text);
}

function round1(value) {
  return Math.round(value * 10) / 10;
}

main()
  .then((status) => {
    process.exitCode = status;
  })
  .catch((error) => {
    console.error(error);
    process.exitCode = 2;
  })
  .finally(() => runCleanups());
