// Starts the built server for the end-to-end tests on a database of its own:
// a fresh PGlite folder, or (with DATABASE_URL) a freshly created PostgreSQL
// database on that server, so every run starts from the seed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const env = { ...process.env, NODE_ENV: "production", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" };

if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query("drop database if exists rangmanch_e2e with (force)");
  await admin.query("create database rangmanch_e2e");
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = "/rangmanch_e2e";
  env.DATABASE_URL = url.toString();
} else {
  const dataDir = path.join(os.tmpdir(), `rangmanch-e2e-${env.PORT ?? "3100"}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  env.DATA_DIR = dataDir;
}

const server = spawn(process.execPath, ["server.js"], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
