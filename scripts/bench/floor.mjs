// The floor: a bare React Router framework-mode app of about the
// size of a signed-in list page (floor-app/: 70 links, 60 cards, their data
// from a loader, ~26 KB of HTML), built with the checkout's own react-router
// and vite and served by floor-server.mjs (the same Express, compression and
// Express-to-Fetch bridge as ours). What a page costs is read against
// what this page costs in the same run: a ratio holds from one machine and
// Node version to the next, an absolute time does not (DESIGN.md, Budgets).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { onCleanup } from "./cleanup.mjs";
import { freePort, spawnServer, stopProcess, waitUntilReady } from "./server.mjs";

const FLOOR_APP = path.join(path.dirname(fileURLToPath(import.meta.url)), "floor-app");
const FLOOR_SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), "floor-server.mjs");

/** Builds the floor app (into node_modules/.cache/bench-floor) with the installed React Router. */
export function buildFloor() {
  const result = spawnSync("npx", ["react-router", "build"], { cwd: FLOOR_APP, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error(`The floor app's build failed (exit ${result.status}).`);
  }
}

/** Starts the floor's production server on a free loopback port; resolves once it answers. */
export async function startFloorServer() {
  const buildDir = path.join(FLOOR_APP, "../../../node_modules/.cache/bench-floor");
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) buildFloor();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(buildDir, "server.log");
  const log = fs.openSync(logFile, "w");
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const { child, exited } = spawnServer([...nodeArgs, FLOOR_SERVER, buildDir, String(port)], {
    cwd: FLOOR_APP,
    env: { ...process.env, NODE_ENV: "production" },
    log,
  });
  const stop = onCleanup(`stop floor server ${child.pid}`, () => stopProcess(child, exited));
  try {
    await waitUntilReady(baseUrl, exited, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid, stop };
}
