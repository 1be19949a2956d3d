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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
