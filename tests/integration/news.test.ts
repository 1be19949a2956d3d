import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { newsComments, newsItems, newsReactions, user } from "~/db/schema";
import { blockMember } from "~/features/blocks/member-blocks.server";
import { listNews } from "~/features/news/list-news.server";
import { setNewsReaction } from "~/features/news/news-actions.server";
import { NEWS_MESSAGES } from "~/features/news/news-rules";
import { publishNews } from "~/features/news/publish-news.server";
import { ServiceError } from "~/lib/service-error";
import { action as newsAction, loader as newsLoader } from "~/routes/news";
import { action as staffAction } from "~/routes/staff/news";
import { createMember, signedInMember } from "../factories";
import { createAppHandler } from "../support/app-handler";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

beforeEach(async () => {
  await db().delete(newsItems);
  await db().execute(sql`delete from rate_limits`);
});

const STORY = {
  intent: "publish-news",
  title: "Festival opens submissions",
  body: "Twelve first features will screen.",
  source: "Rangmanch Newsroom",
  category: "film",
};

async function staffMember() {
  const staff = await signedInMember({ name: "Editor" });
  await db().update(user).set({ role: "staff" }).where(eq(user.id, staff.member.id));
  return staff;
}

async function story(fields: Partial<typeof newsItems.$inferInsert> = {}) {
  const [row] = await db()
    .insert(newsItems)
    .values({ title: "A story", body: "Words", source: "Desk", category: "film", ...fields })
    .returning({ id: newsItems.id });
  return row!.id;
}

describe("publishing news", () => {
  it("lets staff publish from the staff page, with a video link made an embed", async () => {
    const staff = await staffMember();
    const reply = await callRoute(
      staffAction,
      post(
        "/staff/news",
        { ...STORY, videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
        { cookie: staff.cookie },
      ),
    );
    expect(reply.body).toMatchObject({ ok: true, message: NEWS_MESSAGES.published });
    const [row] = await db().select().from(newsItems);
    expect(row).toMatchObject({
      title: STORY.title,
      category: "film",
      videoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      authorId: staff.member.id,
    });
    const refused = await callRoute(
      staffAction,
      post("/staff/news", { ...STORY, title: " " }, { cookie: staff.cookie }),
    );
    expect(refused).toMatchObject({ status: 400, body: { ok: false, message: NEWS_MESSAGES.title } });
  });

  it("refuses everyone else: the staff page answers 404, and the service checks the role itself", async () => {
    const member = await signedInMember({ name: "Member" });
    const handle = await createAppHandler();
    const response = await handle(post("/staff/news", STORY, { cookie: member.cookie }));
    expect(response.status).toBe(404);
    await expect(
      publishNews(db(), member.member.id, {
        title: "t",
        body: "b",
        source: "s",
        category: "film",
        imageId: null,
        imageCaption: null,
        videoUrl: null,
      }),
    ).rejects.toThrow(new ServiceError("not_found", NEWS_MESSAGES.staffOnly));
    expect(await db().select().from(newsItems)).toEqual([]);
  });
});

describe("likes and dislikes", () => {
  it("switches between like and dislike through the page, one reaction per member", async () => {
    const reader = await signedInMember({ name: "Reader" });
    const id = String(await story({ likeCount: 10, dislikeCount: 3 }));
    const react = async (reaction: string) =>
      (
        await callRoute(
          newsAction,
          post("/news", { intent: "react", newsId: id, reaction }, { cookie: reader.cookie }),
        )
      ).body as { likes: number; dislikes: number; reaction: string | null };
    expect(await react("like")).toMatchObject({ reaction: "like", likes: 11, dislikes: 3 });
    expect(await react("dislike")).toMatchObject({ reaction: "dislike", likes: 10, dislikes: 4 });
    expect(await react("like")).toMatchObject({ reaction: "like", likes: 11, dislikes: 3 });
    expect(await react("none")).toMatchObject({ reaction: null, likes: 10, dislikes: 3 });
    const bogus = await callRoute(
      newsAction,
      post("/news", { intent: "react", newsId: id, reaction: "love" }, { cookie: reader.cookie }),
    );
    expect(bogus.status).toBe(400);
  });

  it("keeps the counts equal to the reactions however the clicks race", async () => {
    const id = await story();
    const readers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => createMember({ name: `Reader ${i}` })),
    );
    await Promise.all(
      readers.flatMap((reader, i) =>
        ["like", "dislike", "like", i % 2 === 0 ? "dislike" : "like"].map((reaction) =>
          setNewsReaction(db(), reader.id, id, reaction as "like" | "dislike"),
        ),
      ),
    );
    const reactions = await db().select().from(newsReactions).where(eq(newsReactions.newsId, id));
    expect(reactions).toHaveLength(4);
    const [counts] = await db().select().from(newsItems).where(eq(newsItems.id, id));
    expect(counts!.likeCount).toBe(reactions.filter((row) => row.reaction === "like").length);
    expect(counts!.dislikeCount).toBe(reactions.filter((row) => row.reaction === "dislike").length);
  });
});

