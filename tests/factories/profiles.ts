import { getDb } from "~/db/client.server";
import { profiles } from "~/db/schema";
import type { Member } from "./members";
import { slugOf } from "./slug";
import { uniqueSuffix } from "./unique";

export type Profile = typeof profiles.$inferSelect;
export type ProfileOverrides = Partial<Omit<typeof profiles.$inferInsert, "id" | "userId" | "createdAt">>;

/**
 * A profile row owned by `owner` (as sign-up makes one for every account), or
 * by nobody, like a sample profile not yet claimed. The username is made from
 * the name and kept unique; columns not given keep the schema's defaults.
 */
export async function createProfile(
  owner: Pick<Member, "id" | "name"> | null,
  overrides: ProfileOverrides = {},
): Promise<Profile> {
  const name = overrides.name ?? owner?.name ?? "Test Person";
  const [row] = await getDb()
    .insert(profiles)
    .values({
      userId: owner?.id ?? null,
      username: `${slugOf(name)}-${uniqueSuffix()}`,
      name,
      role: "Actor",
      location: "Mumbai, Maharashtra",
      cityId: "mumbai",
      ...overrides,
    })
    .returning();
  return row!;
}
