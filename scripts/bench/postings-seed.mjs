// Jobs and auditions for the benches (bench-jobs.mjs, load-test.mjs and
// bench-public-lists.mjs through load-data.mjs): generated inside the database
// with generate_series from the word lists below, beside the sample rows.
// Jobs are posted over the last 60 days with deadlines from 10 days ago to 60
// days ahead (so about one in seven has passed); auditions fall from 10 days
// ago to 50 days ahead in the spec's six metros, each casting one role (a
// posting_roles row, as the audition form makes it).
// The job list's own categories, kinds and levels (Node.js 24 reads the TypeScript constants as they are).
import { JOB_CATEGORIES, JOB_EXPERIENCE_LEVELS, JOB_TYPES } from "../../app/constants/jobs.ts";

// The words the seeded jobs are made of, and so what people search for.
export const ROLES = [
  "Actor",
  "Director",
  "Editor",
  "Cinematographer",
  "Writer",
  "Producer",
  "Dancer",
  "Composer",
  "Gaffer",
  "Sound Recordist",
  "Colourist",
  "Stunt Coordinator",
  "Casting Assistant",
  "Voice Artist",
  "VFX Artist",
  "Make-up Artist",
];
const LEVELS = ["Lead", "Assistant", "Senior", "Junior", "Second Unit", "Associate", "Chief", "Trainee"];
export const COMPANIES = [
  "Kesari Motion Pictures",
  "Bandstand Studios",
  "Marina Sound Works",
  "Hooghly Films",
  "Charminar Pictures",
  "Pixel Ghat Studios",
  "Yamuna Repertory",
  "Coromandel Pictures",
  "Deccan Frames",
  "Malabar Media",
];
export const CITIES = ["mumbai", "delhi", "chennai", "hyderabad", "kolkata", "bangalore"];
const AUDITION_ROLES = ["Lead", "Supporting", "Child Artist", "Villain", "Comic Relief", "Dancer"];

const array = (list) => `array[${list.map((item) => `'${item.replaceAll("'", "''")}'`).join(",")}]`;

/**
 * Adds `jobs` jobs and `auditions` auditions, posted in turn by the accounts
 * `posters` (their ids); `log(line)` hears about progress. `query(text, params)`
 * answers `{ rows }` (node-postgres or PGlite).
 */
export async function seedPostings(query, { jobs, auditions, posters, log = console.log }) {
  const started = performance.now();
  const batch = 20_000;
  for (let done = 0; done < jobs; done += batch) {
    const count = Math.min(batch, jobs - done);
    await query(
      `insert into jobs (title, company, location, city_id, is_remote, type, category, pay_kind, pay_min, pay_max, pay_per,
         pay_note, deadline, description, requirements, featured, poster_id, created_at, updated_at)
       select
         r.level || ' ' || r.role,
         r.company,
         case when r.remote then 'Remote' else initcap(r.city) end,
         r.city, r.remote, r.type, r.category,
         -- One in ten states no figure: expenses only or unpaid, as the salary filter keeps them.
         case when r.low is not null then 'paid' when r.n % 20 = 0 then 'expenses' else 'unpaid' end,
         r.low, r.high,
         case when r.low is null then null else 'month' end,
         case when r.low is null and r.n % 20 <> 0 then 'A credit and meals' else '' end,
         now() + (r.deadline_days || ' days')::interval,
         'We are hiring a ' || lower(r.role) || ' for ' || r.company || ': a ' || lower(r.type) || ' role in ' || lower(r.category) || ', working with a crew of ' || (5 + r.n % 40) || '.',
         array[r.experience || ': ' || (1 + r.n % 12) || ' years', 'Hindi or English'],
         r.n % 50 = 0,
         ($3::text[])[1 + r.n % array_length($3::text[], 1)],
         now() - (r.age_minutes || ' minutes')::interval,
         now()
       from (
         select g as n,
           (${array(ROLES)})[1 + (g * 7) % ${ROLES.length}] as role,
           (${array(LEVELS)})[1 + (g * 13) % ${LEVELS.length}] as level,
           (${array(COMPANIES)})[1 + (g * 3) % ${COMPANIES.length}] as company,
           (${array(CITIES)})[1 + (g * 11) % ${CITIES.length}] as city,
           (${array(JOB_TYPES)})[1 + (g * 17) % ${JOB_TYPES.length}] as type,
           (${array(JOB_CATEGORIES)})[1 + (g * 19) % ${JOB_CATEGORIES.length}] as category,
           (${array(JOB_EXPERIENCE_LEVELS)})[1 + (g * 23) % ${JOB_EXPERIENCE_LEVELS.length}] as experience,
           g % 7 = 0 as remote,
           case when g % 10 = 0 then null else 10000 + (g * 37 % 28) * 5000 end as low,
           case when g % 10 = 0 then null else 10000 + (g * 37 % 28) * 5000 + 5000 * (1 + g % 6) end as high,
           -10 + (g * 29) % 70 as deadline_days,
           (g * 97) % (60 * 24 * 60) as age_minutes
         from generate_series($1::int, $2::int) as g
       ) r`,
      [done + 1, done + count, posters],
    );
    log(`  ${(done + count).toLocaleString("en")} jobs`);
  }
  const { rows: before } = await query("select coalesce(max(id), 0)::int as max_id from auditions");
  await query(
    `insert into auditions (title, project, company, date, location, city_id, type, description, poster_id, created_at)
     select 'Audition ' || g || ': ' || (${array(AUDITION_ROLES)})[1 + g % ${AUDITION_ROLES.length}],
       'Project ' || (g % 500), (${array(COMPANIES)})[1 + (g * 3) % ${COMPANIES.length}],
       now() + ((g % 60) - 10 || ' days')::interval,
       initcap((${array(CITIES)})[1 + (g * 11) % ${CITIES.length}]),
       (${array(CITIES)})[1 + (g * 11) % ${CITIES.length}],
       case when g % 3 = 0 then 'Online' else 'In-person' end,
       'Casting for a ' || lower((${array(AUDITION_ROLES)})[1 + g % ${AUDITION_ROLES.length}]) || ' role. Bring a monologue.',
       ($2::text[])[1 + g % array_length($2::text[], 1)],
       now() - ((g * 53) % (30 * 24 * 60) || ' minutes')::interval
     from generate_series(1, $1::int) as g`,
    [auditions, posters],
  );
  await query(
    `insert into posting_roles (audition_id, position, name, description)
     select id, 0, split_part(title, ': ', 2), 'The audition''s role.' from auditions where id > $1`,
    [before[0].max_id],
  );
  log(`  ${auditions.toLocaleString("en")} auditions`);
  await query("analyze jobs");
  await query("analyze auditions");
  await query("analyze posting_roles");
  return (performance.now() - started) / 1000;
}
