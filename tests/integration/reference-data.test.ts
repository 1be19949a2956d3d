import { asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATEGORIES, type CategoryDefinition } from "~/constants/categories";
import { CITIES, type CityDefinition } from "~/constants/cities";
import { type DatabaseHandle, getDatabaseHandle } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { syncReferenceData } from "~/db/reference-data.server";
import { auditions, categories, cities, profiles } from "~/db/schema";
import { listCategories } from "~/features/categories/list-categories.server";
import { listCities } from "~/features/cities/list-cities.server";
import { createAudition, createProfile } from "../factories";
import { setUpTestDatabase } from "./test-database";

// Every test starts from a migrated, seeded database (an "existing" one) and
// leaves the tables as the constants define them, whatever it changed.
const db = setUpTestDatabase();

/** A city the constants do not have (each test its own, so one failing leaves the others' alone). */
const newCity = (id: string, name: string): CityDefinition => ({
  id,
  name,
  state: "Maharashtra",
  country: "India",
  description: `${name} has a film school and a theatre scene.`,
  imageUrl: `/images/cities/${id}.svg`,
});
const KOLHAPUR = newCity("kolhapur", "Kolhapur");
const NASHIK = newCity("nashik", "Nashik");
const SOLAPUR = newCity("solapur", "Solapur");
const PUPPETRY: CategoryDefinition = {
  slug: "puppetry",
  name: "Puppetry",
  singularName: "Puppeteer",
  icon: "Hand",
  description: "Puppeteers for stage and screen.",
  longDescription: "Puppeteers bring figures to life for children's television, theatre and ads.",
  skills: ["String Puppetry"],
  imageUrl: "/images/categories/puppetry.svg",
};

const cityRow = async (id: string) => (await db().select().from(cities).where(eq(cities.id, id)))[0];
const categoryRow = async (slug: string) =>
  (await db().select().from(categories).where(eq(categories.slug, slug)))[0];
const without = <T>(list: readonly T[], ...left: T[]) => list.filter((item) => !left.includes(item));

