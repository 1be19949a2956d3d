import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { careerStartYear } from "../../constants/talent";
import type { Database, Transaction } from "../client.server";
import {
  applicationEvents,
  applications,
  appMeta,
  auditions,
  conversationMembers,
  conversations,
  feedComments,
  feedPosts,
  jobs,
  mediaCast,
  mediaTitles,
  messages,
  newsItems,
  profiles,
  projects,
  user,
} from "../schema";
import { SAMPLE_AUDITION_TERMS, SAMPLE_AUDITIONS } from "./data/auditions";
import { SAMPLE_CONVERSATIONS } from "./data/conversations";
import { SAMPLE_FEED_POSTS } from "./data/feed-posts";
import { SAMPLE_JOBS } from "./data/jobs";
import { SAMPLE_MEDIA_TITLES } from "./data/media-titles";
import { SAMPLE_NEWS } from "./data/news";
import { SAMPLE_PROFILE_DETAILS } from "./data/profile-details";
import { SAMPLE_PROFILES } from "./data/profiles";
import { SAMPLE_PROJECTS } from "./data/projects";
import { buildJob, buildProfile, insertAudition, insertProject } from "./factories";
import { addSampleProductions } from "./sample-productions";

/** Bump when the seed gains data that existing databases should receive. */
export const SEED_VERSION = "13";
const SEED_KEY = "seed_version";

/**
 * Loads the spec's sample data once: sample rows are written only the first
 * time, so a restart keeps everything users wrote. Cities and categories are
 * not sample data: migrateDatabase, which runs first, keeps them in step with
 * the constants at every start (reference-data.server.ts, decision 026).
 */
export async function seedDatabase(db: Database, now = new Date()): Promise<"seeded" | "already-seeded"> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (marker?.value === SEED_VERSION) return "already-seeded";

  await db.transaction(async (tx) => {
    if (!marker) {
      await tx
        .insert(profiles)
        .values(SAMPLE_PROFILES.map((seed) => buildProfile(seed, now)))
        .onConflictDoNothing();
      for (const seed of SAMPLE_AUDITIONS) await insertAudition(tx, seed, now);
    }
    // Version 2: accounts and full sections for the sample profiles. Version 7: the media library whole.
    if (Number(marker?.value ?? 0) < 7) await addSampleMediaTitles(tx);
    await giveSampleProfilesAccounts(tx);
    // Version 3: the sample auditions get their posters (sample accounts) and terms.
    await giveSampleAuditionsPosters(tx);
    // Version 4: the sample jobs, once (a database seeded before it has none).
    if (Number(marker?.value ?? 0) < 4)
      await tx.insert(jobs).values(SAMPLE_JOBS.map((seed) => buildJob(seed, now)));
    // Version 5: the sample collaboration projects and their accepted members, once.
    if (Number(marker?.value ?? 0) < 5) await addSampleProjects(tx, now);
    // Version 6: a few conversations between sample accounts, once.
    if (Number(marker?.value ?? 0) < 6) await addSampleConversations(tx, now);
    // Version 8: the feed's sample posts with their comments, once.
    if (Number(marker?.value ?? 0) < 8) await addSampleFeedPosts(tx, now);
    // Version 9: the news page's sample items, once.
    if (Number(marker?.value ?? 0) < 9) {
      const oldestFirst = [...SAMPLE_NEWS].sort((one, other) => other.hoursAgo - one.hoursAgo);
      await tx.insert(newsItems).values(
        oldestFirst.map(({ hoursAgo, likes, dislikes, shares, ...item }) => ({
          ...item,
          likeCount: likes,
          dislikeCount: dislikes,
          shareCount: shares,
          createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
        })),
      );
    }
    // Version 10: when the sample people are free and how they work (migration 0024), once.
    if (marker && Number(marker.value) < 10) await addSampleSchedules(tx, now);
    // Version 11: the productions behind some sample postings, once.
    if (Number(marker?.value ?? 0) < 11) await addSampleProductions(tx, now);
    // Version 12: every sample audition and project states its pay, also in a database seeded before.
    if (marker && Number(marker.value) < 12) await stateSamplePay(tx);
    // Version 13: every sample job states its pay the same way, and the expenses-only sample job is added.
    if (marker && Number(marker.value) < 13) await stateSampleJobPay(tx, now);
    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION, updatedAt: now } });
  });
  return "seeded";
}

