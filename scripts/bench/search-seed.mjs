// Seeds a migrated Rangmanch database with many made-up profiles for the
// talent-search bench (scripts/bench-search.mjs). Every row is generated
// inside the database (generate_series and random()), so a million rows take
// minutes: realistic Indian names (common ones common, and a long tail of
// composed South Indian surnames so that rare names exist), a role and 2–6
// skills from one category (the `categories` table, i.e. the constants), a city
// weighted by its talent count with the matching "City, State" location, a
// short bio, an availability, a career start year and a unique username.
//
// It works through any client with `query(text, params)` answering `{ rows }`:
// node-postgres and PGlite. The search indexes are dropped while rows go in and
// built again afterwards (the same definitions, read from pg_indexes), which is
// several times faster than keeping them up to date row by row; then ANALYZE.

/** A list written as words separated by spaces. */
const words = (text) => text.split(" ");

const MALE_NAMES = words(
  "Rahul Amit Arjun Rohit Vikram Aditya Karan Aarav Vivek Sanjay Rajesh Suresh Anil Manoj Deepak " +
    "Nikhil Siddharth Varun Abhishek Rakesh Ajay Vijay Ravi Kiran Sunil Ashok Prakash Ramesh Harish " +
    "Gaurav Saurabh Akash Ankit Manish Naveen Pradeep Arun Karthik Srinivas Venkatesh Ganesh Mahesh " +
    "Dinesh Yash Ishaan Kabir Reyansh Vihaan Ayaan Dhruv Farhan Imran Irfan Sameer Zubin Joseph " +
    "Thomas Gurpreet Harpreet Manjeet Sourav Debashish Subhash Anirban Tapan Pranav Omkar Tejas " +
    "Chirag Hemant Lokesh Murali Senthil Bharath Praveen Nandan Ritwik Shantanu Jatin Kunal",
);

const FEMALE_NAMES = words(
  "Priya Neha Pooja Anjali Sneha Kavya Ananya Divya Shreya Aishwarya Deepika Meera Nisha Ritu Swati " +
    "Sunita Lakshmi Radha Kavita Anita Shalini Pallavi Preeti Aditi Ishita Tanvi Riya Saanvi Aarohi " +
    "Diya Fatima Zoya Sana Ayesha Harleen Simran Jaspreet Mousumi Ankita Payel Sreelakshmi Keerthana " +
    "Revathi Bhavana Madhuri Sayali Gauri Trisha Nandini Vidya Rekha Malini Uma Gayatri Janhvi Tara " +
    "Mira Nikita Rashmi Sonal Charu Leela Damini Rukmini Esha Tanushree Oindrila Pragya Vaishnavi " +
    "Hema",
);

const SURNAMES = words(
  "Sharma Singh Kumar Patel Gupta Reddy Iyer Nair Rao Verma Mehta Joshi Das Banerjee Chatterjee " +
    "Mukherjee Khan Shah Agarwal Malhotra Kapoor Chopra Bhatt Desai Pillai Menon Naidu Shetty Hegde " +
    "Kulkarni Deshpande Patil Jain Saxena Srivastava Mishra Tiwari Pandey Dubey Yadav Chauhan Rathore " +
    "Thakur Bose Ghosh Sen Dutta Roy Sinha Chaudhary Bhattacharya Ahmed Qureshi Siddiqui Ansari " +
    "Fernandes D'Souza Pereira Gill Sandhu Dhillon Grewal Bajwa Arora Khanna Sethi Bhatia Ahuja Kohli " +
    "Tandon Goswami Mahajan Pawar Jadhav Shinde Gaikwad Rajput Krishnan Subramanian Raghavan " +
    "Venkatesan Murugan Pandian Chettiar Gowda Shenoy Kamath Pai Acharya Mohanty Panda Behera Sahoo " +
    "Barua Bora Hazarika Lepcha Tamang Kashyap Bhardwaj",
);

