import { and, asc, eq, ilike, isNotNull, ne, or } from "drizzle-orm";
import { RECIPIENT_SUGGESTION_LIMIT } from "~/constants/messaging";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { shownTo } from "~/features/blocks/member-reach.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { containsPattern } from "~/lib/like-pattern";
import { cleanQuery } from "~/lib/search-text";

/** Someone the composer can write to: a profile with an account behind it. */
export type Recipient = {
  profileId: number;
  name: string;
  role: string;
  username: string;
  imageUrl: string | null;
};

const recipientColumns = {
  profileId: profiles.id,
  name: profiles.name,
  role: profiles.role,
  username: profiles.username,
  imageUrl: profilePhotoColumn(profiles),
};

/** People whose name or username holds what was typed, for the composer's recipient search; never the viewer. */
export async function searchRecipients(db: Database, viewerId: string, typed: string): Promise<Recipient[]> {
  const text = cleanQuery(typed);
  if (text.length < 1) return [];
  const pattern = containsPattern(text);
  return db
    .select(recipientColumns)
    .from(profiles)
    .where(
      and(
        isNotNull(profiles.userId),
        ne(profiles.userId, viewerId),
        shownTo(viewerId, profiles.userId),
        or(ilike(profiles.name, pattern), ilike(profiles.username, pattern)),
      ),
    )
    .orderBy(asc(profiles.name), asc(profiles.id))
    .limit(RECIPIENT_SUGGESTION_LIMIT);
}

/** The person `?recipient={profile id}` names, when they can be written to by the viewer. */
export async function getRecipient(
  db: Database,
  viewerId: string,
  profileId: number,
): Promise<Recipient | null> {
  const [row] = await db
    .select(recipientColumns)
    .from(profiles)
    .where(
      and(
        eq(profiles.id, profileId),
        isNotNull(profiles.userId),
        ne(profiles.userId, viewerId),
        shownTo(viewerId, profiles.userId),
      ),
    );
  return row ?? null;
}
