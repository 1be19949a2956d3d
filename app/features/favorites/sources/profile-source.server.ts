import { inArray } from "drizzle-orm";
import { profiles } from "~/db/schema";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { serialIds } from "~/lib/serial-ids";
import type { FavoriteSource } from "./favorite-source";

/** Saved talent: profiles by id (not username, which the owner may change). */
export const profileSource: FavoriteSource = {
  async find(db, ids) {
    const numbers = serialIds(ids);
    if (numbers.length === 0) return [];
    const rows = await db
      .select({
        id: profiles.id,
        username: profiles.username,
        name: profiles.name,
        role: profiles.role,
        location: profiles.location,
        imageUrl: profilePhotoColumn(profiles),
        videoUrl: profiles.videoPitchUrl,
        skills: profiles.skills,
        availability: profiles.availability,
      })
      .from(profiles)
      .where(inArray(profiles.id, numbers));
    return rows.map((row) => ({
      type: "profile" as const,
      id: String(row.id),
      name: row.name,
      role: row.role,
      location: row.location,
      imageUrl: row.imageUrl,
      videoUrl: row.videoUrl,
      company: null,
      skills: row.skills,
      availability: row.availability,
      href: `/u/${row.username}`,
    }));
  },
};