// A tail of long South Indian surnames made of two parts ("Venkata" + "raman"):
// 600 of them, so that a rare first-and-last name pair is genuinely rare.
const SURNAME_HEADS = words(
  "Venkata Subra Krishna Rama Bala Chandra Gopala Hari Naga Padma Sri Raghu Jaya Anantha Sundara " +
    "Veera Lakshmi Siva Partha Vijaya Soma Kesava Madhava Narasimha Ravi Surya Vasu Mahalinga Thiru " +
    "Sesha",
);
const SURNAME_TAILS = words(
  "raman manian murthy chandran nathan swamy rajan krishnan narayanan sekhar lingam kumar sundaram " +
    "moorthy prasad varadan chari gopal samy vasan",
);

const MIDDLE_NAMES = ["Kumar", "Prasad", "Lal", "Nath", "Devi", "Rani", "Chandra", "Mohan"];

// Roles people write for the seven discover categories; other categories use their singular name.
const CATEGORY_ROLES = {
  acting: ["Actor", "Theatre Actor", "Character Actor", "Actor"],
  directing: ["Director", "Film Director", "Assistant Director", "Ad Film Director"],
  writing: ["Screenwriter", "Dialogue Writer", "Lyricist", "Writer"],
  music: ["Music Composer", "Playback Singer", "Music Producer", "Composer"],
  cinematography: ["Cinematographer", "Director of Photography", "Camera Operator"],
  editing: ["Film Editor", "Video Editor", "Editor"],
  producing: ["Producer", "Line Producer", "Executive Producer"],
};

// Out of 100: a third are actors, as on every casting network; the 17 other categories share 26.
const CATEGORY_WEIGHTS = {
  acting: 32,
  music: 10,
  directing: 8,
  writing: 8,
  cinematography: 6,
  editing: 5,
  producing: 5,
};
const OTHER_CATEGORY_WEIGHT = 1.5;

const AVAILABILITY_WEIGHTS = [
  ["Available for Projects", 55],
  ["Limited Availability", 25],
  ["Not Available", 10],
  ["Available for Meetings Only", 10],
];

// format() templates: %1$s is the role, %2$s the city.
const BIO_OPENERS = [
  "%1$s based in %2$s.",
  "%2$s-based %1$s.",
  "Award-winning %1$s from %2$s.",
  "Independent %1$s working out of %2$s.",
  "%1$s with roots in theatre, now in %2$s.",
  "Self-taught %1$s based in %2$s.",
];
const BIO_MIDDLES = [
  "Worked on Hindi feature films, OTT series and ad films.",
  "Credits include Tamil and Telugu features and independent shorts.",
  "Trained at FTII, Pune, and assisted on several feature films.",
  "NSD graduate with a background in street theatre.",
  "Regular on daily soaps and web series for the last few years.",
  "Experienced in music videos, documentaries and corporate films.",
  "Has worked on Marathi and Bengali films and festival shorts.",
  "Comfortable on set and in post-production, on tight schedules.",
  "Known for work on youth-focused web series and brand films.",
  "Worked with production houses in Mumbai and Hyderabad.",
];
const BIO_CLOSERS = [
  "Open to collaborations.",
  "Fluent in Hindi, English and Marathi.",
  "Available for auditions across India.",
  "Looking for meaningful independent projects.",
  "Happy to travel for outdoor shoots.",
  "Speaks Tamil, Telugu and English.",
  "Reach out for ad films and OTT projects.",
  "",
];

/** Indexes rebuilt after the load: every secondary index of profiles except the unique ones. */
const REBUILT_INDEX_FILTER = "tablename = 'profiles' and indexdef not ilike 'create unique index%'";

/**
 * Adds `rows` profiles in batches of `batchRows`; `onProgress(message)` hears
 * about each step. Returns the seconds each phase took.
 */
