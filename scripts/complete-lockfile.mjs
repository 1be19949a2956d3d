// The npm registry this project's machines reach serves only the Linux builds
// of packages that ship one binary per platform (@biomejs/cli-*, rollup,
// tailwind's oxide, esbuild...). `npm install` then leaves the other platforms
// out of package-lock.json, and `npm ci` refuses a lockfile that misses an
// optional dependency. This adds an entry for each missing optional platform
// package, marked with the os/cpu/libc it is for, so npm ci skips it here and
// a machine of that platform still knows it exists. Run after `npm install`.
import fs from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "netbsd",
  "openbsd",
  "sunos",
  "win32",
  "aix",
  "openharmony",
  "cygwin",
];
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "mips64el", "ppc64", "riscv64", "s390x", "wasm32"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os =
    parts.find((p) => OS.includes(p)) ??
    (parts.includes("wasi") || parts.includes("wasm32") ? undefined : undefined);
  const cpu =
    parts.find((p) => CPU.includes(p)) ??
    (parts.includes("gnueabihf") || parts.includes("musleabihf") ? "arm" : undefined);
  const libc =
    parts.includes("musl") || parts.includes("musleabihf")
      ? "musl"
      : parts.includes("gnu") || parts.includes("gnueabihf")
        ? "glibc"
        : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === "" ? "node_modules" : `${path}/node_modules`;
    const candidates = [`${base}/${dep}`, `node_modules/${dep}`];
    if (candidates.some((candidate) => packages[candidate])) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a per-platform binary: leave it to npm
    packages[`node_modules/${dep}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
