import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

/**
 * PGlite keeps one embedded PostgreSQL in a folder; two processes opening it
 * would corrupt it. The first server writes its pid to a lock file and a
 * second one refuses to start. A lock left by a process that no longer runs
 * (a crash) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `Another Rangmanch server (process ${holder}) is already using the embedded database in ${dataDir}. ` +
            "Stop it first, or give this server its own DATA_DIR, or point both at PostgreSQL with DATABASE_URL.",
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${lockPath}.`);
}

/** Whether a process with this id runs (one owned by another user counts). */
export function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
