import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { feedPosts, profileFollows, profiles } from "~/db/schema";
import { notBlockedWith } from "~/features/blocks/member-blocks.server";
import { publishLiveEvents } from "~/features/live/live-events.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { getOwnedImage } from "~/features/uploads/get-owned-image.server";
import { rateLimited, ServiceError } from "~/lib/service-error";
import { toVideoEmbedUrl } from "~/lib/video-embed";
import { FEED_MESSAGES } from "./feed-rules";
import type { PostInput } from "./feed-schemas";

/**
 * Publishes a member's post: text, and an image they uploaded or a video
 * link. An empty post is refused in the words of spec part 2, sections 5
 * and 8. Each follower with an open page hears of it live ("1 new post"), in
 * the same transaction, so a post that is rolled back is never announced.
 */
export async function createPost(db: Database, authorId: string, input: PostInput): Promise<number> {
  if (!input.body && !input.imageId && !input.videoUrl) {
    throw new ServiceError("invalid", FEED_MESSAGES.empty);
  }
  const videoUrl = input.videoUrl ? toVideoEmbedUrl(input.videoUrl) : null;
  if (input.videoUrl && !videoUrl) {
    throw new ServiceError("invalid", FEED_MESSAGES.badVideo);
  }
  // Only the author's own upload may be attached (an id from the form proves nothing).
  if (input.imageId && !(await getOwnedImage(db, authorId, input.imageId, "portfolio"))) {
    throw new ServiceError("invalid", FEED_MESSAGES.badImage);
  }
  const limit = await hitLimit(db, `posts:user:${authorId}`, LIMITS.postsPerAccount);
  if (limit.limited) throw rateLimited(FEED_MESSAGES.limited, limit.retryAfterSeconds);

  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(feedPosts)
      .values({ authorId, body: input.body, imageId: input.imageId, videoUrl, category: input.category })
      .returning({ id: feedPosts.id });
    const followers = await tx
      .select({ userId: profileFollows.followerId })
      .from(profileFollows)
      .innerJoin(profiles, eq(profiles.id, profileFollows.profileId))
      .where(and(eq(profiles.userId, authorId), notBlockedWith(authorId, sql`${profileFollows.followerId}`)));
    await publishLiveEvents(
      tx,
      followers.map(({ userId }) => ({ userId, kind: "feed_post" as const, payload: { postId: post!.id } })),
    );
    return post!.id;
  });
}