/**
 * The library's sample titles with every detail and their cast. A database
 * seeded before version 7 has the first four with only a title, type, year
 * and description: those gain the rest (nobody else writes titles).
 */
async function addSampleMediaTitles(tx: Transaction) {
  for (const { cast, ...title } of SAMPLE_MEDIA_TITLES) {
    const { id, ...details } = title;
    await tx.insert(mediaTitles).values(title).onConflictDoUpdate({ target: mediaTitles.id, set: details });
    const castRows = await tx
      .select({ id: profiles.id, username: profiles.username })
      .from(profiles)
      .where(
        inArray(
          profiles.username,
          cast.map(([username]) => username),
        ),
      );
    const idOf = new Map(castRows.map((row) => [row.username, row.id]));
    const members = cast.flatMap(([username, character], position) => {
      const profileId = idOf.get(username);
      return profileId === undefined ? [] : [{ mediaId: id, profileId, character, position }];
    });
    if (members.length > 0) await tx.insert(mediaCast).values(members).onConflictDoNothing();
  }
}

/** The feed's sample posts by sample accounts, with their comments. */
async function addSampleFeedPosts(tx: Transaction, now: Date) {
  const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  // Oldest first: the feed's order (and its cursor) is the order posts were written in.
  for (const seed of [...SAMPLE_FEED_POSTS].sort((one, other) => other.hoursAgo - one.hoursAgo)) {
    const [post] = await tx
      .insert(feedPosts)
      .values({
        authorId: `sample-${seed.author}`,
        body: seed.body,
        videoUrl: seed.videoUrl ?? null,
        category: seed.category,
        likeCount: seed.likes,
        shareCount: seed.shares,
        commentCount: seed.comments.length,
        createdAt: hoursBefore(seed.hoursAgo),
      })
      .returning({ id: feedPosts.id });
    if (seed.comments.length === 0) continue;
    await tx.insert(feedComments).values(
      seed.comments.map((comment, i) => ({
        postId: post!.id,
        authorId: `sample-${comment.author}`,
        body: comment.text,
        createdAt: hoursBefore(seed.hoursAgo - (i + 1) * 0.5),
      })),
    );
  }
}

/** Each sample project, with its members' accepted requests to join (and their history), so it has collaborators. */
async function addSampleProjects(tx: Transaction, now: Date) {
  for (const seed of SAMPLE_PROJECTS) {
    const project = await insertProject(tx, seed, now);
    for (const member of seed.members) {
      const [application] = await tx
        .insert(applications)
        .values({
          projectId: project!.id,
          applicantId: `sample-${member}`,
          status: "accepted",
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: applications.id });
      await tx.insert(applicationEvents).values([
        { applicationId: application!.id, status: "new", createdAt: now },
        { applicationId: application!.id, status: "accepted", createdAt: now },
      ]);
    }
  }
}

/** Each sample conversation with its messages; read up to the last one where the seed says so. */
async function addSampleConversations(tx: Transaction, now: Date) {
  for (const seed of SAMPLE_CONVERSATIONS) {
    const people = seed.between.map((username) => `sample-${username}`);
    const [memberA, memberB] = [...people].sort() as [string, string];
    const lastAt = new Date(now.getTime() - seed.messages.at(-1)!.hoursAgo * 3_600_000);
    const [conversation] = await tx
      .insert(conversations)
      .values({ memberA, memberB, createdAt: lastAt, lastMessageAt: lastAt })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!conversation) continue;
    const written = await tx
      .insert(messages)
      .values(
        seed.messages.map((message) => ({
          conversationId: conversation.id,
          senderId: people[message.from]!,
          body: message.text,
          createdAt: new Date(now.getTime() - message.hoursAgo * 3_600_000),
        })),
      )
      .returning({ id: messages.id, senderId: messages.senderId });
    const last = written.at(-1)!;
    // Each has read their own messages, and the other's up to the last when the seed says so.
    await tx.insert(conversationMembers).values(
      people.map((userId) => ({
        conversationId: conversation.id,
        userId,
        readUpTo:
          seed.read || last.senderId === userId
            ? last.id
            : (written.filter((message) => message.senderId === userId).at(-1)?.id ?? 0),
      })),
    );
  }
}

