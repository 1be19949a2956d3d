// A production server (NODE_ENV=production node server.js) of a built checkout
// on a data folder and database the caller keeps: for benches that seed their
// own rows before and between runs (bench-search.mjs, bench-jobs.mjs). The
// throwaway server of bench-pages.mjs is in server.mjs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { onCleanup } from "./cleanup.mjs";
import { request } from "./http.mjs";

/**
 * Starts the server on `dataDir` (and `databaseUrl`, else PGlite in the folder), with any `env`
 * of the caller's on top; resolves once /readyz answers. `exited` settles with the process's
 * `{ code, signal }` when it ends.
 */
export async function startServer({ root, dataDir, databaseUrl, logLevel, env: extraEnv = {} }) {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error(`${root} has no build/server/index.js: build it first (drop --no-build).`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (
      /^(GOOGLE|FACEBOOK|INSTAGRAM)_|^(DATABASE_URL|SMTP_URL|UPLOADS_DIR|UPLOADS_STORAGE|MIGRATIONS_DIR|TRUST_PROXY)$/.test(
        name,
      )
    ) {
      delete env[name];
    }
  }
  Object.assign(env, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    AUTH_SECRET: "rangmanch-bench-auth-secret-not-for-production-0123456789",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  });
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env,
    stdio: ["ignore", log, log],
    detached: true,
  });
  fs.closeSync(log);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      process.off("exit", killOnExit);
      resolve({ code, signal });
    }),
  );
  const stop = onCleanup(`stop server ${child.pid}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  });
  const logTail = (lines = 30) =>
    fs.readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");

  let gone;
  void exited.then((result) => {
    gone = result;
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (gone) {
      await stop();
      throw new Error(
        `The server exited (code ${gone.code}) before it was ready. Its log ends:\n${logTail()}`,
      );
    }
    const ready = await request(`${baseUrl}/readyz`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not ready within three minutes. Its log ends:\n${logTail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, pid: child.pid, logTail, stop, exited };
}

/** A port nothing listens on now, on the loopback address. */
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

/**
 * Waits (up to two minutes) until /readyz, which asks the database `select 1`,
 * answers within 50 ms twice running: the searches autocannon abandoned when its
 * run ended are finished, and cannot slow the next shape down.
 */
export async function waitUntilIdle(baseUrl) {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    await request(`${baseUrl}/readyz`).catch(() => null);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
