import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, DatabaseHandle } from "./client.server";

/** The committed SQL migrations; the same folder serves PGlite and PostgreSQL. */
export const migrationsFolder = process.env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), "drizzle");

/** Applies pending migrations; `db` may be a connection other than the handle's own (see withStartupLock). */
export async function migrateDatabase(handle: DatabaseHandle, db: Database = handle.db) {
  if (handle.kind === "pglite") {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
