import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profileReviews } from "~/db/schema";
import { getRatingSummary, listReviews, loadReviews } from "~/features/social/reviews/reviews.server";
import { action as reviewsAction } from "~/routes/api/reviews";
import { createProfile, signedInMember } from "../factories";
import { post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

const GOOD = "A generous scene partner and always prepared.";

/** As the profile page's fetchers post it: from the profile, to the endpoint. */
function send(username: string, fields: Record<string, string>, cookie?: string) {
  const request = post(`/api/reviews/${username}`, fields, { cookie });
  request.headers.set("Referer", `http://localhost:3000/u/${username}`);
  return callRoute(reviewsAction, request, { username });
}

describe("reviews", () => {
  it("one per reviewer per profile: the second submit updates it", async () => {
    const target = await createProfile(null, { name: "Reviewed Person" });
    const critic = await signedInMember({ name: "Critic Kiran" });

    const first = await send(
      target.username,
      { intent: "review", rating: "4", content: GOOD },
      critic.cookie,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ok: true,
      message: "Review posted",
      summary: { average: 4, count: 1 },
    });

    const second = await send(
      target.username,
      { intent: "review", rating: "2", content: "  Changed my mind about this one.  " },
      critic.cookie,
    );
    expect(second.body).toMatchObject({
      ok: true,
      message: "Review updated",
      summary: { average: 2, count: 1 },
    });

    const rows = await db().select().from(profileReviews).where(eq(profileReviews.profileId, target.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 2, content: "Changed my mind about this one." });

    const [item] = await listReviews(db(), critic.member.id, target.id);
    expect(item).toMatchObject({
      rating: 2,
      authorName: "Critic Kiran",
      authorUsername: critic.profile.username,
      authorRole: critic.profile.role,
      byViewer: true,
      edited: true,
    });
    expect((await listReviews(db(), null, target.id))[0]!.byViewer).toBe(false);
  });

  it("lists newest first and summarises the average to one decimal and the count", async () => {
    const target = await createProfile(null);
    expect(await getRatingSummary(db(), target.id)).toEqual({ average: null, count: 0 });
    const ratings: [string, number][] = [
      ["Critic Uma", 5],
      ["Critic Vikram", 4],
      ["Critic Waheeda", 4],
    ];
    const critics = [];
    for (const [name, rating] of ratings) {
      const critic = await signedInMember({ name });
      critics.push(critic);
      await send(target.username, { intent: "review", rating: String(rating), content: GOOD }, critic.cookie);
    }
    // 13 / 3 = 4.333...
    expect(await getRatingSummary(db(), target.id)).toEqual({ average: 4.3, count: 3 });
    const data = await loadReviews(db(), critics[1]!.member.id, target.id);
    expect(data.reviews.map((review) => review.authorName)).toEqual([
      "Critic Waheeda",
      "Critic Vikram",
      "Critic Uma",
    ]);
    expect(data.ownReview).toMatchObject({ rating: 4, content: GOOD });
    expect(data.summary).toEqual({ average: 4.3, count: 3 });
  });

  it("refuses ratings out of 1 to 5, short or long text, with the form's messages and no row", async () => {
    const target = await createProfile(null);
    const critic = await signedInMember({ name: "Critic Lata" });
    const cases: [Record<string, string>, string][] = [
      [{ rating: "0", content: GOOD }, "Please choose a rating from 1 to 5 stars."],
      [{ rating: "6", content: GOOD }, "Please choose a rating from 1 to 5 stars."],
      [{ rating: "abc", content: GOOD }, "Please choose a rating from 1 to 5 stars."],
      [{ rating: "4.5", content: GOOD }, "Please choose a rating from 1 to 5 stars."],
      [{ content: GOOD }, "Please choose a rating from 1 to 5 stars."],
      [{ rating: "3", content: "Too short" }, "Please write at least 10 characters."],
      [{ rating: "3" }, "Please write at least 10 characters."],
      [{ rating: "3", content: "x".repeat(1001) }, "Reviews must be 1000 characters or less."],
    ];
    for (const [fields, message] of cases) {
      const reply = await send(target.username, { intent: "review", ...fields }, critic.cookie);
      expect(reply.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(reply.body).toMatchObject({ ok: false, message });
    }
    expect(await getRatingSummary(db(), target.id)).toEqual({ average: null, count: 0 });
  });

  it("refuses reviewing one's own profile", async () => {
    const me = await signedInMember({ name: "Self Reviewer" });
    const self = await send(me.profile.username, { intent: "review", rating: "5", content: GOOD }, me.cookie);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ ok: false, message: "You cannot review your own profile." });
    expect(await getRatingSummary(db(), me.profile.id)).toEqual({ average: null, count: 0 });
  });

  it("only the author deletes a review; to others it does not exist", async () => {
    const target = await signedInMember({ name: "Reviewed Meera" });
    const author = await signedInMember({ name: "Author Nikhil" });
    const other = await signedInMember({ name: "Other Omkar" });
    await send(target.profile.username, { intent: "review", rating: "5", content: GOOD }, author.cookie);
    const [review] = await listReviews(db(), null, target.profile.id);
    const reviewId = String(review!.id);

    // Not another account, and not the reviewed profile's owner either.
    for (const who of [other, target]) {
      const denied = await send(target.profile.username, { intent: "delete-review", reviewId }, who.cookie);
      expect(denied.status).toBe(404);
      expect(denied.body).toMatchObject({ ok: false, message: "That review no longer exists." });
    }
    expect(await getRatingSummary(db(), target.profile.id)).toEqual({ average: 5, count: 1 });

    for (const bad of ["abc", "", "-3", "1.5", "99999999999"]) {
      const reply = await send(
        target.profile.username,
        { intent: "delete-review", reviewId: bad },
        author.cookie,
      );
      expect(reply.status, bad).toBe(400);
    }

    const deleted = await send(target.profile.username, { intent: "delete-review", reviewId }, author.cookie);
    expect(deleted.body).toMatchObject({
      ok: true,
      message: "Review deleted",
      summary: { average: null, count: 0 },
    });
    const again = await send(target.profile.username, { intent: "delete-review", reviewId }, author.cookie);
    expect(again.status).toBe(404);
  });

  it("sends signed-out visitors to sign in and back; unknown profiles and intents are refused", async () => {
    const target = await createProfile(null);
    const { status, body } = await send(target.username, { intent: "review", rating: "5", content: GOOD });
    expect(status).toBe(302);
    expect((body as Response).headers.get("Location")).toBe(`/login?redirectTo=%2Fu%2F${target.username}`);
    expect(await getRatingSummary(db(), target.id)).toEqual({ average: null, count: 0 });

    const critic = await signedInMember({ name: "Critic Pooja" });
    const missing = await send(
      "no-such-person-x",
      { intent: "review", rating: "5", content: GOOD },
      critic.cookie,
    );
    expect(missing.status).toBe(404);
    expect((await send(target.username, { intent: "explode" }, critic.cookie)).status).toBe(400);
    expect((await send(target.username, {}, critic.cookie)).status).toBe(400);
  });
});
