// The load test (npm run load, issue 26): seeds one PostgreSQL database with
// the issue's data set (scripts/bench/load-data.mjs: 100,000 profiles, 100,000
// jobs, 20,000 auditions, 1,000,000 feed posts and 1,000,000 messages), starts
// one production server on it, and drives a mix of page views (signed out and
// signed in), searches, applications and messages:
//
// 1. capacity: a closed loop of the same mix (--capacity-concurrency clients,
//    each sending its next request as soon as the last is answered) for
//    --capacity-seconds; the requests answered a second is what the machine
//    can serve;
// 2. the run: the mix OPEN LOOP at --rate requests a second (default half the
//    capacity) for --seconds: each request is sent at its own fixed moment
//    whether or not earlier ones are answered, and its time is counted from
//    that moment, so waiting in a queue counts.
//
// Every request is one that should succeed (an error is any answer but 200, or
// none): members apply to open postings they have not applied to, each posting
// once (never their own), and send messages into their own conversations, far
// below the limits (LIMITS in app/features/security/rate-limit.server.ts).
// The members (--members, default 2,000) are made in the database with
// sessions (scripts/bench/seeded-members.mjs): sign-up takes 20 accounts an
// hour from one address. Prints the errors by status, p50/p95/p99 per route,
// the achieved rate, the server's memory (VmRSS) at the start and end and its
// CPU per request, and writes them to --json.
//
//   npm run load -- [--rate <n>] [--seconds 60] [--capacity-seconds 20] [--capacity-concurrency 32]
//     [--profiles 100000] [--members 2000] [--jobs 100000] [--auditions 20000]
//     [--posts 1000000] [--messages 1000000] [--keep] [--no-build] [--json <file>] [--log-level warn]
//
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; the role needs
// CREATEDB. The database rangmanch_load is dropped at the end unless --keep (then the next run with
// --keep and the same sizes uses it again without seeding). Exit status: 1 if any request failed,
// 2 if the run failed, else 0.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { runCleanups } from "./bench/cleanup.mjs";
import { processCpuMs } from "./bench/cpu.mjs";
import { describeError } from "./bench/describe-error.mjs";
import { DATASET_OPTIONS, datasetOf, loadDatabase } from "./bench/load-data.mjs";
import { describeMachine, loadAverage, machineFacts } from "./bench/machine.mjs";
import { closedLoop, errorsByStatus, latencies, openLoop, round, send } from "./bench/open-loop.mjs";
import { printUsageAndExit } from "./bench/options.mjs";
import { CITIES, ROLES } from "./bench/postings-seed.mjs";
import { waitForQuiet } from "./bench/quiet.mjs";
import { conversationsOfPairs, cookieFor, memberId } from "./bench/seeded-members.mjs";
import { buildCheckout } from "./bench/server.mjs";
import { startServer, waitUntilIdle } from "./bench/server-on-folder.mjs";
import { printTable } from "./bench/table.mjs";

