import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed/seed.server";

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteSnapshot: string;
  }
}

/**
 * Migrates and seeds one database for the whole run, then every test file
 * starts from a copy of it: a PostgreSQL template database when DATABASE_URL
 * is set, otherwise a PGlite data-directory snapshot.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `rangmanch_tpl_${process.pid}`;
    await adminQuery(url, `drop database if exists ${template}`);
    await adminQuery(url, `create database ${template}`);
    const handle = await openDatabase({
      kind: "postgres",
      url: withDatabase(url, template),
      maxConnections: 2,
    });
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
    await handle.close();
    project.provide("pgTemplate", template);
    project.provide("pgliteSnapshot", "");
    return async () => {
      await adminQuery(url, `drop database if exists ${template}`);
    };
  }

  const handle = await openDatabase({ kind: "pglite" });
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  const client = (handle.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rangmanch-test-"));
  const snapshot = path.join(dir, "snapshot.tar");
  await fs.writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgTemplate", "");
  project.provide("pgliteSnapshot", snapshot);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
