import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { expect } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { adminQuery, withDatabase } from "./global-setup";

/*
 * A database as an earlier release left it, for the tests of a migration that
 * changes stored data: an empty database of its own, migrated up to (not
 * including) the migration under test, written to as that release wrote, and
 * then migrated the whole way with migrateDatabase.
 */

/** A database of its own, empty: in memory for PGlite, a new database on the PostgreSQL server. */
export async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { handle: await openDatabase({ kind: "pglite" }), drop: async () => {} };
  const name = `rangmanch_older_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name}`);
  const handle = await openDatabase({ kind: "postgres", url: withDatabase(url, name), maxConnections: 2 });
  return { handle, drop: () => adminQuery(url, `drop database if exists ${name}`) };
}

/** A copy of drizzle/ holding only the migrations before `tag`: the schema the previous release had. */
export async function migrationsBefore(tag: string): Promise<string> {
  const source = path.resolve("drizzle");
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "rangmanch-migrations-"));
  const journal = JSON.parse(await fs.readFile(path.join(source, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await fs.mkdir(path.join(folder, "meta"));
  await fs.writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries) {
    await fs.copyFile(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/** Applies the migrations in `folder` (one made by migrationsBefore) to the database. */
export async function migrateFrom(handle: DatabaseHandle, folder: string) {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}
