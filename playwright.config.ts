import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { headlessShellPath } from "./scripts/headless-shell.mjs";
import { E2E_PORT as PORT } from "./tests/e2e/environment.mjs";

/**
 * The headless shell from the npm package @sparticuz/chromium, unpacked by
 * scripts/setup-tests.sh: the whole tier in 16 minutes against Debian's Chromium's 25 on the
 * 2-core machine (docs/decisions/064-browser-tests-in-a-headless-shell.md). CHROMIUM_PATH=/usr/bin/chromium
 * runs it in Debian's; so does a machine where the shell is not unpacked or has no build.
 */
const shell = headlessShellPath();
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (shell && fs.existsSync(shell) ? shell : "/usr/bin/chromium");

/**
 * End-to-end tests: the production build on a fresh database (PGlite in a
 * temporary folder, or a fresh PostgreSQL database when DATABASE_URL is set),
 * driven in a headless Chromium from the npm registry. No browser is downloaded.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // A run beside another (CI's PGlite smoke flows beside the whole tier, scripts/test-all.sh) keeps
  // its traces apart: each run empties its own folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  // Two workers: in the headless shell one worker left the 2-core machine's cores 60-78 % busy
  // (the tests mostly wait on the server and the browser); two keep them 95 % busy and take the
  // tier from 9 min 51 s to 6 min 41 s (docs/performance-history.md, "Issue 41: two browser
  // workers"). In Debian's Chromium a second worker gained 10 % and stretched single tests past
  // their limits. Tests that share the seed keep to the world they made (each worker builds its own).
  workers: 2,
  // No retries anywhere: a test that needs one is fixed, not retried (issue 22).
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Members and their data come from the factories (tests/e2e/members.ts) and accessibility is
  // scanned in one spec (tests/e2e/accessibility/), so no flow needs more than Playwright's
  // default; the few that do say why beside their own test.setTimeout.
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-quic",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /\.phone\.spec\.ts$/,
    },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /\.phone\.spec\.ts$/ },
  ],
  webServer: {
    command: `node tests/e2e/start-server.mjs`,
    url: `http://localhost:${PORT}/readyz`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