describe("cities and categories follow the constants", () => {
  it("a start-up with nothing changed writes nothing", async () => {
    expect(await syncReferenceData(db())).toEqual({ written: 0, retired: 0, removed: 0 });
  });

  it("links profiles whose typed place names a listed city, by name or alias, and never moves a chosen city", async () => {
    const place = async (location: string, cityId: string | null = null) =>
      (await createProfile(null, { location, cityId })).id;
    const pune = await place("Pune, Maharashtra");
    const bombay = await place("  bombay ,  India");
    const kolhapur = await place("Kolhapur, Maharashtra");
    const chosen = await place("Pune", "mumbai");
    await syncReferenceData(db());
    const cityOf = async (id: number) =>
      (await db().select({ cityId: profiles.cityId }).from(profiles).where(eq(profiles.id, id)))[0]?.cityId;
    expect(await cityOf(pune)).toBe("pune");
    expect(await cityOf(bombay)).toBe("mumbai");
    expect(await cityOf(kolhapur)).toBeNull();
    expect(await cityOf(chosen)).toBe("mumbai");
    // The tables are shared by the tests below: a Kolhapur profile would keep their Kolhapur in use.
    await db()
      .delete(profiles)
      .where(inArray(profiles.id, [pune, bombay, kolhapur, chosen]));
  });

  it("hold exactly the constants, in their order, after migrating and seeding", async () => {
    const storedCities = await db().select().from(cities).orderBy(asc(cities.sortOrder));
    expect(storedCities).toEqual(
      CITIES.map((city, index) => ({ ...city, sortOrder: index, retiredAt: null })),
    );
    const storedCategories = await db().select().from(categories).orderBy(asc(categories.sortOrder));
    expect(storedCategories).toEqual(
      // Careers are page copy read from the constants only; the table holds what rows point at and lists show.
      CATEGORIES.map(({ careers: _careers, ...category }, index) => ({
        ...category,
        sortOrder: index,
        retiredAt: null,
      })),
    );
  });

  it("an edited constant reaches an existing database, and the lists show it", async () => {
    const mumbai = CITIES[0]!;
    const acting = CATEGORIES[0]!;
    const editedCities = CITIES.map((city) =>
      city === mumbai ? { ...city, name: "Mumbai (Bombay)", state: "Maharashtra (MH)" } : city,
    );
    // Moving dance to the front edits every category's position before it.
    const dance = CATEGORIES.find((category) => category.slug === "dance")!;
    const editedCategories = [
      dance,
      ...without(CATEGORIES, dance).map((category) =>
        category === acting ? { ...category, skills: [...category.skills, "Self-taping"] } : category,
      ),
    ];
    const danceAt = CATEGORIES.indexOf(dance);

    expect(await syncReferenceData(db(), { cities: editedCities, categories: editedCategories })).toEqual({
      written: 1 + danceAt + 1,
      retired: 0,
      removed: 0,
    });
    expect(await cityRow("mumbai")).toMatchObject({
      name: "Mumbai (Bombay)",
      state: "Maharashtra (MH)",
      sortOrder: 0,
    });
    expect((await categoryRow("acting"))!.skills).toContain("Self-taping");
    expect((await listCategories(db())).slice(0, 2).map((category) => category.slug)).toEqual([
      "dance",
      "acting",
    ]);
    expect((await listCities(db()))[0]).toMatchObject({ id: "mumbai", name: "Mumbai (Bombay)" });

    // The release after goes back to the constants as they are.
    expect(await syncReferenceData(db())).toMatchObject({ written: 1 + danceAt + 1 });
    expect(await cityRow("mumbai")).toMatchObject({ name: "Mumbai", state: "Maharashtra" });
    expect((await listCategories(db()))[0]!.slug).toBe("acting");
  });

  it("the server's start-up path (migrateDatabase) puts stale rows back to the constants", async () => {
    await db()
      .update(cities)
      .set({ state: "Old State", description: "old words" })
      .where(eq(cities.id, "delhi"));
    await db().delete(categories).where(eq(categories.slug, "videography"));
    const handle: DatabaseHandle = {
      ...getDatabaseHandle(),
      withStartupLock: (work) => work(db()),
      listen: async () => async () => {},
      probe: async () => {},
      close: async () => {},
    };
    expect(await migrateDatabase(handle)).toEqual({ written: 2, retired: 0, removed: 0 });
    const delhi = CITIES.find((city) => city.id === "delhi")!;
    expect(await cityRow("delhi")).toMatchObject({
      state: delhi.state,
      description: delhi.description,
    });
    expect(await categoryRow("videography")).toMatchObject({ name: "Videography" });
  });

  it("a new constant is added; one taken away is deleted when unused, and retired while in use", async () => {
    const citiesWithKolhapur = [...CITIES, KOLHAPUR];
    const categoriesWithPuppetry = [...CATEGORIES, PUPPETRY];
    expect(
      await syncReferenceData(db(), { cities: citiesWithKolhapur, categories: categoriesWithPuppetry }),
    ).toEqual({ written: 2, retired: 0, removed: 0 });
    expect(await cityRow("kolhapur")).toMatchObject({
      name: "Kolhapur",
      sortOrder: CITIES.length,
      retiredAt: null,
    });
    expect((await listCategories(db())).at(-1)!.slug).toBe("puppetry");

    // Kolhapur gets a profile and Puppetry a practitioner; Manchester and Videography have neither.
    const puppeteer = await createProfile(null, { cityId: "kolhapur", categories: ["puppetry", "acting"] });
    const now = new Date("2026-11-23T10:00:00Z");
    const manchester = CITIES.find((city) => city.id === "manchester")!;
    const videography = CATEGORIES.find((category) => category.slug === "videography")!;
    expect(
      await syncReferenceData(
        db(),
        { cities: without(CITIES, manchester), categories: without(CATEGORIES, videography) },
        now,
      ),
      // Media production, after videography, moves up one place.
    ).toEqual({ written: 1, retired: 2, removed: 2 });
    expect(await cityRow("manchester")).toBeUndefined();
    expect(await categoryRow("videography")).toBeUndefined();
    expect(await cityRow("kolhapur")).toMatchObject({ retiredAt: now });
    expect(await categoryRow("puppetry")).toMatchObject({ retiredAt: now });
    // Retired rows stay for what points at them, out of every list.
    expect((await listCities(db())).map((city) => city.id)).not.toContain("kolhapur");
    expect((await listCategories(db())).map((category) => category.slug)).not.toContain("puppetry");
    const [shown] = await db()
      .select({ cityName: cities.name })
      .from(profiles)
      .innerJoin(cities, eq(cities.id, profiles.cityId))
      .where(eq(profiles.id, puppeteer.id));
    expect(shown).toEqual({ cityName: "Kolhapur" });

    // A later start-up with nothing new keeps them retired, then deletes them once unused.
    // (Manchester and Videography come back, and media production moves down again.)
    expect(await syncReferenceData(db(), undefined, now)).toEqual({ written: 3, retired: 0, removed: 0 });
    await db().delete(profiles).where(eq(profiles.id, puppeteer.id));
    expect(await syncReferenceData(db())).toEqual({ written: 0, retired: 0, removed: 2 });
    expect(await cityRow("kolhapur")).toBeUndefined();
    expect(await categoryRow("puppetry")).toBeUndefined();
    expect(await cityRow("manchester")).toMatchObject({ retiredAt: null });
  });

  it("a city taken away is kept for the auditions held there", async () => {
    await syncReferenceData(db(), { cities: [...CITIES, NASHIK], categories: CATEGORIES });
    const audition = await createAudition({ cityId: "nashik" });
    expect(await syncReferenceData(db())).toMatchObject({ retired: 1, removed: 0 });
    expect(await cityRow("nashik")).toMatchObject({ retiredAt: expect.any(Date) });
    await db().delete(auditions).where(eq(auditions.id, audition.id));
    expect(await syncReferenceData(db())).toMatchObject({ removed: 1 });
  });

  it("bringing a retired constant back lists it again", async () => {
    await syncReferenceData(db(), { cities: [...CITIES, SOLAPUR], categories: CATEGORIES });
    const profile = await createProfile(null, { cityId: "solapur" });
    await syncReferenceData(db());
    expect(await cityRow("solapur")).toMatchObject({ retiredAt: expect.any(Date) });
    expect(await syncReferenceData(db(), { cities: [...CITIES, SOLAPUR], categories: CATEGORIES })).toEqual({
      written: 1,
      retired: 0,
      removed: 0,
    });
    expect((await listCities(db())).map((city) => city.id)).toContain("solapur");
    await db().delete(profiles).where(eq(profiles.id, profile.id));
    await syncReferenceData(db());
  });

  // On PostgreSQL a server still on the previous release may save a profile in
  // a city the new release dropped while the sync decides the city is unused.
  // The foreign key then refuses the delete; the start-up must go on.
  it.runIf(process.env.DATABASE_URL)(
    "a profile saved in a dropped city during the sync keeps the city, retired",
    async () => {
      const WARDHA = newCity("wardha", "Wardha");
      await syncReferenceData(db(), { cities: [...CITIES, WARDHA], categories: CATEGORIES });
      let sync: Promise<unknown> | undefined;
      await db().transaction(async (other) => {
        // The insert's foreign-key check holds a lock on Wardha's row until this transaction ends.
        await other.insert(profiles).values({
          username: `wardha-${Date.now().toString(36)}`,
          name: "Wardha Person",
          role: "Actor",
          location: "Wardha",
          cityId: "wardha",
        });
        sync = syncReferenceData(db());
        await waitUntilBlockedOnALock();
      });
      expect(await sync).toEqual({ written: 0, retired: 1, removed: 0 });
      expect(await cityRow("wardha")).toMatchObject({ retiredAt: expect.any(Date) });
      await db().delete(profiles).where(eq(profiles.cityId, "wardha"));
      expect(await syncReferenceData(db())).toMatchObject({ removed: 1 });
    },
  );
});

/** Waits until some other session of this database waits for a row lock (the sync's delete). */
async function waitUntilBlockedOnALock() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const result = await db().execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((result as { rows: { n: number }[] }).rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("The sync never waited for the other transaction's lock.");
}
