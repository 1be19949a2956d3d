// A PostgreSQL server of the test's own, in a temporary folder on a free port, that the test may
// stop and start at will (the machine's shared one serves the other test tiers, which a restart
// would break). Made with the machine's own PostgreSQL programs (Debian's postgresql package):
// initdb and pg_ctl, run as the postgres user when the tests run as root, which PostgreSQL refuses.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

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
  /** A fast shutdown: open connections are ended, new ones refused. */
  stop(): void;
  start(): void;
  remove(): void;
};

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "rangmanch-private-postgres-"));
  const dataDir = path.join(folder, "data");
  fs.mkdirSync(dataDir);
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", folder]);
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : path.join(bin, program),
      asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args,
      {
        stdio: ["ignore", "ignore", "pipe"],
        cwd: folder,
      },
    );
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () =>
    run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(folder, "server.log"), "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}
