// The browser tier's Chromium: the headless shell that the npm package
// @sparticuz/chromium carries inside itself (bin/chromium.br, brotli-compressed),
// unpacked once into ~/.cache/rangmanch/ (docs/decisions/064-browser-tests-in-a-headless-shell.md).
// Nothing is downloaded: the package comes from the npm registry with `npm ci`,
// and Node's own zlib unpacks it.
//
//   node scripts/headless-shell.mjs          unpacks it if needed, prints its path
//   node scripts/headless-shell.mjs --check  prints its path only if it is unpacked (exit 1 if not)
//
// Its shared libraries (NSS, expat) are Chromium's own dependencies, which Debian's
// chromium package (kept for Lighthouse and screenshots) brings.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

// The package's exports name no package.json, so it is found beside the project's other packages.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Where the package is, or null when it is not installed or has no build for this machine. */
function packageDir() {
  if (process.platform !== "linux" || process.arch !== "x64") return null;
  const dir = path.join(root, "node_modules", "@sparticuz", "chromium");
  return fs.existsSync(path.join(dir, "bin", "chromium.br")) ? dir : null;
}

/**
 * The unpacked headless shell's path for the installed package version, or null where there
 * is none (not Linux x64, or the package not installed). It may not be unpacked yet.
 */
export function headlessShellPath() {
  const dir = packageDir();
  if (!dir) return null;
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return path.join(cache, "rangmanch", `chromium-headless-shell-${version}`, "chromium");
}

/** Unpacks the shell if it is not there yet; returns its path. */
export async function ensureHeadlessShell() {
  const target = headlessShellPath();
  if (!target) return null;
  if (fs.existsSync(target)) return target;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Written beside its final name and renamed, so an interrupted unpack never leaves a
  // half-written browser that a later run would take for a whole one.
  const partial = `${target}.${process.pid}.partial`;
  try {
    await pipeline(
      fs.createReadStream(path.join(packageDir(), "bin", "chromium.br")),
      zlib.createBrotliDecompress(),
      fs.createWriteStream(partial, { mode: 0o755 }),
    );
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return target;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const onlyCheck = process.argv.includes("--check");
  const shell = onlyCheck ? headlessShellPath() : await ensureHeadlessShell();
  if (!shell || !fs.existsSync(shell)) {
    console.error(
      shell
        ? `The headless shell is not unpacked yet: run scripts/setup-tests.sh (or node scripts/headless-shell.mjs).`
        : "No headless shell for this machine (@sparticuz/chromium carries a Linux x64 build only, and needs npm ci).",
    );
    process.exit(1);
  }
  console.log(shell);
}
