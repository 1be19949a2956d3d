// A PostgreSQL server of the test's own, in a temporary folder on a free port, that the test may
// stop and start at will (the machine's shared one serves the other test tiers, which a restart
// would break). Made with the machine's own PostgreSQL programs (Debian's postgresql package):
// initdb and pg_ctl, run as the postgres user when the tests run as root, which PostgreSQL refuses.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../scripts/bench/server-on-folder.mjs";

const run = promisify(execFile);

/** util-linux's runuser lives in an sbin folder, which a non-login PATH (CI's) may not list. */
const RUNUSER =
  ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"].find((file) => fs.existsSync(file)) ?? "runuser";

/** The newest installed PostgreSQL's programs, or undefined when none is installed here. */
export function postgresPrograms(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], "bin");
}

export type PrivatePostgres = {
  url: string;
  /** A fast shutdown: open connections are ended, new ones refused. Resolves once it is down. */
  stop(): Promise<void>;
  /** Resolves once it accepts connections. */
  start(): Promise<void>;
  remove(): Promise<void>;
};

/**
 * Makes and starts one. The programs run as child processes the test's event loop does not wait on,
 * so a load the test drives goes on while PostgreSQL stops and starts.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "rangmanch-private-postgres-"));
  const dataDir = path.join(folder, "data");
  const program = async (name: string, args: string[]) => {
    const file = path.join(bin, name);
    await (asRoot
      ? run(RUNUSER, ["-u", "postgres", "--", file, ...args], { cwd: folder })
      : run(file, args, { cwd: folder }));
  };
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const start = () =>
    program("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(folder, "server.log"), "-w", "start"]);
  const stop = () => program("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  const remove = async () => {
    await stop().catch(() => {});
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    fs.mkdirSync(dataDir);
    if (asRoot) await run("chown", ["-R", "postgres:postgres", folder]);
    await program("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--no-sync",
      "-E",
      "UTF8",
      "--locale=C",
    ]);
    await start();
  } catch (error) {
    await remove();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, start, remove };
}
