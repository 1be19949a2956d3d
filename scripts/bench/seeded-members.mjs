// Members made straight in the database for the benches that need many at
// once (bench-messages.mjs, load-test.mjs): sign-up allows 20 accounts an hour
// from one address (LIMITS.signUpPerAddress), so a bench with hundreds cannot
// make them through the forms as scripts/bench/member.mjs makes one. Each has
// a verified account, a profile and a session; members 2k-1 and 2k share a
// conversation. The session cookie is signed the way Better Auth signs it,
// with the secret server-on-folder.mjs gives the server.
import crypto from "node:crypto";

/** The secret server-on-folder.mjs gives the server: the bench signs its members' session cookies with it. */
const AUTH_SECRET = "rangmanch-bench-auth-secret-not-for-production-0123456789";
const SESSION_COOKIE = "better-auth.session_token";

/** Member n's account id (zero-padded, so that ids sort as their numbers do). */
export const memberId = (member) => `bench-member-${String(member).padStart(6, "0")}`;

/** Member n's profile username, as seedMembers writes it. */
export const memberUsername = (member) => `bench-member-${member}`;

/** Members 1..n: accounts, profiles and sessions; members 2k-1 and 2k share a conversation. */
export async function seedMembers(query, count) {
  const started = performance.now();
  const id = "'bench-member-' || lpad(g::text, 6, '0')";
  await query(
    `insert into "user" (id, name, email, email_verified)
     select ${id}, 'Bench Member ' || g, 'bench-member-' || g || '@example.com', true
     from generate_series(1, $1::int) as g`,
    [count],
  );
  await query(
    `insert into profiles (user_id, username, name, role, location)
     select ${id}, 'bench-member-' || g, 'Bench Member ' || g, 'Actor', 'Mumbai, Maharashtra'
     from generate_series(1, $1::int) as g`,
    [count],
  );
  await query(
    `insert into session (id, token, user_id, expires_at)
     select 'bench-session-' || g, 'bench-token-' || lpad(g::text, 6, '0'), ${id}, now() + interval '7 days'
     from generate_series(1, $1::int) as g`,
    [count],
  );
  // The pair's ids sort as their numbers do (zero-padded), so member_a is always the odd one.
  await query(
    `insert into conversations (member_a, member_b)
     select 'bench-member-' || lpad((2 * g - 1)::text, 6, '0'), 'bench-member-' || lpad((2 * g)::text, 6, '0')
     from generate_series(1, $1::int) as g`,
    [Math.floor(count / 2)],
  );
  await query(
    `insert into conversation_members (conversation_id, user_id)
     select id, member_a from conversations where member_a like 'bench-member-%'
     union all select id, member_b from conversations where member_b like 'bench-member-%'`,
  );
  const conversationOfPair = await conversationsOfPairs(query);
  console.log(
    `Seeded ${count.toLocaleString("en")} members in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  return conversationOfPair;
}

/** Pair k (members 2k-1 and 2k) -> its conversation's id, read from a seeded database. */
export async function conversationsOfPairs(query) {
  const rows = (await query("select id, member_a from conversations where member_a like 'bench-member-%'"))
    .rows;
  return new Map(rows.map((row) => [(Number(row.member_a.slice("bench-member-".length)) + 1) / 2, row.id]));
}

/** The Cookie header Better Auth accepts for a session token: `token.signature`, HMAC-SHA256 with the secret, URL-encoded. */
export function cookieFor(member) {
  const token = `bench-token-${String(member).padStart(6, "0")}`;
  const signature = crypto.createHmac("sha256", AUTH_SECRET).update(token).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}
