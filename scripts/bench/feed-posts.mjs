// Fills the bench's fresh PostgreSQL database with feed posts (issue 13: the
// feed's first page measured over 1,000,000 posts), written by the sample
// accounts and the bench's own member, with likes counted on a share of them
// and a few comments, so the page's queries meet a realistic table.
import pg from "pg";

export async function fillFeedPosts(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    // One statement in batches of 100,000: the server's own sample posts stay, ids keep growing.
    for (let done = 0; done < count; done += 100_000) {
      const batch = Math.min(100_000, count - done);
      await client.query(
        `insert into feed_posts (author_id, body, category, like_count, comment_count, share_count, created_at)
         select authors.ids[1 + (n % array_length(authors.ids, 1))],
                'Bench post ' || n || ': rehearsal notes, a casting call or a moment from set.',
                (array['Content Creation','Film','Television','Music','Theatre','Dance'])[1 + (n % 6)],
                case when n % 50 = 0 then 250 + (n % 500) else n % 120 end,
                0, n % 7,
                now() - make_interval(secs => ($1::int - n))
         from generate_series(1, $1::int) as n,
              (select array_agg(id order by id) as ids from "user") as authors`,
        [batch],
      );
    }
    await client.query("analyze feed_posts");
    return Math.round((Date.now() - started) / 1000);
  } finally {
    await client.end();
  }
}
