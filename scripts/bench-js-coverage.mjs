// What of each public page's JavaScript runs before the page is ready for a tap, and when that is
// (docs/performance.md, "What the scripts do before a tap"): Chromium's own coverage (V8 block
// coverage) from the first byte until React has hydrated the page, and, on a phone's screen with
// the CPU slowed four times as Lighthouse's phone audit slows it, the first paint and the moment
// hydration ends. Signed out, as a phone on mobile data first meets the page.
//
//   npm run bench:coverage -- [--pages /,/jobs] [--url http://localhost:3000] [--db pglite]
//
// Without --url it starts a production server on the existing build (npx react-router build first),
// as npm run lighthouse does. The browser is the tests' headless shell (scripts/headless-shell.mjs).
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { runCleanups } from "./bench/cleanup.mjs";
import { loadAverage } from "./bench/machine.mjs";
import { DEFAULT_POSTGRES_URL, startProductionServer } from "./bench/server.mjs";
import { kb, printTable } from "./bench/table.mjs";
import { ensureHeadlessShell } from "./headless-shell.mjs";

const DEFAULT_PAGES = "/,/u/aarav-malhotra,/auditions,/auditions/4,/jobs,/discover,/help";
const { values } = parseArgs({
  options: {
    pages: { type: "string", default: DEFAULT_PAGES },
    url: { type: "string" },
    db: { type: "string", default: "pglite" },
  },
});

/** Bytes of `source` that ran, from V8's block coverage: inner ranges (applied last) override outer ones. */
function usedBytes(source, functions) {
  const ran = new Uint8Array(source.length);
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  let used = 0;
  for (const byte of ran) used += byte;
  return used;
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  // When hydration ends: root.tsx sets data-hydrated on <html> in its first effect. Watched from the
  // document, which exists before <html> is parsed.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated === "true") {
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 60_000 });
  const entries = await page.coverage.stopJSCoverage();
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    hydrated: window.__hydratedAt,
  }));
  let loaded = 0;
  let ran = 0;
  let files = 0;
  for (const entry of entries) {
    if (!entry.url.includes("/assets/") || !entry.source) continue;
    files += 1;
    loaded += entry.source.length;
    ran += usedBytes(entry.source, entry.functions);
  }
  await context.close();
  return { loaded, ran, files, ...timing };
}

async function main() {
  const pages = values.pages.split(",");
  console.log(`Load average at start: ${loadAverage().join(", ")} (1, 5, 15 min)`);
  let baseUrl = values.url;
  if (!baseUrl) {
    const server = await startProductionServer({
      root: process.cwd(),
      db: values.db,
      postgresUrl: process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL,
      hostname: "localhost",
    });
    baseUrl = server.baseUrl;
  }
  const browser = await chromium.launch({ executablePath: await ensureHeadlessShell() });
  const rows = [];
  try {
    for (const pathname of pages) {
      await fetch(`${baseUrl}${pathname}`); // a warm server, as Lighthouse's runs meet it
      const m = await measure(browser, `${baseUrl}${pathname}`);
      rows.push([
        pathname,
        String(m.files),
        kb(m.loaded),
        kb(m.ran),
        `${Math.round((m.ran / m.loaded) * 100)} %`,
        `${Math.round(m.firstPaint)} ms`,
        `${Math.round(m.hydrated)} ms`,
      ]);
    }
  } finally {
    await browser.close();
  }
  console.log("\nUntil hydration, 390 px, CPU slowed 4x; bytes are the scripts' source (not gzip):");
  printTable(["page", "scripts", "loaded", "ran", "ran %", "first paint", "hydrated"], rows);
  console.log(`Load average at end: ${loadAverage().join(", ")}`);
}

try {
  await main();
} finally {
  await runCleanups();
}
