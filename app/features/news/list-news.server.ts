import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsComments, newsItems, newsReactions, profiles, uploadedImages } from "~/db/schema";
import { shownTo } from "~/features/blocks/member-reach.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { describeImage } from "~/features/uploads/uploaded-image";
import {
  NEWS_LIST_LIMIT,
  NEWS_TRENDING_LIKES,
  type NewsCategory,
  type NewsFilter,
  type Reaction,
} from "./news-rules";

export type NewsComment = {
  id: number;
  author: { profileId: number; name: string; imageUrl: string | null };
  body: string;
  createdAt: string;
  mine: boolean;
};

export type NewsItem = {
  id: number;
  title: string;
  body: string;
  source: string;
  category: NewsCategory;
  imageUrl: string | null;
  imageCaption: string | null;
  videoUrl: string | null;
  likes: number;
  dislikes: number;
  comments: NewsComment[];
  commentCount: number;
  shares: number;
  myReaction: Reaction;
  shared: boolean;
  createdAt: string;
};

/**
 * The news page's items for the filter, newest first; `featuredId` (the
 * ?id= of a shared link) is put first whatever the filter. Each with the
 * viewer's own reaction and its comments by members the viewer has not
 * blocked (nor been blocked by).
 */
export async function listNews(
  db: Database,
  viewerId: string | null,
  filter: NewsFilter,
  featuredId: number | null,
) {
  const conditions: SQL[] = [];
  if (filter.show === "trending") conditions.push(sql`${newsItems.likeCount} > ${NEWS_TRENDING_LIKES}`);
  if (filter.show === "video") conditions.push(isNotNull(newsItems.videoUrl));
  if (filter.show === "image")
    conditions.push(or(isNotNull(newsItems.imageId), isNotNull(newsItems.staticImageUrl))!);
  if (filter.show === "text")
    conditions.push(
      and(isNull(newsItems.videoUrl), isNull(newsItems.imageId), isNull(newsItems.staticImageUrl))!,
    );
  if (filter.category) conditions.push(eq(newsItems.category, filter.category));
  const rows = await selectItems(db, viewerId)
    .where(and(...conditions))
    .orderBy(desc(newsItems.id))
    .limit(NEWS_LIST_LIMIT);
  let featured: (typeof rows)[number] | undefined;
  if (featuredId !== null) {
    featured =
      rows.find((row) => row.id === featuredId) ??
      (await selectItems(db, viewerId).where(eq(newsItems.id, featuredId)))[0];
  }
  const ordered = featured ? [featured, ...rows.filter((row) => row.id !== featured.id)] : rows;
  return { items: await withComments(db, viewerId, ordered), featured: featured ? featured.id : null };
}

function selectItems(db: Database, viewerId: string | null) {
  return db
    .select({
      id: newsItems.id,
      title: newsItems.title,
      body: newsItems.body,
      source: newsItems.source,
      category: newsItems.category,
      staticImageUrl: newsItems.staticImageUrl,
      imageCaption: newsItems.imageCaption,
      videoUrl: newsItems.videoUrl,
      likes: newsItems.likeCount,
      dislikes: newsItems.dislikeCount,
      commentCount: newsItems.commentCount,
      shares: newsItems.shareCount,
      createdAt: newsItems.createdAt,
      image: {
        id: uploadedImages.id,
        purpose: uploadedImages.purpose,
        storageKey: uploadedImages.storageKey,
        width: uploadedImages.width,
        height: uploadedImages.height,
      },
      myReaction: viewerId
        ? sql<Reaction>`(select r.reaction from ${newsReactions} r where r.news_id = ${newsItems.id} and r.user_id = ${viewerId})`
        : sql<Reaction>`null`,
      shared: viewerId
        ? sql<boolean>`exists (select 1 from news_shares s where s.news_id = ${newsItems.id} and s.user_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(newsItems)
    .leftJoin(uploadedImages, eq(uploadedImages.id, newsItems.imageId))
    .$dynamic();
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>["execute"]>>[number];

async function withComments(db: Database, viewerId: string | null, rows: ItemRow[]): Promise<NewsItem[]> {
  const ids = rows.map((row) => row.id);
  const comments =
    ids.length === 0
      ? []
      : await db
          .select({
            id: newsComments.id,
            newsId: newsComments.newsId,
            body: newsComments.body,
            createdAt: newsComments.createdAt,
            authorId: newsComments.authorId,
            profileId: profiles.id,
            name: profiles.name,
            imageUrl: profilePhotoColumn(profiles),
          })
          .from(newsComments)
          .innerJoin(profiles, eq(profiles.userId, newsComments.authorId))
          .where(and(inArray(newsComments.newsId, ids), shownTo(viewerId, newsComments.authorId)))
          .orderBy(asc(newsComments.id))
          .limit(500);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    source: row.source,
    category: row.category as NewsCategory,
    imageUrl: row.image?.id ? describeImage(row.image).url : row.staticImageUrl,
    imageCaption: row.imageCaption,
    videoUrl: row.videoUrl,
    likes: row.likes,
    dislikes: row.dislikes,
    commentCount: row.commentCount,
    shares: row.shares,
    myReaction: row.myReaction ?? null,
    shared: row.shared,
    createdAt: row.createdAt.toISOString(),
    comments: comments
      .filter((comment) => comment.newsId === row.id)
      .map((comment) => ({
        id: comment.id,
        author: { profileId: comment.profileId, name: comment.name, imageUrl: comment.imageUrl },
        body: comment.body,
        createdAt: comment.createdAt.toISOString(),
        mine: viewerId !== null && comment.authorId === viewerId,
      })),
  }));
}
