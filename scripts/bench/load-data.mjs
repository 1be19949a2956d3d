// The load test's data set, in one PostgreSQL database that
// load-test.mjs and bench-public-lists.mjs share: by default 100,000 profiles
// (2,000 of them the bench's own signed-in members, the rest made-up
// professionals from search-seed.mjs), 100,000 jobs and 20,000 auditions
// posted by the members (postings-seed.mjs), 1,000,000 feed posts by the
// members and the sample accounts (feed-posts.mjs) and 1,000,000 messages in
// the members' conversations, 1,000 a pair, over the last 30 days.
//
// The database is rangmanch_load on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres; the role needs CREATEDB). With
// --keep it stays, marked with a comment naming the sizes it holds, and the
// next run with --keep and the same sizes uses it again without seeding; a
// run without --keep drops it at the end.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { onCleanup } from "./cleanup.mjs";
import { fillFeedPosts } from "./feed-posts.mjs";
import { seedPostings } from "./postings-seed.mjs";
import { seedSearchProfiles } from "./search-seed.mjs";
import { memberId, seedMembers } from "./seeded-members.mjs";
import { DEFAULT_POSTGRES_URL } from "./server.mjs";
import { startServer } from "./server-on-folder.mjs";

const DATABASE_NAME = "rangmanch_load";

/** The command-line options that size the data set (node:util parseArgs), with the issue's sizes. */
export const DATASET_OPTIONS = {
  profiles: { type: "string", default: "100000" },
  members: { type: "string", default: "2000" },
  jobs: { type: "string", default: "100000" },
  auditions: { type: "string", default: "20000" },
  posts: { type: "string", default: "1000000" },
  messages: { type: "string", default: "1000000" },
  keep: { type: "boolean", default: false },
};

