// Lighthouse's mobile audit (npm run lighthouse): the lighthouse npm package
// with its own chrome-launcher driving Debian's Chromium, against a
// production server started as the page bench starts it (a fresh PGlite
// folder; scripts/bench/server.mjs), or against a running server (--url).
// Default mobile profile: simulated slow 4G and 4x CPU slowdown. Prints
// each category's score and FCP, LCP, TBT, CLS and speed index against the
// budgets in docs/performance.md (performance 95, the rest 100),
// and for a category under target, the failing audits and top opportunities.
//
//   npm run lighthouse -- [--pages /,/u/aarav-malhotra,/help] [--runs 1] [--url http://localhost:3000]
//     [--db pglite|postgres] [--no-build] [--root <checkout>] [--json <file>] [--strict]
//
// Chromium: CHROME_PATH, default /usr/bin/chromium. Runs vary; --runs N
// audits each page N times and reports the run with the median performance
// score. Exit status: 2 if a page could not be audited, 1 with --strict when
// a score is under target, else 0.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { onCleanup, runCleanups } from "./bench/cleanup.mjs";
import { describeError } from "./bench/describe-error.mjs";
import { request } from "./bench/http.mjs";
import { describeMachine, loadAverage, machineFacts } from "./bench/machine.mjs";
import { buildCheckout, DEFAULT_POSTGRES_URL, startProductionServer } from "./bench/server.mjs";
import { printTable } from "./bench/table.mjs";

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);
const METRICS = [
  { id: "first-contentful-paint", label: "FCP", unit: "s" },
  { id: "largest-contentful-paint", label: "LCP", unit: "s" },
  { id: "total-blocking-time", label: "TBT", unit: "ms" },
  { id: "cumulative-layout-shift", label: "CLS", unit: "" },
  { id: "speed-index", label: "SI", unit: "s" },
];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

const options = (() => {
  try {
    return readOptions();
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
})();
const exitCode = await main(options).catch((error) => {
  console.error(`\nlighthouse failed: ${describeError(error)}`);
  return 2;
});
await runCleanups();
process.exit(exitCode);

async function main({ root, url, db, pages, runs, build, json, strict }) {
  const machine = machineFacts(root);
  const loadAtStart = loadAverage();
  console.log(url ? `Server: ${url} (already running)` : `Checkout: ${root} (${machine.commit})`);
  console.log(`Machine: ${describeMachine(machine)}`);
  console.log(`Load average at start: ${loadAtStart.join(", ")} (1, 5, 15 min)`);

  let baseUrl = url;
  if (!baseUrl) {
    if (build) buildCheckout(root);
    // localhost, as a developer opens it: Chromium treats it as a secure origin, like https in production.
    const server = await startProductionServer({
      root,
      db,
      postgresUrl: process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL,
      hostname: "localhost",
    });
    baseUrl = server.baseUrl;
    console.log(`Started a production server at ${baseUrl} on ${db}.`);
  }

  const chrome = await launchChrome();
  const report = {
    date: new Date().toISOString(),
    root: url ? null : root,
    url: baseUrl,
    machine,
    chrome: chrome.version,
    runsPerPage: runs,
    loadAverage: { start: loadAtStart },
    pages: [],
  };
  console.log(`Chromium: ${chrome.version}; Lighthouse's default mobile profile; ${runs} run(s) per page.\n`);

  for (const pathname of pages) {
    // Visitors meet a warm server: the first requests after a start compile and fill caches.
    await warmUp(`${baseUrl}${pathname}`);
    const results = [];
    // A run Lighthouse could not finish (NO_NAVSTART and the like, seen on a busy machine) is tried
    // again, at most twice per page, so --runs N means N complete runs whenever possible.
    for (let attempt = 1; attempt <= runs + 2 && results.filter(isComplete).length < runs; attempt++) {
      const run = results.filter(isComplete).length + 1;
      process.stdout.write(`  ${pathname}: run ${run} of ${runs}${attempt > run ? " (again)" : ""}...`);
      const lhr = await audit(`${baseUrl}${pathname}`, chrome.port);
      results.push(lhr);
      console.log(
        lhr.runtimeError
          ? ` Lighthouse could not finish: ${lhr.runtimeError.code}`
          : ` performance ${score(lhr, "performance")} (Lighthouse's benchmark index of this machine: ${Math.round(lhr.environment?.benchmarkIndex ?? 0)})`,
      );
    }
    report.pages.push(summarise(pathname, results));
  }
  await chrome.kill();

  report.loadAverage.end = loadAverage();
  printReport(report);
  console.log(`\nLoad average at end: ${report.loadAverage.end.join(", ")} (1, 5, 15 min)`);
  if (loadAtStart[0] > 0.5) {
    console.log(
      `Other work was running (1-minute load ${loadAtStart[0]} on ${machine.cores} cores at the start): Lighthouse's simulated 4x CPU slowdown multiplies that noise.`,
    );
  }
  if (json) {
    fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Figures written to ${json}`);
  }
  if (report.pages.some((page) => page.error)) return 2;
  const missed = report.pages.filter((page) => !page.pass);
  if (missed.length > 0) {
    console.log(`\n${missed.length} page(s) under target.`);
    return strict ? 1 : 0;
  }
  console.log("\nEvery page met its targets.");
  return 0;
}

/** Chromium through the chrome-launcher that Lighthouse itself depends on. */
async function launchChrome() {
  const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve("lighthouse")));
  const chromeLauncher = await import(pathToFileURL(fromLighthouse.resolve("chrome-launcher")).href);
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const stop = onCleanup(`stop Chromium ${chrome.pid}`, () => chrome.kill());
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then((response) => response.json())
    .then((info) => info.Browser)
    .catch(() => "unknown");
  return { port: chrome.port, version, kill: stop };
}

/** Three plain requests for the page; it must answer 200 (a redirect or error is not what we meant to audit). */
async function warmUp(url) {
  for (let i = 0; i < 3; i++) {
    const response = await request(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200.`);
  }
}

