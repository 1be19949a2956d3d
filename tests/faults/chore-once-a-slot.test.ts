// A chore runs once a slot however many processes run it (docs/operations.md, "Several processes";
// decision 063): two built servers on one PostgreSQL each schedule the every-minute chores, and
// pg-boss's singleton slot lets one job a minute through. Most of this test is waiting for the
// next minute to begin, so CI runs it beside the browser tier rather than in the fault tier's line
// (scripts/test-all.sh); it starts servers of its own on free ports and a database of its own.

import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import {
  ADMIN_POSTGRES_URL,
  CI_REQUIRES_ALL,
  freshPostgresDatabase,
  startProductServer,
  temporaryFolder,
} from "./fault-server";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

type Slot = { slot: Date; runs: number; completed: number };

describe.skipIf(!ADMIN_POSTGRES_URL && !CI_REQUIRES_ALL)("two server processes on one PostgreSQL", () => {
  test("the every-minute chore runs once a slot, not once a process", async () => {
    const database = await freshPostgresDatabase("rangmanch_faults_chore_slots");
    cleanups.push(database.drop);
    const servers = await Promise.all(
      ["one", "two"].map((name) =>
        startProductServer({ dataDir: temporaryFolder(`chore-slots-${name}`), databaseUrl: database.url }),
      ),
    );
    for (const server of servers) cleanups.push(() => server.stop());
    // Only the slots that began once both were serving count: before that one process ran alone.
    const bothServing = new Date();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());
    const slotsSince = async (since: Date) =>
      (
        await client.query<Slot>(
          `select singleton_on as slot, count(*)::int as runs,
                  count(*) filter (where state = 'completed')::int as completed
           from pgboss.job where name = 'chore.unread-message-emails' and singleton_on >= $1
           group by singleton_on order by singleton_on`,
          [since],
        )
      ).rows;

    const deadline = Date.now() + 150_000;
    let slots: Slot[] = [];
    while (!slots.some((slot) => slot.completed === 1)) {
      if (Date.now() > deadline)
        throw new Error(`no chore slot completed since ${bothServing.toISOString()}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      slots = await slotsSince(bothServing);
    }
    for (const slot of slots) expect(slot.runs, `runs in the slot of ${slot.slot.toISOString()}`).toBe(1);
    console.log(
      `two processes, ${slots.length} slot(s) since both served: ${slots.map((s) => `${s.slot.toISOString()} ${s.runs} run`).join(", ")}`,
    );
  }, 240_000);
});