export async function seedSearchProfiles(query, { rows, batchRows = 100_000, onProgress = () => {} }) {
  const timings = {};
  const time = async (name, work) => {
    const started = performance.now();
    await work();
    timings[name] = (performance.now() - started) / 1000;
  };

  // This session only: room to build the indexes in memory, and no wait for each batch's WAL flush.
  await query("set maintenance_work_mem = '256MB'");
  await query("set synchronous_commit = off");
  await time("lists", async () => {
    for (const statement of listStatements()) await query(statement);
  });

  const { rows: indexes } = await query(
    `select indexname, indexdef from pg_indexes where ${REBUILT_INDEX_FILTER} order by indexname`,
  );
  await time("dropIndexes", async () => {
    for (const { indexname } of indexes) await query(`drop index if exists "${indexname}"`);
  });

  // The name_words trigger would make an insert per row; the words are added once after the load instead.
  await query("alter table profiles disable trigger profiles_name_words");
  const { rows: before } = await query("select coalesce(max(id), 0)::int as max_id from profiles");
  const first = before[0].max_id + 1;
  await time("insert", async () => {
    for (let start = 0; start < rows; start += batchRows) {
      const stop = Math.min(rows, start + batchRows);
      const batchStarted = performance.now();
      await query(INSERT_BATCH, [first + start, first + stop - 1]);
      const seconds = (performance.now() - batchStarted) / 1000;
      onProgress(
        `  ${stop.toLocaleString("en")} of ${rows.toLocaleString("en")} rows (batch ${seconds.toFixed(1)} s)`,
      );
    }
  });

  await query("alter table profiles enable trigger profiles_name_words");
  await time("nameWords", () =>
    query(`insert into name_words (word)
      select distinct word from profiles, name_words_of(profiles.name) as word
      where profiles.id >= ${first}
      on conflict do nothing`),
  );

  await time("buildIndexes", async () => {
    for (const { indexname, indexdef } of indexes) {
      const started = performance.now();
      await query(indexdef);
      onProgress(`  index ${indexname}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  await time("analyze", async () => {
    await query("analyze profiles");
    await query("analyze name_words");
  });
  for (const table of ["seed_lists", "seed_categories", "seed_cities"])
    await query(`drop table if exists ${table}`);
  return timings;
}

const sqlText = (value) => `'${value.replaceAll("'", "''")}'`;
const sqlArray = (values) => `array[${values.map(sqlText).join(", ")}]::text[]`;

/** Weighted slots: each value repeated by its weight, so a uniform pick from the array is a weighted pick. */
function slots(weighted) {
  return weighted.flatMap(([value, weight]) => Array.from({ length: weight }, () => value));
}

function listStatements() {
  const roleRows = Object.entries(CATEGORY_ROLES)
    .map(([slug, roles]) => `(${sqlText(slug)}, ${sqlArray(roles)})`)
    .join(", ");
  const weightRows = Object.entries(CATEGORY_WEIGHTS)
    .map(([slug, weight]) => `(${sqlText(slug)}, ${weight})`)
    .join(", ");
  return [
    "drop table if exists seed_lists, seed_categories, seed_cities",
    // The categories as the start-up wrote them from app/constants/categories.ts; weight in half-percents.
    `create temp table seed_categories as
     select row_number() over (order by c.sort_order)::int as n, c.slug, c.skills,
       coalesce(r.roles, array[c.singular_name]) as roles,
       round(2 * coalesce(w.weight, ${OTHER_CATEGORY_WEIGHT}))::int as weight
     from categories c
     left join (values ${roleRows}) as r(slug, roles) on r.slug = c.slug
     left join (values ${weightRows}) as w(slug, weight) on w.slug = c.slug
     where c.retired_at is null and cardinality(c.skills) > 0`,
    // The cities from app/constants/cities.ts: the spec's six metros (first in the list) ten times
    // as many people as each other city, as India's film and theatre work is spread.
    `create temp table seed_cities as
     select row_number() over (order by sort_order)::int as n, id, name, state,
       (case when row_number() over (order by sort_order) <= 6 then 100 else 10 end)::int as weight
     from cities where retired_at is null`,
    `create temp table seed_lists as
     select ${sqlArray(MALE_NAMES)} as male_names,
       ${sqlArray(FEMALE_NAMES)} as female_names,
       ${sqlArray(SURNAMES)} as surnames,
       ${sqlArray(SURNAME_HEADS)} as surname_heads,
       ${sqlArray(SURNAME_TAILS)} as surname_tails,
       ${sqlArray(MIDDLE_NAMES)} as middle_names,
       ${sqlArray(slots(AVAILABILITY_WEIGHTS))} as availability_slots,
       ${sqlArray(BIO_OPENERS)} as bio_openers,
       ${sqlArray(BIO_MIDDLES)} as bio_middles,
       ${sqlArray(BIO_CLOSERS)} as bio_closers,
       (select array_agg(n) from seed_categories, generate_series(1, weight)) as category_slots,
       (select array_agg(n) from seed_cities, generate_series(1, weight)) as city_slots`,
  ];
}

// One batch of profiles with ids $1..$2 (the username ends in the id, so it is unique).
// `offset 0` keeps each subquery's random() values per row and stops the planner from
// copying an expression (and so drawing it twice). pick(a) = a[1 + floor(random() * n)];
// common names come first in their lists and are drawn more often (random() ^ 1.5).
const INSERT_BATCH = `
insert into profiles (username, name, role, location, city_id, bio, categories, skills,
  availability, career_start_year, is_premium, created_at)
select
  left(trim(both '-' from lower(regexp_replace(p.first_name || '-' || p.last_name, '[^A-Za-z]+', '-', 'g'))),
       29 - length(p.g::text)) || '-' || p.g,
  p.first_name || coalesce(' ' || p.middle_name, '') || ' ' || p.last_name,
  p.role,
  ci.name || ', ' || ci.state,
  ci.id,
  rtrim(format(l.bio_openers[1 + floor(random() * cardinality(l.bio_openers))::int], p.role, ci.name)
    || ' ' || l.bio_middles[1 + floor(random() * cardinality(l.bio_middles))::int]
    || ' ' || l.bio_closers[1 + floor(random() * cardinality(l.bio_closers))::int]),
  array[p.slug],
  array(
    select p.skills[1 + (p.skill_offset + i) % cardinality(p.skills)]
    from generate_series(0, least(p.skill_count, cardinality(p.skills)) - 1) as i
  ),
  l.availability_slots[1 + floor(random() * cardinality(l.availability_slots))::int],
  case when random() < 0.08 then null
       else extract(year from now())::int - floor(power(random(), 1.4) * 35)::int end,
  random() < 0.04,
  now() - random() * interval '1500 days'
from (
  select s.*, c.slug, c.skills,
    case when c.slug = 'acting' and s.female and s.role_draw < 0.6 then 'Actress'
         else c.roles[1 + floor(s.role_draw * cardinality(c.roles))::int] end as role
  from (
    select g, female, role_draw, category_n, city_n, skill_offset, skill_count, middle_name,
      case when female then l.female_names[1 + floor(power(random(), 1.5) * cardinality(l.female_names))::int]
           else l.male_names[1 + floor(power(random(), 1.5) * cardinality(l.male_names))::int] end as first_name,
      case when random() < 0.15
           then l.surname_heads[1 + floor(random() * cardinality(l.surname_heads))::int]
             || l.surname_tails[1 + floor(random() * cardinality(l.surname_tails))::int]
           else l.surnames[1 + floor(power(random(), 1.5) * cardinality(l.surnames))::int] end as last_name
    from (
      select g, random() < 0.5 as female, random() as role_draw,
        l.category_slots[1 + floor(random() * cardinality(l.category_slots))::int] as category_n,
        l.city_slots[1 + floor(random() * cardinality(l.city_slots))::int] as city_n,
        floor(random() * 6)::int as skill_offset,
        2 + floor(random() * 5)::int as skill_count,
        case when random() < 0.1 then l.middle_names[1 + floor(random() * cardinality(l.middle_names))::int] end
          as middle_name
      from generate_series($1::int, $2::int) as g cross join seed_lists l
      offset 0
    ) as draws cross join seed_lists l
    offset 0
  ) as s
  join seed_categories c on c.n = s.category_n
  offset 0
) as p
join seed_cities ci on ci.n = p.city_n
cross join seed_lists l`;

// ---------------------------------------------------------------------------
// The searches the bench sends, drawn from the seeded rows.

/** /discover's category tabs (app/constants/talent.ts) and the category slug each names. */
const TAB_OF_SLUG = {
  acting: "actors",
  directing: "directors",
  writing: "writers",
  music: "musicians",
  cinematography: "cinematographers",
  editing: "editors",
  producing: "producers",
};
const TAB_SLUGS = Object.keys(TAB_OF_SLUG);

/** Words of roles and places that many profiles share, besides the commonest first and last names. */
const COMMON_WORDS = words(
  "actor director singer writer editor producer composer cinematographer mumbai delhi chennai " +
    "hyderabad kolkata bangalore acting film theatre",
);

/** A small seeded generator (mulberry32), so two runs draw the same searches from the same rows. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The words /discover searches for (app/features/talent/search-words.ts): letters and digits, lower-cased. */
function searchWords(text) {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [])].slice(0, 8);
}

/** Whether the word search (every word as a prefix or an English stem) finds anyone with these filters. */
async function wordsFindSomeone(query, text, { city, slug } = {}) {
  const params = [];
  const perWord = searchWords(text).map((word) => {
    params.push(`${word}:*`, word);
    return `(to_tsquery('simple', $${params.length - 1}) || to_tsquery('english', $${params.length}))`;
  });
  let where = `search_document @@ (${perWord.join(" && ")})`;
  if (city) {
    params.push(city);
    where += ` and city_id = $${params.length}`;
  }
  if (slug) {
    params.push(slug);
    where += ` and categories @> array[$${params.length}]::text[]`;
  }
  const { rows } = await query(`select exists(select 1 from profiles where ${where}) as found`, params);
  return rows[0].found;
}

/** A one-letter slip in the longest word of a name: a letter dropped, doubled, swapped or changed. */
function misspell(name, draw) {
  const parts = name.split(" ");
  const longest = parts.reduce((best, part, index) => (part.length > parts[best].length ? index : best), 0);
  const word = parts[longest];
  const at = 1 + Math.floor(draw() * (word.length - 2));
  const slips = [
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + word[at] + word.slice(at),
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    () => word.slice(0, at) + ("aeiou".includes(word[at]) ? "y" : "e") + word.slice(at + 1),
  ];
  parts[longest] = slips[Math.floor(draw() * slips.length)]();
  return parts.join(" ");
}

const discoverPath = (q, { city, slug } = {}) => {
  const params = new URLSearchParams({ q });
  if (slug) params.set("category", TAB_OF_SLUG[slug]);
  if (city) params.set("city", city);
  return `/discover?${params}`;
};

/**
 * For each query shape, up to `size` different /discover paths drawn from the
 * seeded rows, without and with a city and category filter (the filters a
 * person would pick for that search, so each search still finds someone):
 * - common: one word that at least 0.5 % of profiles share (a first name, a
 *   surname, a role, a city);
 * - rare: a full name only one profile has;
 * - misspelt: a profile's name with a one-letter slip in its longest word, such
 *   that the word search finds nobody and /discover falls back to similar names;
 * - skill: a skill from a category's list.
 * Returns [{ shape, filtered, paths, sample }], in the order the bench runs them.
 */
export async function drawSearches(query, { size, seed = 10 }) {
  const draw = random(seed);
  // This session only: the name counts below sort a million names.
  await query("set work_mem = '64MB'");
  const pick = (list) => list[Math.floor(draw() * list.length)];
  const { rows: counted } = await query("select count(*)::int as n from profiles");
  const total = counted[0].n;
  const { rows: cityRows } = await query(
    "select id from cities where retired_at is null and country = 'India' order by sort_order",
  );
  const indianCities = cityRows.map((row) => row.id);

  // Common words: the names most profiles share, and roles and cities.
  const { rows: nameWords } = await query(
    `select word from (
       select lower(split_part(name, ' ', 1)) as word, count(*) as n from profiles group by 1
       union all
       select lower(regexp_replace(name, '^.* ', '')), count(*) from profiles group by 1
     ) as counted where n >= $1 and word ~ '^[a-z]+$' order by n desc, word limit 100`,
    [Math.max(2, Math.ceil(total / 200))],
  );
  const commonWords = [...new Set([...nameWords.map((row) => row.word), ...COMMON_WORDS])];
  const common = [];
  const commonFiltered = [];
  for (let attempt = 0; attempt < size * 4 && commonFiltered.length < size; attempt += 1) {
    const word = commonWords[attempt % commonWords.length];
    if (common.length < size) common.push(discoverPath(word));
    const filters = { city: pick(indianCities), slug: pick(TAB_SLUGS) };
    if (await wordsFindSomeone(query, word, filters)) commonFiltered.push(discoverPath(word, filters));
  }

  // Rare names: full names one profile has, in one of the tab categories (so the filter can name it).
  const { rows: rare } = await query(
    `select name, min(city_id) as city, min(categories[1]) as slug from profiles
     group by name
     having count(*) = 1 and bool_and(categories[1] = any($1::text[]) and city_id is not null)
     order by md5(min(id)::text || $2) limit $3`,
    [TAB_SLUGS, String(seed), size],
  );

  // Misspelt names: from profiles drawn at random (so common names come up as often as they are common).
  const { rows: sources } = await query(
    `select name, city_id as city, categories[1] as slug from profiles
     where categories[1] = any($1::text[]) and city_id is not null and name !~ '[^A-Za-z ]'
     order by md5(id::text || $2) limit $3`,
    [TAB_SLUGS, `${seed}-misspelt`, size * 3],
  );
  const misspelt = [];
  for (const source of sources) {
    if (misspelt.length >= size) break;
    const text = misspell(source.name, draw);
    if (text.length >= 3 && !(await wordsFindSomeone(query, text))) misspelt.push({ ...source, name: text });
  }

  // Skills: every skill of every category; with filters, a tab category's skill and a city.
  const { rows: skillRows } = await query(
    "select slug, unnest(skills) as skill from categories where retired_at is null order by sort_order, 2",
  );
  const skills = [];
  const skillsFiltered = [];
  const tabSkills = skillRows.filter((row) => TAB_SLUGS.includes(row.slug));
  for (let attempt = 0; attempt < size * 4 && skillsFiltered.length < size; attempt += 1) {
    if (skills.length < size) skills.push(discoverPath(skillRows[attempt % skillRows.length].skill));
    const { skill, slug } = tabSkills[attempt % tabSkills.length];
    const filters = { city: pick(indianCities), slug };
    if (await wordsFindSomeone(query, skill, filters)) skillsFiltered.push(discoverPath(skill, filters));
  }

  const shapes = [
    // For reference (no verdict): the page without words, oldest profiles first, pages 1 to 50.
    {
      shape: "no words (browse)",
      filtered: false,
      reference: true,
      paths: Array.from({ length: Math.min(size, 50) }, (_, index) => `/discover?page=${index + 1}`),
    },
    { shape: "common word", filtered: false, paths: common },
    { shape: "common word", filtered: true, paths: commonFiltered },
    { shape: "rare name", filtered: false, paths: rare.map((row) => discoverPath(row.name)), names: rare },
    {
      shape: "rare name",
      filtered: true,
      paths: rare.map((row) => discoverPath(row.name, row)),
      names: rare,
    },
    { shape: "misspelt name", filtered: false, paths: misspelt.map((row) => discoverPath(row.name)) },
    { shape: "misspelt name", filtered: true, paths: misspelt.map((row) => discoverPath(row.name, row)) },
    { shape: "skill", filtered: false, paths: skills },
    { shape: "skill", filtered: true, paths: skillsFiltered },
  ];
  for (const entry of shapes) {
    if (entry.paths.length === 0)
      throw new Error(`No "${entry.shape}" searches could be drawn from the rows.`);
  }
  return shapes;
}