/** One Lighthouse run with its default (mobile) configuration. */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  return result.lhr;
}

/**
 * The run with the median performance score (of an even number, the lower of
 * the middle two), so the verdict is the typical run's and not the luckiest.
 */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (score(a, "performance") ?? 0) - (score(b, "performance") ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function isComplete(lhr) {
  return !lhr.runtimeError;
}

function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

/** The median run's scores and metrics, and what to fix for each category under target. */
function summarise(pathname, runs) {
  const complete = runs.filter(isComplete);
  const valid = filterToValidRuns(complete);
  if (valid.length === 0) {
    const lhr = runs.at(-1);
    return {
      path: pathname,
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : "no valid run",
      pass: false,
    };
  }
  const lhr = medianRun(valid);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, score(lhr, category)]));
  const metrics = Object.fromEntries(METRICS.map(({ id }) => [id, lhr.audits[id]?.numericValue ?? null]));
  const underTarget = CATEGORIES.filter((category) => (scores[category] ?? 0) < TARGETS[category]);
  const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  return {
    path: pathname,
    finalUrl,
    scores,
    metrics,
    pass: underTarget.length === 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runWarnings: lhr.runWarnings ?? [],
    incompleteRuns: runs.length - complete.length,
    runScores: complete.map((run) => ({
      ...Object.fromEntries(CATEGORIES.map((category) => [category, score(run, category)])),
      benchmarkIndex: Math.round(run.environment?.benchmarkIndex ?? 0),
    })),
    toFix: Object.fromEntries(underTarget.map((category) => [category, failingAudits(lhr, category)])),
    opportunities: underTarget.includes("performance") ? opportunities(lhr) : [],
  };
}

/** The category's audits that did not pass, heaviest first (performance: its metrics under 0.9 too). */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => {
      if (!audit || audit.score === null) return false;
      if (ref.group === "metrics") return audit.score < 0.9;
      return ref.weight > 0 ? audit.score < 1 : false;
    })
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => ({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue,
      items: (audit.details?.items ?? []).slice(0, 3).map(describeItem).filter(Boolean),
    }));
}

/** What would save the most: Lighthouse's estimated savings, in time then bytes. */
function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      savingsMs: audit.details?.overallSavingsMs ?? Math.max(0, ...Object.values(audit.metricSavings ?? {})),
      savingsBytes: audit.details?.overallSavingsBytes ?? 0,
    }))
    .filter((audit) => audit.savingsMs > 0 || audit.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, 8);
}