const BROWSER = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  "Accept-Encoding": "gzip",
};
const PAGE = { ...BROWSER, Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
const DATA = { ...BROWSER, Accept: "*/*" };

const { values: options } = parseArgs({
  options: {
    ...DATASET_OPTIONS,
    rate: { type: "string" },
    seconds: { type: "string", default: "60" },
    "capacity-seconds": { type: "string", default: "20" },
    "capacity-concurrency": { type: "string", default: "32" },
    "no-build": { type: "boolean", default: false },
    json: { type: "string" },
    "log-level": { type: "string", default: "warn" },
    help: { type: "boolean", default: false },
  },
});
if (options.help) printUsageAndExit(import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const exitCode = await main().catch((error) => {
  console.error(`\nload failed: ${describeError(error)}`);
  return 2;
});
await runCleanups();
process.exit(exitCode);

async function main() {
  const sizes = datasetOf(options);
  const seconds = Number(options.seconds);
  const capacitySeconds = Number(options["capacity-seconds"]);
  const concurrency = Number(options["capacity-concurrency"]);
  const machine = machineFacts(root);
  const loadAtStart = loadAverage();
  console.log(`Machine: ${describeMachine(machine)} (checkout ${machine.commit})`);
  console.log(`Load average at start: ${loadAtStart.join(", ")} (1, 5, 15 min)`);
  if (!options["no-build"]) buildCheckout(root);

  const database = await loadDatabase({ root, sizes, keep: options.keep, logLevel: options["log-level"] });
  const plan = await drawPlan(database.databaseUrl, sizes);
  const server = await startServer({
    root,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    logLevel: options["log-level"],
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  try {
    const mix = makeMix(server.baseUrl, plan);
    const rssAtStartMb = residentMb(server.pid);
    // Warm: every route once, then a few seconds of the mix, none counted.
    for (const route of mix.routes) {
      const outcome = await send(agent, route.make(0, mix), performance.now());
      if (outcome.status !== 200) {
        throw new Error(`${route.name} answered ${outcome.status ?? outcome.error} while warming up`);
      }
    }
    await closedLoop(agent, mix, { concurrency: 4, seconds: 5 });

    await waitUntilIdle(server.baseUrl);
    const quietBeforeCapacity = await waitForQuiet();
    console.log(`\nCapacity: a closed loop of ${concurrency} clients for ${capacitySeconds} s...`);
    const capacity = await closedLoop(agent, mix, { concurrency, seconds: capacitySeconds });
    const capacityErrors = errorsByStatus(capacity.outcomes);
    console.log(
      `  ${capacity.outcomes.length} answered, ${capacity.perSecond.toFixed(1)} a second; errors: ${JSON.stringify(capacityErrors)}`,
    );
    const rate = options.rate ? Number(options.rate) : Math.max(1, Math.round(capacity.perSecond / 2));

    await waitUntilIdle(server.baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await waitForQuiet();
    const loadAtRunStart = loadAverage();
    const rssAtRunStartMb = residentMb(server.pid);
    const cpuBefore = processCpuMs(server.pid);
    console.log(
      `\nOpen loop: ${rate} requests a second for ${seconds} s (load average ${loadAtRunStart.join(", ")})...`,
    );
    const run = await openLoop(agent, mix, { rate, seconds });
    const cpuMs = processCpuMs(server.pid) - cpuBefore;
    const rssAtEndMb = residentMb(server.pid);
    const loadAtEnd = loadAverage();

    const outcomes = run.outcomes;
    const errors = errorsByStatus(outcomes);
    const errorCount = Object.values(errors).reduce((sum, count) => sum + count, 0);
    const routes = mix.routes.map((route) => ({
      route: route.name,
      kind: route.kind,
      ...latencies(outcomes.filter((outcome) => outcome.route === route.name)),
    }));
    const overall = latencies(outcomes);
    const report = {
      machine,
      loadAverage: {
        start: loadAtStart,
        capacityStart: quietBeforeCapacity.load,
        runStart: loadAtRunStart,
        end: loadAtEnd,
      },
      sizes,
      seededSeconds: database.seconds,
      reusedDatabase: database.reused,
      counts: plan.counts,
      capacity: {
        method: `closed loop of the same mix, ${concurrency} clients each sending its next request when the last is answered`,
        concurrency,
        seconds: capacitySeconds,
        answered: capacity.outcomes.length,
        perSecond: round(capacity.perSecond),
        errors: capacityErrors,
        overall: latencies(capacity.outcomes),
      },
      run: {
        rate,
        seconds,
        scheduled: run.scheduled,
        answered: outcomes.length,
        achievedRate: round(outcomes.length / run.elapsedSeconds),
        elapsedSeconds: round(run.elapsedSeconds),
        lateSendsOver10Ms: run.lateSends,
        errors,
        errorCount,
        examples: outcomes.filter((outcome) => outcome.status !== 200).slice(0, 10),
        overall,
        routes,
      },
      server: {
        rssMb: { atServerStart: rssAtStartMb, atRunStart: rssAtRunStartMb, atRunEnd: rssAtEndMb },
        cpuMsPerRequest: round(cpuMs / Math.max(1, outcomes.length)),
      },
    };
    print(report);
    if (options.json) {
      fs.writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`Figures written to ${options.json}`);
    }
    if (errorCount > 0) console.error(`The server's log ends:\n${server.logTail(20)}`);
    return errorCount > 0 ? 1 : 0;
  } catch (error) {
    console.error(`The server's log ends:\n${server.logTail()}`);
    throw error;
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/**
 * What the mix draws from, read from the seeded rows: usernames, job and
 * audition ids (open ones that nobody has applied to, with their poster and
 * role, for the applications), the members' conversations, search words.
 */
async function drawPlan(databaseUrl, sizes) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = async (text, params) => (await client.query(text, params)).rows;
    const usernames = (
      await rows(
        "select username from profiles where user_id is null or user_id like 'bench-member-%' order by md5(id::text) limit 5000",
      )
    ).map((row) => row.username);
    const jobs = (await rows("select id from jobs order by md5(id::text) limit 5000")).map((row) => row.id);
    const auditions = (await rows("select id from auditions order by md5(id::text) limit 5000")).map(
      (row) => row.id,
    );
    // Open for days yet, so none closes during the run; never applied to, so a kept database's next run works.
    const openJobs = await rows(
      `select id, poster_id as poster from jobs j where closed_at is null and deadline > now() + interval '2 days'
         and not exists (select 1 from applications a where a.job_id = j.id)
       order by md5(id::text) limit 20000`,
    );
    const openAuditions = await rows(
      `select a.id, a.poster_id as poster, min(r.id) as role from auditions a join posting_roles r on r.audition_id = a.id
       where a.closed_at is null and a.date > now() + interval '2 days' and r.filled_at is null
         and not exists (select 1 from applications x where x.audition_id = a.id)
       group by a.id order by md5(a.id::text) limit 20000`,
    );
    const firstNames = (
      await rows(
        "select split_part(name, ' ', 1) as word, count(*) from profiles group by 1 order by 2 desc limit 60",
      )
    ).map((row) => row.word);
    const conversations = await conversationsOfPairs((text, params) => client.query(text, params));
    const [counted] = await rows(
      `select (select count(*) from profiles)::int as profiles, (select count(*) from jobs)::int as jobs,
         (select count(*) from auditions)::int as auditions, (select count(*) from feed_posts)::int as posts,
         (select count(*) from messages)::int as messages, (select count(*) from "user")::int as accounts`,
    );
    console.log(
      `Data: ${Object.entries(counted)
        .map(([name, count]) => `${count.toLocaleString("en")} ${name}`)
        .join(
          ", ",
        )}; ${openJobs.length.toLocaleString("en")} open jobs and ${openAuditions.length.toLocaleString("en")} open auditions drawn for applications.`,
    );
    return {
      members: sizes.members,
      usernames,
      jobs,
      auditions,
      openJobs,
      openAuditions,
      firstNames,
      conversations,
      counts: counted,
    };
  } finally {
    await client.end();
  }
}

/**
 * The mix: each route with its weight (out of the sum) and how to make its
 * k-th request. Requests take turns through a fixed order of the weighted
 * routes (stride 37 over the slots), so every stretch of the run has the mix.
 */
function makeMix(baseUrl, plan) {
  const get = (path, cookie) => ({
    method: "GET",
    url: `${baseUrl}${path}`,
    headers: {
      ...(path.includes(".data") || path.startsWith("/api/") ? DATA : PAGE),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  // A form the browser's fetcher posts (React Router single fetch: the route's .data address), same-site.
  const post = (path, cookie, fields) => ({
    method: "POST",
    url: `${baseUrl}${path}`,
    headers: {
      ...DATA,
      Cookie: cookie,
      Origin: baseUrl,
      "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
    },
    body: new URLSearchParams(fields).toString(),
  });
  const at = (list, k) => list[(k * 7919) % list.length];
  const member = (k) => 1 + ((k * 7) % plan.members);
  const pairOf = (memberNumber) => Math.ceil(memberNumber / 2);
  /**
   * Applications to one kind of posting (the Apply form's fields): each to the next open posting
   * drawn, never twice, never the applicant's own.
   */
  const applyRoute = (kind, weight, fields) => {
    const list = kind === "job" ? plan.openJobs : plan.openAuditions;
    let next = 0;
    return {
      name: `POST /${kind}s/:id (apply)`,
      kind: "write",
      weight,
      make: (k) => {
        const applicant = member(k + (kind === "job" ? 3 : 5));
        while (next < list.length && list[next].poster === memberId(applicant)) next += 1;
        const posting = list[next++];
        if (!posting) throw new Error(`The run used every open ${kind} drawn; draw more (drawPlan).`);
        return post(`/${kind}s/${posting.id}.data`, cookieFor(applicant), {
          intent: "apply",
          ...fields(posting),
        });
      },
    };
  };
  const searchWord = (k) => (k % 2 === 0 ? at(plan.firstNames, k) : at(ROLES, k).split(" ")[0]);
  const routes = [
    // Signed-out page views.
    { name: "GET / (home)", kind: "page", weight: 6, make: () => get("/") },
    { name: "GET /jobs", kind: "page", weight: 5, make: () => get("/jobs") },
    { name: "GET /auditions", kind: "page", weight: 4, make: () => get("/auditions") },
    { name: "GET /collaboration", kind: "page", weight: 3, make: () => get("/collaboration") },
    { name: "GET /jobs/:id", kind: "page", weight: 7, make: (k) => get(`/jobs/${at(plan.jobs, k)}`) },
    {
      name: "GET /auditions/:id",
      kind: "page",
      weight: 5,
      make: (k) => get(`/auditions/${at(plan.auditions, k)}`),
    },
    { name: "GET /u/:username", kind: "page", weight: 8, make: (k) => get(`/u/${at(plan.usernames, k)}`) },
    { name: "GET /discover", kind: "page", weight: 4, make: () => get("/discover") },
    { name: "GET /feed", kind: "page", weight: 5, make: () => get("/feed") },
    { name: "GET /news", kind: "page", weight: 3, make: () => get("/news") },
    // Signed-in page views.
    {
      name: "GET /feed (member)",
      kind: "member page",
      weight: 4,
      make: (k) => get("/feed", cookieFor(member(k))),
    },
    {
      name: "GET /jobs (member)",
      kind: "member page",
      weight: 3,
      make: (k) => get("/jobs", cookieFor(member(k))),
    },
    {
      name: "GET /messages/:id (member)",
      kind: "member page",
      weight: 4,
      make: (k) => get(`/messages/${plan.conversations.get(pairOf(member(k)))}`, cookieFor(member(k))),
    },
    {
      name: "GET /applications (member)",
      kind: "member page",
      weight: 2,
      make: (k) => get("/applications", cookieFor(member(k))),
    },
    // Searches, signed out.
    {
      name: "GET /jobs?q=",
      kind: "search",
      weight: 5,
      make: (k) => get(`/jobs?${new URLSearchParams({ q: at(ROLES, k), where: at(CITIES, k + 1) })}`),
    },
    {
      name: "GET /discover?q=",
      kind: "search",
      weight: 5,
      make: (k) => get(`/discover?${new URLSearchParams({ q: searchWord(k) })}`),
    },
    {
      name: "GET /api/search-suggestions?q=",
      kind: "search",
      weight: 5,
      make: (k) =>
        get(`/api/search-suggestions?${new URLSearchParams({ q: searchWord(k).slice(0, 2 + (k % 3)) })}`),
    },
    // Writes, signed in.
    applyRoute("job", 5, () => ({
      note: "I have worked on two features in this role and can start at once.",
      mediaUrl: "",
    })),
    applyRoute("audition", 3, (audition) => ({
      // The audition's one role, checked by default on its form.
      role: String(audition.role),
      note: "Self-tape ready; available on the audition day.",
      mediaUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    })),
    {
      name: "POST /messages/:id (send)",
      kind: "write",
      weight: 7,
      make: (k) => {
        const sender = member(k + 1);
        return post(`/messages/${plan.conversations.get(pairOf(sender))}.data`, cookieFor(sender), {
          intent: "send",
          body: `Load test message ${k}: see you at the shoot.`,
        });
      },
    },
  ];
  const slots = routes.flatMap((route, index) => Array.from({ length: route.weight }, () => index));
  const stride = strideFor(slots.length);
  const made = routes.map(() => 0);
  return {
    routes,
    /** The index-th request of the mix: its route's name and the request. */
    next(index) {
      const routeIndex = slots[(index * stride) % slots.length];
      const route = routes[routeIndex];
      const k = made[routeIndex]++;
      return { route: route.name, ...route.make(k) };
    },
  };
}

/** A step through the slots that visits each once per round (coprime with their count). */
function strideFor(count) {
  const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
  let stride = 37;
  while (gcd(stride, count) !== 1) stride += 1;
  return stride;
}

/** The server process's resident memory in MB, from /proc (Linux). */
function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024);
}

function print(report) {
  const { run, capacity, server } = report;
  console.log(
    `\nOpen loop at ${run.rate}/s for ${run.seconds} s (capacity ${capacity.perSecond}/s in a closed loop of ${capacity.concurrency}): ${run.answered} of ${run.scheduled} answered, ${run.achievedRate}/s achieved`,
  );
  printTable(
    ["route", "kind", "count", "errors", "p50 ms", "p95 ms", "p99 ms", "max ms"],
    [...run.routes, { route: "all", kind: "", ...run.overall }].map((row) => [
      row.route,
      row.kind,
      row.count,
      row.errors,
      row.p50,
      row.p95,
      row.p99,
      row.max,
    ]),
  );
  console.log(`Errors: ${run.errorCount} ${JSON.stringify(run.errors)}`);
  console.log(
    `Server memory (VmRSS): ${server.rssMb.atServerStart} MB at start, ${server.rssMb.atRunStart} MB as the run began, ${server.rssMb.atRunEnd} MB at its end; ${server.cpuMsPerRequest} ms of server CPU a request`,
  );
  console.log(`Sends more than 10 ms behind their time: ${run.lateSendsOver10Ms}`);
  console.log(`Load average at end: ${report.loadAverage.end.join(", ")} (1, 5, 15 min)`);
}
