import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsItems, user } from "~/db/schema";
import { getOwnedImage } from "~/features/uploads/get-owned-image.server";
import { ServiceError } from "~/lib/service-error";
import { toVideoEmbedUrl } from "~/lib/video-embed";
import { NEWS_MESSAGES } from "./news-rules";
import type { PublishNewsInput } from "./news-schemas";

/**
 * Publishes a news item. Only staff publish (DESIGN.md's roles): the staff
 * page's guard admits only them, and this checks the role again so no other
 * caller can publish for someone who is not.
 */
export async function publishNews(db: Database, authorId: string, input: PublishNewsInput): Promise<number> {
  const [author] = await db.select({ role: user.role }).from(user).where(eq(user.id, authorId));
  if (author?.role !== "staff") throw new ServiceError("not_found", NEWS_MESSAGES.staffOnly);
  const videoUrl = input.videoUrl ? toVideoEmbedUrl(input.videoUrl) : null;
  if (input.videoUrl && !videoUrl) throw new ServiceError("invalid", NEWS_MESSAGES.badVideo);
  if (input.imageId && !(await getOwnedImage(db, authorId, input.imageId, "portfolio"))) {
    throw new ServiceError("invalid", NEWS_MESSAGES.badImage);
  }
  const [item] = await db
    .insert(newsItems)
    .values({
      authorId,
      title: input.title,
      body: input.body,
      source: input.source,
      category: input.category,
      imageId: input.imageId,
      imageCaption: input.imageCaption,
      videoUrl,
    })
    .returning({ id: newsItems.id });
  return item!.id;
}