/** A short name for one offending item: its element, URL or text. */
function describeItem(item) {
  const text =
    item.node?.snippet ??
    item.node?.selector ??
    item.url ??
    item.source?.url ??
    item.label ??
    item.description;
  return typeof text === "string" ? text.slice(0, 140) : null;
}

function printReport(report) {
  const rows = report.pages.map((page) => {
    if (page.error)
      return [page.path, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", `FAIL (${page.error})`];
    return [
      page.path,
      ...CATEGORIES.map((category) => page.scores[category] ?? "-"),
      ...METRICS.map(({ id, unit }) => formatMetric(page.metrics[id], unit)),
      Math.round(page.benchmarkIndex ?? 0),
      page.pass ? "PASS" : `FAIL (${Object.keys(page.toFix).join(", ")})`,
    ];
  });
  console.log(
    `\nLighthouse ${report.url}, mobile (targets: performance ≥95; accessibility, best practices, SEO 100)`,
  );
  printTable(
    ["page", "perf", "a11y", "best pr.", "SEO", ...METRICS.map((m) => m.label), "bench idx", "result"],
    rows,
  );
  console.log(
    "bench idx: Lighthouse's measure of this machine's speed during the run (higher is faster; it falls when other work shares the CPU).",
  );
  for (const page of report.pages) {
    if (page.error) continue;
    if (report.runsPerPage > 1) {
      const perRun = page.runScores
        .map((run) => `${CATEGORIES.map((c) => run[c]).join("/")} (idx ${run.benchmarkIndex})`)
        .join(", ");
      console.log(`\n${page.path}: each run (perf/a11y/bp/seo): ${perRun}`);
    }
    if (page.finalUrl && new URL(page.finalUrl).pathname !== page.path.split("?")[0]) {
      console.log(`\n${page.path} ended at ${page.finalUrl} (a redirect).`);
    }
    for (const warning of page.runWarnings) console.log(`\n${page.path}: Lighthouse warns: ${warning}`);
    for (const [category, audits] of Object.entries(page.toFix)) {
      console.log(
        `\n${page.path}, ${category} ${page.scores[category]} (target ${TARGETS[category]}), not passing:`,
      );
      for (const audit of audits) {
        console.log(
          `  - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""} [${audit.id}]`,
        );
        for (const item of audit.items) console.log(`      ${item}`);
      }
    }
    if (page.opportunities.length > 0) {
      console.log(`\n${page.path}, top opportunities (Lighthouse's estimates):`);
      for (const item of page.opportunities) {
        const savings = [
          item.savingsMs > 0 ? `${Math.round(item.savingsMs)} ms` : "",
          item.savingsBytes > 0 ? `${Math.round(item.savingsBytes / 1024)} KB` : "",
        ]
          .filter(Boolean)
          .join(", ");
        console.log(
          `  - ${item.title}: ${savings}${item.displayValue ? ` (${item.displayValue})` : ""} [${item.id}]`,
        );
      }
    }
  }
}

function formatMetric(value, unit) {
  if (value === null || value === undefined) return "-";
  if (unit === "s") return `${(value / 1000).toFixed(1)} s`;
  if (unit === "ms") return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      pages: { type: "string", default: "/,/u/aarav-malhotra,/help" },
      runs: { type: "string", default: "1" },
      url: { type: "string" },
      db: { type: "string", default: "pglite" },
      "no-build": { type: "boolean", default: false },
      root: { type: "string" },
      json: { type: "string" },
      strict: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    const source = fs.readFileSync(fileURLToPath(import.meta.url), "utf8");
    console.log(source.split("\nimport ")[0].replace(/^\/\/ ?/gm, ""));
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number ≥ 1.");
  if (!["pglite", "postgres"].includes(values.db)) throw new Error("--db must be pglite or postgres.");
  const pages = values.pages
    .split(",")
    .map((page) => page.trim())
    .filter(Boolean);
  const notPaths = pages.filter((page) => !page.startsWith("/"));
  if (notPaths.length > 0)
    throw new Error(`--pages takes paths starting with /, not ${notPaths.join(", ")}.`);
  let url;
  if (values.url) {
    url = new URL(values.url).origin;
  }
  return {
    root: path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..")),
    url,
    db: values.db,
    pages,
    runs,
    build: !values["no-build"],
    json: values.json ? path.resolve(values.json) : undefined,
    strict: values.strict,
  };
}
