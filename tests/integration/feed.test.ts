import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  feedComments,
  feedPostLikes,
  feedPosts,
  liveEvents,
  profileFollows,
  reports,
  uploadedImages,
} from "~/db/schema";
import { blockMember } from "~/features/blocks/member-blocks.server";
import { createPost } from "~/features/feed/create-post.server";
import { decodeCursor, FEED_MESSAGES, FEED_PAGE_SIZE } from "~/features/feed/feed-rules";
import { listFeed } from "~/features/feed/list-feed.server";
import { addComment, setPostLike } from "~/features/feed/post-actions.server";
import { readLiveEventsAfter } from "~/features/live/live-events.server";
import { loader as feedPostsLoader } from "~/routes/api/feed-posts";
import { action as feedAction, loader as feedLoader } from "~/routes/feed";
import { loader as postLoader } from "~/routes/feed-post";
import { createMember, createProfile, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

beforeEach(async () => {
  await db().delete(feedPosts);
  await db().execute(sql`delete from rate_limits`);
});

const ALL = { show: "all" as const, category: null };
type Reply = { ok: boolean; message?: string; likes?: number; postId?: number };

const act = async (cookie: string, fields: Record<string, string>) => {
  const reply = await callRoute(feedAction, post("/feed", fields, { cookie }));
  return { status: reply.status, body: reply.body as Reply };
};

/** A post by `authorId` written straight to the table (the tests of createPost use the real path). */
async function writePost(authorId: string, fields: Partial<typeof feedPosts.$inferInsert> = {}) {
  const [row] = await db()
    .insert(feedPosts)
    .values({ authorId, body: "A post", category: "Film", ...fields })
    .returning({ id: feedPosts.id });
  return row!.id;
}

describe("posting", () => {
  it("publishes text, refuses an empty post in the spec's words, and keeps only allowed video links", async () => {
    const asha = await signedInMember({ name: "Asha" });
    const posted = await act(asha.cookie, { intent: "post", body: "  First day on set  ", mode: "none" });
    expect(posted.body).toMatchObject({ ok: true, message: FEED_MESSAGES.posted });
    const [row] = await db().select().from(feedPosts).where(eq(feedPosts.id, posted.body.postId!));
    expect(row).toMatchObject({ body: "First day on set", category: "Content Creation", likeCount: 0 });

    const empty = await act(asha.cookie, { intent: "post", body: "   ", mode: "video", videoUrl: " " });
    expect(empty).toEqual({ status: 400, body: { ok: false, message: FEED_MESSAGES.empty } });

    const video = await act(asha.cookie, {
      intent: "post",
      mode: "video",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      category: "Music",
    });
    const [withVideo] = await db().select().from(feedPosts).where(eq(feedPosts.id, video.body.postId!));
    expect(withVideo).toMatchObject({
      videoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      category: "Music",
    });

    const badVideo = await act(asha.cookie, {
      intent: "post",
      mode: "video",
      videoUrl: "javascript:alert(1)",
    });
    expect(badVideo.body).toEqual({ ok: false, message: FEED_MESSAGES.badVideo });
    // A video link sent while the mode says none is not posted.
    const ignored = await act(asha.cookie, {
      intent: "post",
      body: "Words",
      mode: "none",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
    });
    const [plain] = await db().select().from(feedPosts).where(eq(feedPosts.id, ignored.body.postId!));
    expect(plain!.videoUrl).toBeNull();
  });

  it("refuses someone else's image, an unknown category and a post over 3,000 characters, keeping nothing", async () => {
    const asha = await signedInMember({ name: "Asha" });
    const ravi = await signedInMember({ name: "Ravi" });
    await db().insert(uploadedImages).values({
      id: "img_ravis0000000000000000",
      ownerId: ravi.member.id,
      purpose: "portfolio",
      storageKey: "ravis-key",
      width: 10,
      height: 10,
      bytes: 100,
    });
    const stolen = await act(asha.cookie, {
      intent: "post",
      mode: "image",
      imageId: "img_ravis0000000000000000",
    });
    expect(stolen.body).toEqual({ ok: false, message: FEED_MESSAGES.badImage });
    const category = await act(asha.cookie, { intent: "post", body: "Hi", category: "Cooking" });
    expect(category.body).toEqual({
      ok: false,
      message: FEED_MESSAGES.category,
      fieldErrors: { category: [FEED_MESSAGES.category] },
    });
    const long = await act(asha.cookie, { intent: "post", body: "x".repeat(3001) });
    expect(long.body).toEqual({
      ok: false,
      message: FEED_MESSAGES.postTooLong,
      fieldErrors: { body: [FEED_MESSAGES.postTooLong] },
    });
    expect(await db().select().from(feedPosts)).toEqual([]);
  });

  it("announces a post live to the author's followers, and not to one who blocked them", async () => {
    const author = await signedInMember({ name: "Author" });
    const fan = await createMember({ name: "Fan" });
    const blocker = await createMember({ name: "Blocker" });
    await db()
      .insert(profileFollows)
      .values([
        { followerId: fan.id, profileId: author.profile.id },
        { followerId: blocker.id, profileId: author.profile.id },
      ]);
    await blockMember(db(), blocker.id, author.member.id);
    await db().delete(liveEvents);
    const postId = await createPost(db(), author.member.id, {
      body: "New reel",
      imageId: null,
      videoUrl: null,
      category: "Film",
    });
    expect(await readLiveEventsAfter(db(), fan.id, 0, 10)).toEqual([
      expect.objectContaining({ kind: "feed_post", payload: { postId } }),
    ]);
    expect(await readLiveEventsAfter(db(), blocker.id, 0, 10)).toEqual([]);
  });
});

describe("likes", () => {
  it("counts one like per person however many times and however fast they click", async () => {
    const author = await signedInMember({ name: "Author" });
    const postId = await writePost(author.member.id);
    const fans = await Promise.all(Array.from({ length: 5 }, (_, i) => createMember({ name: `Fan ${i}` })));
    // Each fan clicks Like four times at once; two of them also unlike at once afterwards.
    await Promise.all(
      fans.flatMap((fan) => Array.from({ length: 4 }, () => setPostLike(db(), fan.id, postId, true))),
    );
    const count = async () =>
      (await db().select({ likes: feedPosts.likeCount }).from(feedPosts).where(eq(feedPosts.id, postId)))[0]!
        .likes;
    expect(await count()).toBe(5);
    expect(await db().select().from(feedPostLikes).where(eq(feedPostLikes.postId, postId))).toHaveLength(5);
    await Promise.all(
      fans.slice(0, 2).flatMap((fan) => [1, 2, 3].map(() => setPostLike(db(), fan.id, postId, false))),
    );
    expect(await count()).toBe(3);
  });

  it("answers the like through the page with the new count, and the author hears of it live", async () => {
    const author = await signedInMember({ name: "Author" });
    const fan = await signedInMember({ name: "Fan" });
    const postId = await writePost(author.member.id);
    await db().delete(liveEvents);
    const liked = await act(fan.cookie, { intent: "like", postId: String(postId) });
    expect(liked.body).toEqual({ ok: true, liked: true, likes: 1 });
    // The post's count on their open pages, and their bell.
    expect(await readLiveEventsAfter(db(), author.member.id, 0, 10)).toEqual([
      expect.objectContaining({ kind: "feed_activity", payload: { postId } }),
      expect.objectContaining({ kind: "notification", payload: { kind: "post_like" } }),
    ]);
    const page = await listFeed(db(), fan.member.id, ALL, null);
    expect(page.posts[0]).toMatchObject({ id: postId, likes: 1, liked: true });
    const unliked = await act(fan.cookie, { intent: "unlike", postId: String(postId) });
    expect(unliked.body).toEqual({ ok: true, liked: false, likes: 0 });
  });
});

describe("authors and everyone else", () => {
  it("lets only a post's author edit or delete it, and only a comment's author edit or delete the comment", async () => {
    const author = await signedInMember({ name: "Author" });
    const other = await signedInMember({ name: "Other" });
    const postId = String(await writePost(author.member.id, { body: "Original" }));
    const commented = await act(author.cookie, { intent: "comment", postId, body: "Author's note" });
    expect(commented.body.ok).toBe(true);
    const [comment] = await db().select().from(feedComments);
    const commentId = String(comment!.id);

    const attempts: Record<string, string>[] = [
      { intent: "edit-post", postId, body: "Hijacked" },
      { intent: "delete-post", postId },
      { intent: "edit-comment", commentId, body: "Hijacked" },
      { intent: "delete-comment", commentId },
    ];
    for (const fields of attempts) {
      expect(await act(other.cookie, fields)).toEqual({
        status: 404,
        body: { ok: false, message: FEED_MESSAGES.notFound },
      });
    }
    const [untouched] = await db().select().from(feedPosts);
    expect(untouched).toMatchObject({ body: "Original", commentCount: 1, editedAt: null });
    expect((await db().select().from(feedComments))[0]!.body).toBe("Author's note");

    expect((await act(author.cookie, { intent: "edit-post", postId, body: "Edited" })).body.ok).toBe(true);
    expect(
      (await act(author.cookie, { intent: "edit-comment", commentId, body: "Edited note" })).body.ok,
    ).toBe(true);
    expect((await act(author.cookie, { intent: "delete-comment", commentId })).body.ok).toBe(true);
    const [edited] = await db().select().from(feedPosts);
    expect(edited).toMatchObject({ body: "Edited", commentCount: 0 });
    expect(edited!.editedAt).toBeInstanceOf(Date);
    expect((await act(author.cookie, { intent: "delete-post", postId })).body.ok).toBe(true);
    expect(await db().select().from(feedPosts)).toEqual([]);
  });

  it("refuses a blank comment and an unverified member's post", async () => {
    const author = await signedInMember({ name: "Author" });
    const postId = String(await writePost(author.member.id));
    expect((await act(author.cookie, { intent: "comment", postId, body: "  " })).body).toEqual({
      ok: false,
      message: FEED_MESSAGES.commentEmpty,
      fieldErrors: { body: [FEED_MESSAGES.commentEmpty] },
    });
    const unverified = await signedInMember({ name: "New", verified: false });
    const refused = await act(unverified.cookie, { intent: "post", body: "Hello" });
    expect(refused.status).toBe(403);
  });

  it("files reports of posts and comments for staff, never of one's own", async () => {
    const author = await signedInMember({ name: "Author" });
    const reader = await signedInMember({ name: "Reader" });
    const postId = String(await writePost(author.member.id));
    await act(author.cookie, { intent: "comment", postId, body: "Buy followers here" });
    const [comment] = await db().select().from(feedComments);
    expect(
      (await act(reader.cookie, { intent: "report", subject: "post", targetId: postId, reason: "spam" })).body
        .ok,
    ).toBe(true);
    expect(
      (
        await act(reader.cookie, {
          intent: "report",
          subject: "comment",
          targetId: String(comment!.id),
          reason: "spam",
        })
      ).body.ok,
    ).toBe(true);
    expect(
      (await act(author.cookie, { intent: "report", subject: "post", targetId: postId, reason: "spam" }))
        .status,
    ).toBe(400);
    const filed = await db().select().from(reports).where(eq(reports.reporterId, reader.member.id));
    expect(filed.map((row) => row.subjectKind).sort()).toEqual(["comment", "post"]);
  });
});

describe("reading the feed", () => {
  it("hides blocked members' posts and comments both ways, and refuses to like them", async () => {
    const viewer = await signedInMember({ name: "Viewer" });
    const blocked = await signedInMember({ name: "Blocked" });
    const friend = await signedInMember({ name: "Friend" });
    const blockedPost = await writePost(blocked.member.id, { body: "Hidden" });
    const friendPost = await writePost(friend.member.id, { body: "Shown" });
    await db()
      .insert(feedComments)
      .values({ postId: friendPost, authorId: blocked.member.id, body: "Hidden comment" });
    await blockMember(db(), viewer.member.id, blocked.member.id);

    const seen = await listFeed(db(), viewer.member.id, ALL, null);
    expect(seen.posts.map((row) => row.body)).toEqual(["Shown"]);
    expect(seen.posts[0]!.recentComments).toEqual([]);
    // The blocked member no longer sees the viewer's posts either.
    const viewerPost = await writePost(viewer.member.id, { body: "Viewer's" });
    expect((await listFeed(db(), blocked.member.id, ALL, null)).posts.map((row) => row.id)).not.toContain(
      viewerPost,
    );
    const like = await act(viewer.cookie, { intent: "like", postId: String(blockedPost) });
    expect(like.status).toBe(404);
    expect(
      (
        await callRoute(postLoader, get(`/feed/${blockedPost}`, { cookie: viewer.cookie }), {
          postId: String(blockedPost),
        })
      ).status,
    ).toBe(404);
    // A visitor sees everyone's.
    expect((await listFeed(db(), null, ALL, null)).posts).toHaveLength(3);
  });

  it("never repeats or skips a post while new ones arrive between pages", async () => {
    const author = await createMember({ name: "Prolific" });
    await createProfile(author);
    const before: number[] = [];
    for (let i = 0; i < FEED_PAGE_SIZE * 2 + 5; i++)
      before.push(await writePost(author.id, { body: `Old ${i}` }));
    const first = await listFeed(db(), null, ALL, null);
    const arrived: number[] = [];
    let cursor = first.nextCursor;
    const read = [...first.posts.map((row) => row.id)];
    while (cursor) {
      // Someone posts between every page the reader loads.
      arrived.push(await writePost(author.id, { body: "New meanwhile" }));
      const next = await listFeed(db(), null, ALL, decodeCursor(cursor));
      read.push(...next.posts.map((row) => row.id));
      cursor = next.nextCursor;
    }
    expect(read).toEqual([...before].reverse());
    expect(read.some((id) => arrived.includes(id))).toBe(false);
  });

  it("filters by people I follow, trending (more than 200 likes) and category, through the page's address", async () => {
    const viewer = await signedInMember({ name: "Viewer" });
    const followed = await signedInMember({ name: "Followed" });
    const stranger = await signedInMember({ name: "Stranger" });
    await db()
      .insert(profileFollows)
      .values({ followerId: viewer.member.id, profileId: followed.profile.id });
    await writePost(followed.member.id, { body: "Followed's film", category: "Film", likeCount: 200 });
    await writePost(stranger.member.id, { body: "Stranger's music", category: "Music", likeCount: 201 });
    const bodies = async (query: string, cookie?: string) =>
      (
        (await callRoute(feedLoader, get(`/feed${query}`, { cookie }))).body as {
          page: { posts: { body: string }[] };
        }
      ).page.posts.map((row) => row.body);
    expect(await bodies("?show=following", viewer.cookie)).toEqual(["Followed's film"]);
    expect(await bodies("?show=following")).toEqual([]);
    expect(await bodies("?show=trending")).toEqual(["Stranger's music"]);
    expect(await bodies("?category=film")).toEqual(["Followed's film"]);
    expect(await bodies("?category=music&show=trending")).toEqual(["Stranger's music"]);
    expect(await bodies("?cursor=<script>&show=zzz")).toHaveLength(2);
  });
});

describe("a post's own page", () => {
  it("shows every comment, and is 404 for an id that names no post", async () => {
    const author = await signedInMember({ name: "Author" });
    const postId = await writePost(author.member.id);
    await db()
      .insert(feedComments)
      .values(
        Array.from({ length: 5 }, (_, i) => ({ postId, authorId: author.member.id, body: `Comment ${i}` })),
      );
    await db().update(feedPosts).set({ commentCount: 5 }).where(eq(feedPosts.id, postId));
    const reply = await callRoute(postLoader, get(`/feed/${postId}`), { postId: String(postId) });
    expect((reply.body as { post: { recentComments: unknown[] } }).post.recentComments).toHaveLength(5);
    const feed = await listFeed(db(), null, ALL, null);
    expect(feed.posts[0]!.recentComments.map((comment) => comment.body)).toEqual([
      "Comment 2",
      "Comment 3",
      "Comment 4",
    ]);
    for (const id of ["999999", "abc", "0", "99999999999"]) {
      expect((await callRoute(postLoader, get(`/feed/${id}`), { postId: id })).status).toBe(404);
    }
  });
});

describe("what the feed sends (issue 26, finding 9)", () => {
  it("sends nobody's account id: not the authors', the commenters' nor the viewer's", async () => {
    const author = await signedInMember({ name: "Author Ids" });
    const commenter = await signedInMember({ name: "Commenter Ids" });
    const postId = await createPost(db(), author.member.id, {
      body: "Set photos",
      imageId: null,
      videoUrl: null,
      category: "Film",
    });
    await addComment(db(), commenter.member.id, postId, "Lovely light");
    const viewer = await signedInMember();
    const pages = [
      await callRoute(feedLoader, get("/feed")),
      await callRoute(feedLoader, get("/feed", { cookie: viewer.cookie })),
      await callRoute(postLoader, get(`/feed/${postId}`, { cookie: viewer.cookie }), {
        postId: String(postId),
      }),
      await callRoute(feedPostsLoader, get(`/api/feed-posts/${postId}`, { cookie: viewer.cookie }), {
        id: String(postId),
      }),
    ];
    for (const page of pages) {
      const sent = page.body instanceof Response ? await page.body.text() : JSON.stringify(page.body);
      expect(sent).toContain("Lovely light");
      for (const id of [author.member.id, commenter.member.id, viewer.member.id])
        expect(sent).not.toContain(id);
    }
  });
});
