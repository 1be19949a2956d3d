import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

/** The one database type every service uses, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** dataDir undefined means an in-memory database (tests). */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close() };
}

let current: DatabaseHandle | undefined;

/** Installs the process-wide database: the server does it at start, tests per file. */
export function setDatabase(handle: DatabaseHandle | undefined) {
  current = handle;
}

export function getDb(): Database {
  if (!current) throw new Error("The database has not been opened yet.");
  return current.db;
}

/** For /readyz: true when a trivial query answers. */
export async function isDatabaseReachable(): Promise<boolean> {
  if (!current) return false;
  try {
    await current.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