/** The sizes the options ask for, checked. */
export function datasetOf(values) {
  const sizes = {};
  for (const name of ["profiles", "members", "jobs", "auditions", "posts", "messages"]) {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number ≥ 0.`);
    sizes[name] = value;
  }
  if (sizes.members < 2 || sizes.members % 2 !== 0 || sizes.members > 999_999)
    throw new Error("--members must be an even number from 2 to 999,998.");
  if (sizes.profiles < sizes.members) throw new Error("--profiles must be at least --members.");
  return sizes;
}

/**
 * The seeded database, made now or found from an earlier --keep run with the
 * same sizes. Resolves to `{ databaseUrl, dataDir, reused, seconds }`; a server
 * for the measurement starts on `dataDir` and `databaseUrl`.
 */
export async function loadDatabase({ root, sizes, keep, logLevel = "warn" }) {
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE_NAME}`;
  const databaseUrl = url.toString();
  const marker = `rangmanch load data ${Object.entries(sizes)
    .map(([name, value]) => `${name}=${value}`)
    .join(" ")}`;
  const admin = async (work) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const reused = await admin(async (client) => {
    const { rows } = await client.query(
      "select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1",
      [DATABASE_NAME],
    );
    if (keep && rows[0]?.note === marker) return true;
    await client.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await client.query(`create database ${DATABASE_NAME}`);
    return false;
  });
  if (!keep) {
    onCleanup(`drop ${DATABASE_NAME}`, () =>
      admin((client) => client.query(`drop database if exists ${DATABASE_NAME} with (force)`)),
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rangmanch-load-"));
  onCleanup(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (reused) {
    console.log(`Using the kept database ${DATABASE_NAME} (${marker}).`);
    return { databaseUrl, dataDir, reused, seconds: 0 };
  }

  // The production server migrates the empty database on start and adds the sample rows.
  const migrating = await startServer({ root, dataDir, databaseUrl, logLevel });
  await migrating.stop();
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seedAll((text, params) => client.query(text, params), databaseUrl, sizes);
  } finally {
    await client.end();
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`Seeded the data set in ${seconds} s.`);
  if (keep) await admin((client) => client.query(`comment on database ${DATABASE_NAME} is '${marker}'`));
  return { databaseUrl, dataDir, reused, seconds };
}

async function seedAll(query, databaseUrl, sizes) {
  const step = async (name, work) => {
    const started = performance.now();
    await work();
    console.log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  };
  await query("set synchronous_commit = off");
  await step(`${sizes.members.toLocaleString("en")} members`, () => seedMembers(query, sizes.members));
  await step(`${(sizes.profiles - sizes.members).toLocaleString("en")} more profiles`, () =>
    seedSearchProfiles(query, { rows: sizes.profiles - sizes.members }),
  );
  const posters = Array.from({ length: sizes.members }, (_, index) => memberId(index + 1));
  await step(
    `${sizes.jobs.toLocaleString("en")} jobs, ${sizes.auditions.toLocaleString("en")} auditions`,
    () => seedPostings(query, { jobs: sizes.jobs, auditions: sizes.auditions, posters, log: () => {} }),
  );
  await step(`${sizes.posts.toLocaleString("en")} feed posts`, () => fillFeedPosts(databaseUrl, sizes.posts));
  await step(`${sizes.messages.toLocaleString("en")} messages`, () => seedMessages(query, sizes.messages));
  // As autovacuum leaves a running database: statistics, and the visibility map that lets a count
  // read an index alone (index-only scans); a freshly loaded table has none of it.
  await step("vacuum analyze", () => query("vacuum analyze"));
}

const MESSAGE_LINES = [
  "Hi! Saw your showreel, are you free for a look test next week?",
  "Thanks, sending my headshots and a self-tape link now.",
  "The shoot moved to Film City, call time 7 am.",
  "Can you do a Marathi accent for the second scene?",
  "Budget is fixed for the day, travel and food covered.",
  "Loved the edit. Two notes on the last act, can we talk tonight?",
  "Sure, I'll be there. Should I bring my own costume?",
  "Sharing the script pages for the audition.",
];

/**
 * `count` messages in the members' conversations, spread evenly, the oldest 30
 * days ago; each conversation's last message time and each member's read
 * marker follow (all read but the last few of the other's).
 */
async function seedMessages(query, count) {
  const { rows } = await query(
    "select count(*)::int as n from conversations where member_a like 'bench-member-%'",
  );
  const pairs = rows[0].n;
  if (pairs === 0 || count === 0) return;
  const perPair = Math.ceil(count / pairs);
  const lines = `array[${MESSAGE_LINES.map((line) => `'${line.replaceAll("'", "''")}'`).join(",")}]`;
  // Batches of conversations; in each, the messages in time order, so that ids grow with time.
  const batchPairs = Math.max(1, Math.floor(100_000 / perPair));
  const { rows: ids } = await query(
    "select id from conversations where member_a like 'bench-member-%' order by id",
  );
  for (let first = 0; first < ids.length; first += batchPairs) {
    const batch = ids.slice(first, first + batchPairs).map((row) => row.id);
    await query(
      `insert into messages (conversation_id, sender_id, body, created_at)
       select c.id, case when (s + c.id) % 3 = 0 then c.member_b else c.member_a end,
         (${lines})[1 + (s + c.id) % ${MESSAGE_LINES.length}],
         now() - make_interval(secs => (30 * 24 * 3600.0) * ($2::int - s) / $2::int + (c.id % 600))
       from conversations c cross join generate_series(1, $2::int) as s
       where c.id = any($1::int[])
       order by s, c.id`,
      [batch, perPair],
    );
  }
  await query(
    `update conversations c set last_message_at = m.last
     from (select conversation_id, max(created_at) as last from messages group by 1) m
     where m.conversation_id = c.id and c.member_a like 'bench-member-%'`,
  );
  await query(
    `update conversation_members cm set read_up_to = m.up_to
     from (select conversation_id, max(id) - 3 as up_to from messages group by 1) m
     where m.conversation_id = cm.conversation_id and cm.user_id like 'bench-member-%'`,
  );
  await query("analyze messages");
}
