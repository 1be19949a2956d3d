// The browser tier in each Chromium, one after the other on the same build and database server
// (docs/decisions/064-browser-tests-in-a-headless-shell.md, docs/performance-history.md "The browser tier's browser"):
// wall time, the machine's CPU time over the run (/proc/stat: every process, the server and
// PostgreSQL included), and each spec file's time from Playwright's JSON report.
//
//   node scripts/bench-browser-tier.mjs [--browsers shell,debian] [--workers 1] [--out DIR] [-- playwright args]
//
// Needs a build (npx react-router build) and PostgreSQL (DATABASE_URL, default the machine's
// postgres database), as the browser tier does. Run it on a quiet machine: it measures the machine.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureHeadlessShell } from "./headless-shell.mjs";

const split = process.argv.indexOf("--");
const { values } = parseArgs({
  args: process.argv.slice(2, split === -1 ? undefined : split),
  options: {
    browsers: { type: "string", default: "shell,debian" },
    workers: { type: "string", default: "1" },
    out: { type: "string", default: "docs/performance-issue41" },
  },
});
const playwrightArgs = split === -1 ? [] : process.argv.slice(split + 1);
const browsers = {
  shell: async () => ensureHeadlessShell(),
  debian: async () => "/usr/bin/chromium",
};

/** Busy CPU seconds of the whole machine so far (user, nice, system, irq, softirq, steal). */
function machineCpuSeconds() {
  const [, ...fields] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** Every test's result in Playwright's JSON report, with its spec file and project. */
function testsOf(report) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        tests.push({
          file: spec.file,
          project: test.projectName,
          status: last?.status,
          ms: last?.duration ?? 0,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return tests;
}

async function runTier(name) {
  const executable = await browsers[name]();
  if (!executable) throw new Error(`no ${name} browser on this machine`);
  const report = path.join(values.out, `browser-tier-${name}.json`);
  fs.mkdirSync(values.out, { recursive: true });
  const timeFile = path.join(values.out, `browser-tier-${name}.time`);
  const cpuBefore = machineCpuSeconds();
  const started = performance.now();
  const code = await new Promise((resolve) => {
    // /usr/bin/time adds up the CPU of the test runner and the processes it waited for (the
    // browser's main process, the e2e server); it misses Chromium's renderers, which the zygote
    // reaps, and PostgreSQL's server. The machine's figure above counts everything.
    const child = spawn(
      "/usr/bin/time",
      [
        "-f",
        "%U %S",
        "-o",
        timeFile,
        "npx",
        "playwright",
        "test",
        `--workers=${values.workers}`,
        "--reporter=dot,json",
        ...playwrightArgs,
      ],
      {
        stdio: ["ignore", "inherit", "inherit"],
        env: {
          ...process.env,
          CI: "true",
          CHROMIUM_PATH: executable,
          DATABASE_URL: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      },
    );
    child.on("exit", resolve);
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuSeconds = machineCpuSeconds() - cpuBefore;
  const [user, sys] = fs.readFileSync(timeFile, "utf8").trim().split("\n").at(-1).split(" ").map(Number);
  fs.rmSync(timeFile);
  const tests = testsOf(JSON.parse(fs.readFileSync(report, "utf8")));
  const byFile = {};
  for (const test of tests) byFile[test.file] = (byFile[test.file] ?? 0) + test.ms / 1000;
  const summary = {
    browser: name,
    executable,
    workers: Number(values.workers),
    exitCode: code,
    wallSeconds: Math.round(wallSeconds),
    machineCpuSeconds: Math.round(cpuSeconds),
    testRunCpuSeconds: Math.round(user + sys),
    tests: tests.length,
    passed: tests.filter((t) => t.status === "passed").length,
    failed: tests.filter((t) => t.status === "failed" || t.status === "timedOut").length,
    secondsByFile: Object.fromEntries(
      Object.entries(byFile)
        .sort((a, b) => b[1] - a[1])
        .map(([f, s]) => [f, Math.round(s * 10) / 10]),
    ),
  };
  fs.writeFileSync(
    path.join(values.out, `browser-tier-${name}-summary.json`),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  return summary;
}

const results = [];
for (const name of values.browsers.split(",")) results.push(await runTier(name));

console.log("\n| browser | tests (failed) | wall | machine CPU | the test run's CPU |");
console.log("| --- | --- | --- | --- | --- |");
for (const r of results) {
  console.log(
    `| ${r.browser} | ${r.tests} (${r.failed}) | ${r.wallSeconds} s | ${r.machineCpuSeconds} CPU-s | ${r.testRunCpuSeconds} CPU-s |`,
  );
}
const files = Object.keys(results[0].secondsByFile);
console.log(`\n| spec file | ${results.map((r) => r.browser).join(" | ")} |`);
console.log(`| --- | ${results.map(() => "---").join(" | ")} |`);
for (const file of files) {
  console.log(`| ${file} | ${results.map((r) => `${r.secondsByFile[file] ?? "-"} s`).join(" | ")} |`);
}
process.exit(results.some((r) => r.exitCode !== 0) ? 1 : 0);
