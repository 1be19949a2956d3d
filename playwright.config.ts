import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * End-to-end tests: the production build on a fresh database (PGlite in a
 * temporary folder, or a fresh PostgreSQL database when DATABASE_URL is set),
 * driven in Debian's Chromium. No browser is downloaded.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A flow with several axe scans (about 5 s each on the 2-core CI machine) and sign-ups runs
  // 25 to 35 s there; at 30 s the longest were cut off at their last step (CI, 2026-11-26).
  // Anything that really hangs still fails, a little later.
  timeout: 60_000,
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
