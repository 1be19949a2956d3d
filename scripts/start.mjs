// `npm start`: serves the production build, building it first only when it
// is missing or older than the sources, so a second start does not build again.
// The build prints only its warnings and errors here (`npm run build` shows
// the full list of files it wrote).
import "./node-version-check.mjs";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const BUILT = "build/server/index.js";
/** What the build is made from; a change to any file under these makes it stale. */
const SOURCES = [
  "app",
  "server",
  "public",
  "server.js",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

/** The newest modification time among the files under `entry` (0 if it does not exist). */
function newestChange(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's time
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

function buildIsCurrent() {
  const built = newestChange(BUILT);
  return built > 0 && SOURCES.every((source) => newestChange(source) <= built);
}

if (buildIsCurrent()) {
  console.log("The build is up to date; starting the server.");
} else {
  console.log("Building Rangmanch (the build is missing or older than the sources)…");
  const started = Date.now();
  const result = spawnSync("npx", ["react-router", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

process.env.NODE_ENV = "production";
await import("../server.js");
