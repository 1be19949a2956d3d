// Public lists at 100,000 profiles, one request at a time (npm run bench:lists, issue 26, finding 6):
// seeds a PostgreSQL database with made-up profiles (scripts/bench/search-seed.mjs), starts one
// production server on it, and times each public list a visitor can ask for (the collaboration
// hub's Recommended people, the talent search) one request after another: p50 and p95 of the
// answers against the target (p95 under 100 ms). Then EXPLAIN (ANALYZE, BUFFERS) of the queries
// that drew the Recommended tab, read from PostgreSQL's own statement log of one request.
//
//   npm run bench:lists -- [--rows 100000] [--requests 40] [--keep] [--no-build] [--json <file>]
//
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; the role
// needs CREATEDB. The database is rangmanch_bench_lists, dropped at the end unless --keep; a kept
// database that holds --rows seeded profiles is used again without seeding.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { onCleanup, runCleanups } from "./bench/cleanup.mjs";
import { request } from "./bench/http.mjs";
import { describeMachine, loadAverage, machineFacts } from "./bench/machine.mjs";
import { printUsageAndExit } from "./bench/options.mjs";
import { seedSearchProfiles } from "./bench/search-seed.mjs";
import { buildCheckout, DEFAULT_POSTGRES_URL } from "./bench/server.mjs";
import { startServer } from "./bench/server-on-folder.mjs";
import { printTable } from "./bench/table.mjs";

const DATABASE_NAME = "rangmanch_bench_lists";
const TARGET_P95_MS = 100;
/** What a visitor can ask for that reads every profile, or used to. */
const PATHS = [
  "/collaboration?tab=recommended",
  "/collaboration?tab=recommended&q=mumbai",
  "/discover",
  "/discover?q=actor",
  "/discover?city=mumbai&category=actors",
];

const { values: options } = parseArgs({
  options: {
    rows: { type: "string", default: "100000" },
    requests: { type: "string", default: "40" },
    keep: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    json: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (options.help) printUsageAndExit(import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const rows = Number(options.rows);
const requests = Number(options.requests);

async function main() {
  const machine = machineFacts(root);
  console.log(describeMachine(machine));
  console.log(`Load average at start: ${loadAverage().join(", ")} (1, 5, 15 min)`);
  if (!options["no-build"]) buildCheckout(root);

  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE_NAME}`;
  const databaseUrl = url.toString();
  const marker = `rangmanch bench:lists, ${rows} profiles seeded`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows: found } = await admin.query(
    "select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1",
    [DATABASE_NAME],
  );
  const reuse = options.keep && found[0]?.note === marker;
  if (!reuse) {
    await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await admin.query(`create database ${DATABASE_NAME}`);
  }
  await admin.end();
  if (!options.keep) {
    onCleanup(`drop ${DATABASE_NAME}`, async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${DATABASE_NAME} with (force)`);
      await dropper.end();
    });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rangmanch-bench-lists-"));
  onCleanup(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));

  if (!reuse) {
    // The production server migrates the empty database on start and adds the sample rows.
    const migrating = await startServer({ root, dataDir, databaseUrl, logLevel: "warn" });
    await migrating.stop();
    const seeder = new pg.Client({ connectionString: databaseUrl });
    await seeder.connect();
    const started = Date.now();
    await seedSearchProfiles((text, params) => seeder.query(text, params), { rows });
    await seeder.query("analyze");
    await seeder.end();
    console.log(
      `Seeded ${rows.toLocaleString("en")} profiles in ${Math.round((Date.now() - started) / 1000)} s.`,
    );
    if (options.keep) {
      const note = new pg.Client({ connectionString: adminUrl });
      await note.connect();
      await note.query(`comment on database ${DATABASE_NAME} is '${marker}'`);
      await note.end();
    }
  }

  const reader = new pg.Client({ connectionString: databaseUrl });
  await reader.connect();
  const { rows: counted } = await reader.query("select count(*)::int as n from profiles");
  const server = await startServer({ root, dataDir, databaseUrl, logLevel: "warn" });
  const results = [];
  try {
    for (const pagePath of PATHS) {
      const timings = [];
      for (let index = 0; index < requests + 3; index += 1) {
        const started = performance.now();
        const answer = await request(`${server.baseUrl}${pagePath}`);
        const ms = performance.now() - started;
        if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status}`);
        if (index >= 3) timings.push(ms);
      }
      timings.sort((one, other) => one - other);
      const at = (share) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))];
      results.push({ path: pagePath, p50: at(0.5), p95: at(0.95), pass: at(0.95) < TARGET_P95_MS });
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\n${counted[0].n.toLocaleString("en")} profiles, one request at a time, ${requests} each after 3 to warm (target: p95 < ${TARGET_P95_MS} ms)`,
  );
  printTable(
    ["page (signed out)", "p50", "p95", "p95 < 100 ms"],
    results.map((row) => [
      row.path,
      `${row.p50.toFixed(1)} ms`,
      `${row.p95.toFixed(1)} ms`,
      row.pass ? "PASS" : "MISS",
    ]),
  );

  const explained = await explainRecommended(reader);
  await reader.end();
  console.log("\nEXPLAIN (ANALYZE, BUFFERS) of the Recommended tab's four tiers for a visitor:");
  for (const { name, plan } of explained) console.log(`\n-- ${name}\n${plan}`);
  console.log(`\nLoad average at end: ${loadAverage().join(", ")} (1, 5, 15 min)`);
  if (options.json) {
    fs.writeFileSync(
      options.json,
      `${JSON.stringify({ machine, rows: counted[0].n, requests, results, explained }, null, 2)}\n`,
    );
    console.log(`Figures written to ${options.json}`);
  }
  return results.every((row) => row.pass) ? 0 : 1;
}

/**
 * The Recommended tab's tiers for a visitor as the app writes them
 * (app/features/projects/list-professionals.server.ts): the featured and the
 * newest, each never a suspended member's.
 */
async function explainRecommended(reader) {
  const shown = `not exists (select 1 from "user" u where u.id = p.user_id and u.suspended_at is not null)`;
  const tiers = {
    "featured (rank index)": `select p.id from profiles p where ${shown} and p.featured_rank is not null order by p.featured_rank asc, p.id desc limit 24`,
    "newest (primary key)": `select p.id from profiles p where ${shown} order by p.id desc limit 24`,
  };
  const plans = [];
  for (const [name, text] of Object.entries(tiers)) {
    const { rows: lines } = await reader.query(`explain (analyze, buffers, costs off) ${text}`);
    plans.push({ name, plan: lines.map((line) => line["QUERY PLAN"]).join("\n") });
  }
  return plans;
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