describe("shares", () => {
  it("counts a member's share once however often they press it, and takes it back", async () => {
    const reader = await signedInMember({ name: "Reader" });
    const id = String(await story({ shareCount: 4 }));
    const share = (intent: string) =>
      callRoute(newsAction, post("/news", { intent, newsId: id }, { cookie: reader.cookie }));
    await Promise.all([share("share"), share("share"), share("share")]);
    const count = async () => (await db().select().from(newsItems))[0]!.shareCount;
    expect(await count()).toBe(5);
    const listed = await listNews(db(), reader.member.id, { show: "all", category: null }, null);
    expect(listed.items[0]).toMatchObject({ shared: true, shares: 5 });
    await share("unshare");
    expect(await count()).toBe(4);
  });
});

describe("reading news", () => {
  it("filters by trending (over 50 likes), video, image, text and category, and puts a shared story first", async () => {
    const trending = await story({ title: "Trending", likeCount: 51, category: "music" });
    await story({ title: "Fifty", likeCount: 50 });
    await story({ title: "Video", videoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" });
    await story({ title: "Image", staticImageUrl: "/images/categories/acting.svg", category: "dance" });
    const titles = async (query: string) =>
      ((await callRoute(newsLoader, get(`/news${query}`))).body as { items: { title: string }[] }).items.map(
        (item) => item.title,
      );
    expect(await titles("?show=trending")).toEqual(["Trending"]);
    expect(await titles("?show=video")).toEqual(["Video"]);
    expect(await titles("?show=image")).toEqual(["Image"]);
    expect(await titles("?show=text")).toEqual(["Fifty", "Trending"]);
    expect(await titles("?category=dance")).toEqual(["Image"]);
    expect((await titles(`?id=${trending}`))[0]).toBe("Trending");
    expect(await titles("?show=<b>&id=abc")).toHaveLength(4);
  });

  it("keeps comments by blocked members out of sight, and lets only a comment's author delete it", async () => {
    const viewer = await signedInMember({ name: "Viewer" });
    const troll = await signedInMember({ name: "Troll" });
    const id = String(await story());
    for (const member of [viewer, troll]) {
      const reply = await callRoute(
        newsAction,
        post(
          "/news",
          { intent: "comment", newsId: id, body: `From ${member.member.name}` },
          { cookie: member.cookie },
        ),
      );
      expect(reply.body).toMatchObject({ ok: true });
    }
    await blockMember(db(), viewer.member.id, troll.member.id);
    const seen = await listNews(db(), viewer.member.id, { show: "all", category: null }, null);
    expect(seen.items[0]!.comments.map((comment) => comment.body)).toEqual(["From Viewer"]);
    const [trollComment] = await db()
      .select()
      .from(newsComments)
      .where(eq(newsComments.authorId, troll.member.id));
    const stolen = await callRoute(
      newsAction,
      post(
        "/news",
        { intent: "delete-comment", commentId: String(trollComment!.id) },
        { cookie: viewer.cookie },
      ),
    );
    expect(stolen.status).toBe(404);
    expect(await db().select().from(newsComments)).toHaveLength(2);
    const [row] = await db().select().from(newsItems);
    expect(row!.commentCount).toBe(2);
  });
});
