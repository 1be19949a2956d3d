import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { feedPosts } from "~/db/schema";
import { shownTo } from "~/features/blocks/member-reach.server";
import { ServiceError } from "~/lib/service-error";
import { FEED_MESSAGES } from "./feed-rules";

/**
 * The post's author, if `viewerId` may see the post; otherwise a not-found
 * error, the same whether the post is missing, its author suspended or one of
 * the two has blocked the other (nobody learns that a hidden post exists).
 */
export async function visiblePost(db: Database, viewerId: string, postId: number) {
  const [post] = await db
    .select({ id: feedPosts.id, authorId: feedPosts.authorId })
    .from(feedPosts)
    .where(and(eq(feedPosts.id, postId), shownTo(viewerId, feedPosts.authorId)));
  if (!post) throw new ServiceError("not_found", FEED_MESSAGES.notFound);
  return post;
}

/** The ids of the accounts whose profiles `viewerId` follows, as a subquery. */
export function followedAuthors(viewerId: string): SQL {
  return sql`(select p.user_id from profile_follows f join profiles p on p.id = f.profile_id where f.follower_id = ${viewerId} and p.user_id is not null)`;
}
