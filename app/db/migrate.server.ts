import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { config } from "~/lib/config.server";
import type { Database, DatabaseHandle } from "./client.server";
import { installJobQueue } from "./job-queue.server";
import { type ReferenceSyncResult, syncReferenceData } from "./reference-data.server";

/**
 * Brings the database to what this release ships: applies pending migrations,
 * installs or upgrades the job queue's schema and queues (decision 063),
 * then puts the cities and categories tables in step with the constants
 * (decision 026). Every caller that migrates (the server's start-up, the staff
 * command, the tests' template) therefore also syncs, so no database is ever
 * on the new schema with the old reference rows. `db` may be a connection
 * other than the handle's own (see withStartupLock).
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  db: Database = handle.db,
): Promise<ReferenceSyncResult> {
  // The committed SQL migrations (MIGRATIONS_DIR, default ./drizzle); one folder serves PGlite and PostgreSQL.
  const migrationsFolder = config().migrationsDir;
  if (handle.kind === "pglite") {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
  }
  await installJobQueue(handle);
  return syncReferenceData(db);
}