/**
 * "Free from" and the work schedule for sample profiles seeded before the
 * columns existed. Only where both are still empty: the migration that added
 * them ran just before, but a claimed sample profile is its person's, and
 * nothing they said is overwritten.
 */
async function addSampleSchedules(tx: Transaction, now: Date) {
  for (const seed of SAMPLE_PROFILES) {
    const { availableFrom, workSchedule } = buildProfile(seed, now);
    await tx
      .update(profiles)
      .set({ availableFrom, workSchedule })
      .where(
        and(
          eq(profiles.username, seed.username),
          eq(profiles.userId, `sample-${seed.username}`),
          isNull(profiles.availableFrom),
          isNull(profiles.workSchedule),
        ),
      );
  }
}

/** The address a sample profile's account has until its person claims it (a domain we own). */
export const sampleAccountEmail = (username: string) => `${username}@sample.rangmanch.in`;

/**
 * Each sample profile gets a real account, so follows, reviews and messages
 * reach someone. The account has no password or social login, so nobody can
 * sign in to it; its person claims it through a password reset sent to the
 * address, which staff change to the person's own first.
 */
async function giveSampleProfilesAccounts(tx: Transaction) {
  for (const sample of SAMPLE_PROFILES) {
    const userId = `sample-${sample.username}`;
    await tx
      .insert(user)
      .values({
        id: userId,
        name: sample.name,
        email: sampleAccountEmail(sample.username),
        emailVerified: false,
      })
      .onConflictDoNothing();
    const details = SAMPLE_PROFILE_DETAILS[sample.username];
    await tx
      .update(profiles)
      .set({ userId, ...details, careerStartYear: careerStartYear(details?.experience ?? []) })
      .where(and(eq(profiles.username, sample.username), isNull(profiles.userId)));
  }
}

/** The sample auditions' and projects' stated pay, for a database seeded before pay had to be stated. */
async function stateSamplePay(tx: Transaction) {
  for (const [title, terms] of Object.entries(SAMPLE_AUDITION_TERMS)) {
    await tx
      .update(auditions)
      .set(terms.pay)
      .where(and(eq(auditions.title, title), isNotNull(auditions.posterId)));
  }
  for (const { title, payKind, payMin, payMax, payPer, payNote } of SAMPLE_PROJECTS) {
    await tx
      .update(projects)
      .set({ payKind, payMin, payMax, payPer, payNote })
      .where(eq(projects.title, title));
  }
}

/**
 * The sample jobs' stated pay, for a database seeded before jobs stated it
 * (migration 0040 read their old salary words); a sample job it lacks (the
 * one added with version 13) is added, unless some job already has its title.
 */
async function stateSampleJobPay(tx: Transaction, now: Date) {
  for (const seed of SAMPLE_JOBS) {
    const { title, poster, payKind, payMin = null, payMax = null, payPer = null, payNote = "" } = seed;
    const stated = await tx
      .update(jobs)
      .set({ payKind, payMin, payMax, payPer, payNote })
      .where(and(eq(jobs.title, title), eq(jobs.posterId, `sample-${poster}`)))
      .returning({ id: jobs.id });
    if (stated.length > 0) continue;
    const [titled] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, title)).limit(1);
    if (!titled) await tx.insert(jobs).values(buildJob(seed, now));
  }
}

/** Each sample audition's poster, terms and (online) meeting room; auditions that already have a poster keep it. */
async function giveSampleAuditionsPosters(tx: Transaction) {
  for (const [title, terms] of Object.entries(SAMPLE_AUDITION_TERMS)) {
    const { poster, pay, ...rest } = terms;
    const room = `https://meet.jit.si/rangmanch-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
    await tx
      .update(auditions)
      .set({
        posterId: `sample-${poster}`,
        ...rest,
        ...pay,
        meetingUrl: sql`case when ${auditions.type} = 'Online' then ${room} else null end`,
      })
      .where(and(eq(auditions.title, title), isNull(auditions.posterId)));
  }
}
