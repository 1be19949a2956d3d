import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { auditions } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { adminQuery, withDatabase } from "./global-setup";

// Two servers starting together on one empty PostgreSQL database must not
// both migrate or both seed. (PGlite allows one process, so this is PostgreSQL's case.)
describe.runIf(process.env.DATABASE_URL)("start-up on PostgreSQL", () => {
  it("migrates and seeds once when two processes start together", async () => {
    const url = process.env.DATABASE_URL!;
    const name = `rangmanch_start_${Date.now().toString(36)}`;
    await adminQuery(url, `create database ${name}`);
    const handles = await Promise.all(
      [1, 2].map(() => openDatabase({ kind: "postgres", url: withDatabase(url, name), maxConnections: 2 })),
    );
    try {
      const results = await Promise.all(
        handles.map((handle) =>
          handle.withStartupLock(async (db) => {
            await migrateDatabase(handle, db);
            return seedDatabase(db);
          }),
        ),
      );
      expect(results.sort()).toEqual(["already-seeded", "seeded"]);
      const rows = await handles[0]!.db.select({ n: count() }).from(auditions);
      expect(rows[0]!.n).toBe(16);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await adminQuery(url, `drop database if exists ${name}`);
    }
  });
});
