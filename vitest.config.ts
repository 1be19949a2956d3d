import { defineConfig } from "vitest/config";

const alias = { "~": new URL("./app", import.meta.url).pathname };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          env: {
            AUTH_SECRET: "integration-tests-only-secret-0123456789abcdef",
            PUBLIC_URL: "http://localhost:3000",
          },
          // PostgreSQL runs each file in its own database; PGlite in its own memory.
          // Files share their worker's modules (no isolation): loading the app's modules again for
          // each of the 41 files cost 76 s of a 4-minute run, and PGlite's WebAssembly compiled anew
          // for each. Safe because every file installs its own database (test-database.ts), the
          // read caches are off outside production and the auth instance is made per database.
          isolate: false,
          // CI runs this tier beside the browser tier, yielding it the CPU (nice 10, scripts/test-all.sh):
          // a test that takes 24 s on its own (the sign-in slowdown's real waits, an old database migrated
          // forward) can wait as long again for a core. The limit is for a test that hangs.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The fault tests (docs/reliability.md): the built server as a child process, killed,
          // starved of its database or of disk. One file at a time: each owns the machine's ports
          // and, for the database restart, a PostgreSQL of its own.
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
