// Builds a checkout and starts it the way production runs it
// (NODE_ENV=production node server.js), on a free loopback port and a
// database of its own: a fresh temporary PGlite folder, or a fresh
// PostgreSQL database created here and dropped afterwards. Shared by
// bench-pages.mjs and lighthouse.mjs, so both measure the same server.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { onCleanup } from "./cleanup.mjs";
import { request } from "./http.mjs";

export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** Builds `root` with React Router's build (client assets and build/server/index.js). */
export function buildCheckout(root) {
  console.log(`Building ${root} (npx react-router build)...`);
  const started = Date.now();
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error(`The build of ${root} failed (exit ${result.status}).`);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * Starts one production server process for `root` on database `db`
 * ("pglite" or "postgres", the latter on a new database of the server at
 * `postgresUrl`). Resolves once /readyz answers 200. Everything it makes is
 * registered for clean-up; `stop()` does the same clean-up early.
 */
export async function startProductionServer({
  root,
  db,
  postgresUrl = DEFAULT_POSTGRES_URL,
  hostname = "127.0.0.1",
  logLevel = "info",
}) {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error(`${root} has no build/server/index.js: build it first (drop --no-build).`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rangmanch-bench-${db}-`));
  const removeDataDir = onCleanup(`remove ${dataDir}`, () =>
    fs.rmSync(dataDir, { recursive: true, force: true }),
  );
  const databaseUrl = db === "postgres" ? await createDatabase(postgresUrl) : undefined;
  const dropDatabase = databaseUrl
    ? onCleanup(`drop ${new URL(databaseUrl.url).pathname.slice(1)}`, databaseUrl.drop)
    : async () => {};

  const port = await freePort();
  const baseUrl = `http://${hostname}:${port}`;
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  // BENCH_SERVER_NODE_ARGS adds Node options to the server alone, e.g.
  // "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile of what is measured.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const { child, exited } = spawnServer([...nodeArgs, "server.js"], {
    cwd: root,
    env: serverEnvironment({ port, baseUrl, dataDir, databaseUrl: databaseUrl?.url, logLevel }),
    log,
  });
  const stopServer = onCleanup(`stop server ${child.pid}`, () => stopProcess(child, exited));

  const stop = async () => {
    await stopServer();
    await dropDatabase();
    await removeDataDir();
  };
  try {
    await waitUntilReady(baseUrl, exited, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    /** PostgreSQL only: the bench database the server uses, for filling it with data. */
    databaseUrl: databaseUrl?.url,
    logFile,
    pid: child.pid,
    database: db,
    /** The last lines the server wrote, for error messages. */
    logTail: (lines = 30) => tail(logFile, lines),
    stop,
  };
}

function serverEnvironment({ port, baseUrl, dataDir, databaseUrl, logLevel }) {
  const env = { ...process.env };
  // Whatever the calling shell has configured must not change what is measured.
  for (const name of Object.keys(env)) {
    if (/^(GOOGLE|FACEBOOK|INSTAGRAM)_/.test(name)) delete env[name];
  }
  for (const name of [
    "DATABASE_URL",
    "SMTP_URL",
    "UPLOADS_DIR",
    "UPLOADS_STORAGE",
    "MIGRATIONS_DIR",
    "TRUST_PROXY",
  ]) {
    delete env[name];
  }
  return {
    ...env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    // Without SMTP_URL the server writes mail to $DATA_DIR/outbox, where member.mjs reads it.
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    AUTH_SECRET: "rangmanch-bench-auth-secret-not-for-production-0123456789",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

async function createDatabase(postgresUrl) {
  const name = `rangmanch_bench_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
    await dropAbandonedDatabases(admin);
    await admin.query(`create database ${name}`);
  } catch (error) {
    throw new Error(
      `Could not create a PostgreSQL database at ${redactPassword(postgresUrl)}: ${error.message}`,
    );
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Databases left by a bench that was killed outright (its pid, in the name, is gone). */
async function dropAbandonedDatabases(admin) {
  const { rows } = await admin.query(
    "select datname from pg_database where datname ~ '^rangmanch_bench_[0-9]+_[0-9a-f]+$'",
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split("_")[2]);
    if (isRunning(pid)) continue;
    await admin.query(`drop database if exists ${datname} with (force)`);
    console.log(`Dropped ${datname}, left by an earlier run that did not finish.`);
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

function redactPassword(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(an unparsable URL)";
  }
}

/**
 * Starts a Node server process of the bench's (ours or the floor's) with its
 * output going straight to `log` (an open file descriptor, closed here), so
 * the measuring process spends no CPU reading it, in a process group of its
 * own, so Ctrl-C reaches the bench, which stops the server once, in order.
 * Should the bench end without its clean-up (an uncaught error), the server
 * still goes. Returns the child and a promise of how it exited.
 */
export function spawnServer(args, { cwd, env, log }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", log, log], detached: true });
  fs.closeSync(log);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { child, exited };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls /readyz until it answers 200; fails if the process exits first or after three minutes. */
export async function waitUntilReady(baseUrl, exited, logFile) {
  const deadline = Date.now() + 180_000;
  let gone;
  void exited.then((result) => {
    gone = result;
  });
  while (Date.now() < deadline) {
    if (gone) {
      throw new Error(
        `The server exited (code ${gone.code}, signal ${gone.signal}) before it was ready. Its log ends:\n${tail(logFile, 30)}`,
      );
    }
    const ready = await request(`${baseUrl}/readyz`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within three minutes. Its log ends:\n${tail(logFile, 30)}`);
}

/** SIGTERM (the server closes its connections and database), SIGKILL if it has not exited in 15 s. */
export async function stopProcess(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

function tail(file, lines) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
