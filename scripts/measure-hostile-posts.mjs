// Measures what one hostile request costs a running server:
// a bio of "<a<a<a…" posted to the profile editor while /healthz is timed,
// and three 30 MB form posts. Run against a server of your own:
//   node scripts/measure-hostile-posts.mjs http://localhost:3000
// It signs up one throwaway account on that server, and prints the server's
// memory before and after when given its process id as a second argument.
const base = process.argv[2] ?? "http://localhost:3000";
const pid = process.argv[3];
const { readFileSync } = await import("node:fs");
const rss = () =>
  pid
    ? `${Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024)} MB`
    : "?";
console.log(`server memory (RSS) at the start: ${rss()}`);
const form = (fields) => ({
  method: "POST",
  redirect: "manual",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

const email = `measure-${Date.now()}@example.com`;
const password = "Stage#Light42";
await fetch(
  `${base}/signup`,
  form({ fullName: "Measure Person", email, password, category: "acting", agreeToTerms: "on" }),
);
const signedIn = await fetch(`${base}/login`, form({ email, password }));
const cookie = signedIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const page = await (await fetch(`${base}/about`, { headers: { cookie } })).text();
const username = /href="\/u\/([^"]+)"/.exec(page)?.[1];
const profile = await (await fetch(`${base}/u/${username}`, { headers: { cookie } })).text();
const profileId = /\/edit-profile\/(\d+)/.exec(profile)?.[1];
if (!profileId) throw new Error("Could not find the new account's profile.");

/** A refused body may end in a closed connection rather than a reply. */
const closed = (error) => ({ status: `connection closed (${error.cause?.code ?? error.message})` });

const timed = async (work) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
};

for (const kilobytes of [100, 192]) {
  const bio = "<a".repeat((kilobytes * 1024) / 2);
  const post = timed(() =>
    fetch(`${base}/edit-profile/${profileId}`, {
      ...form({ name: "Measure Person", role: "Actor", location: "Mumbai", username, bio }),
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    }).catch(closed),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  const health = await timed(() => fetch(`${base}/healthz`));
  const { result, ms } = await post;
  console.log(
    `${kilobytes} KB "<a" bio: ${result.status} in ${ms} ms; /healthz answered in ${health.ms} ms meanwhile`,
  );
}

for (let i = 1; i <= 3; i++) {
  const { result, ms } = await timed(() =>
    fetch(`${base}/contact`, form({ name: "a".repeat(30 * 1024 * 1024) })).catch(closed),
  );
  console.log(`30 MB form post ${i}: ${result.status} in ${ms} ms`);
}
console.log(`server memory (RSS) at the end: ${rss()}`);
