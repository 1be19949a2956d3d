import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_MESSAGE_LENGTH, MESSAGING_MESSAGES } from "~/constants/messaging";
import { getDatabaseHandle } from "~/db/client.server";
import { conversations, liveEventCounters, liveEvents, memberBlocks, messages, presence } from "~/db/schema";
import { BLOCK_MESSAGES, blockMember, unblockMember } from "~/features/blocks/member-blocks.server";
import { type LiveEvent, latestLiveSeq, publishLiveEvents } from "~/features/live/live-events.server";
import { LiveHub, type LiveSignal, onlineMembers, removeOldLiveRows } from "~/features/live/live-hub.server";
import {
  countUnreadMessages,
  getConversation,
  listConversations,
  markConversationRead,
} from "~/features/messaging/conversations.server";
import { searchRecipients } from "~/features/messaging/recipients.server";
import { conversationBetween, sendMessage } from "~/features/messaging/send-message.server";
import { LIMITS } from "~/features/security/rate-limit.server";
import { searchTalent } from "~/features/talent/search-talent.server";
import { ServiceError } from "~/lib/service-error";
import { action as conversationAction, loader as conversationLoader } from "~/routes/messages-conversation";
import { action as newMessageAction } from "~/routes/new-message";
import { action as profileAction, loader as profileLoader } from "~/routes/public-profile";
import { createMember, createProfile, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

beforeEach(async () => {
  await db().delete(conversations);
  await db().delete(liveEvents);
  await db().delete(liveEventCounters);
  await db().delete(presence);
  await db().delete(memberBlocks);
  await db().execute(sql`delete from rate_limits`);
});

/** Two verified, signed-in members with profiles. */
async function pair() {
  const asha = await signedInMember({
    name: "Asha",
    profile: { name: "Asha Rao", role: "Casting Director" },
  });
  const ravi = await signedInMember({ name: "Ravi", profile: { name: "Ravi Menon", role: "Actor" } });
  return { asha, ravi };
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
};

describe("sending and reading messages", () => {
  it("the first message starts a conversation; writing again continues it, from either side", async () => {
    const { asha, ravi } = await pair();
    const first = await sendMessage(
      db(),
      asha.member.id,
      { recipientProfileId: ravi.profile.id },
      "Hello Ravi",
    );
    expect(first).toMatchObject({ started: true, recipientName: "Ravi Menon" });
    const again = await sendMessage(
      db(),
      asha.member.id,
      { recipientProfileId: ravi.profile.id },
      "Are you free?",
    );
    expect(again).toMatchObject({ conversationId: first.conversationId, started: false });
    await sendMessage(db(), ravi.member.id, { conversationId: first.conversationId }, "Yes, tomorrow");
    const reply = await sendMessage(db(), ravi.member.id, { recipientProfileId: asha.profile.id }, "At 10?");
    expect(reply.conversationId).toBe(first.conversationId);

    const seenByRavi = await getConversation(db(), ravi.member.id, first.conversationId);
    expect(seenByRavi?.person).toMatchObject({ name: "Asha Rao", role: "Casting Director" });
    expect(seenByRavi?.messages.map((message) => [message.text, message.fromMe])).toEqual([
      ["Hello Ravi", false],
      ["Are you free?", false],
      ["Yes, tomorrow", true],
      ["At 10?", true],
    ]);
    const list = await listConversations(db(), asha.member.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      person: { name: "Ravi Menon", role: "Actor" },
      lastMessage: { text: "At 10?", fromMe: false, isRead: false },
      unreadCount: 2,
    });
  });

  it("two first messages sent at the same moment from both sides make one conversation", async () => {
    const { asha, ravi } = await pair();
    await Promise.all([
      sendMessage(db(), asha.member.id, { recipientProfileId: ravi.profile.id }, "Hi from Asha"),
      sendMessage(db(), ravi.member.id, { recipientProfileId: asha.profile.id }, "Hi from Ravi"),
    ]);
    const rows = await db().select().from(conversations);
    expect(rows).toHaveLength(1);
    const seen = await getConversation(db(), asha.member.id, rows[0]!.id);
    expect(seen?.messages).toHaveLength(2);
  });

  it("empty, whitespace-only and over-long messages are refused with the spec's words; text is kept as typed, trimmed", async () => {
    const { asha, ravi } = await pair();
    const to = { recipientProfileId: ravi.profile.id };
    expect(await refusal(sendMessage(db(), asha.member.id, to, ""))).toEqual({
      code: "invalid",
      message: MESSAGING_MESSAGES.noMessage,
    });
    expect(await refusal(sendMessage(db(), asha.member.id, to, " \n\t \r\n"))).toMatchObject({
      message: MESSAGING_MESSAGES.noMessage,
    });
    expect(
      await refusal(sendMessage(db(), asha.member.id, to, "x".repeat(MAX_MESSAGE_LENGTH + 1))),
    ).toMatchObject({
      message: MESSAGING_MESSAGES.tooLong,
    });
    expect(await db().select().from(messages)).toHaveLength(0);
    const sent = await sendMessage(db(), asha.member.id, to, `  <b>bold?</b>\r\nline two\u0000  `);
    const [row] = await db().select().from(messages);
    expect(row?.body).toBe("<b>bold?</b>\nline two");
    expect(sent.started).toBe(true);
    await sendMessage(db(), asha.member.id, to, "y".repeat(MAX_MESSAGE_LENGTH));
  });

  it("nobody can write to themselves, to a profile without an account, or into a conversation not theirs", async () => {
    const { asha, ravi } = await pair();
    const outsider = await signedInMember();
    const unclaimed = await createProfile(null, { name: "Sample Person" });
    expect(
      await refusal(sendMessage(db(), asha.member.id, { recipientProfileId: asha.profile.id }, "me")),
    ).toMatchObject({
      message: MESSAGING_MESSAGES.toSelf,
    });
    expect(
      await refusal(sendMessage(db(), asha.member.id, { recipientProfileId: unclaimed.id }, "hi")),
    ).toMatchObject({ message: MESSAGING_MESSAGES.notOnRangmanch });
    const { conversationId } = await sendMessage(
      db(),
      asha.member.id,
      { recipientProfileId: ravi.profile.id },
      "hi",
    );
    expect(
      await refusal(sendMessage(db(), outsider.member.id, { conversationId }, "let me in")),
    ).toMatchObject({ code: "not_found" });
    expect(await refusal(markConversationRead(db(), outsider.member.id, conversationId, 999))).toMatchObject({
      code: "not_found",
    });
    expect(await getConversation(db(), outsider.member.id, conversationId)).toBeNull();
    expect(await listConversations(db(), outsider.member.id)).toEqual([]);
  });
});

describe("the conversation's route", () => {
  it("answers 404 to anyone but its two members, reads and writes alike", async () => {
    const { asha, ravi } = await pair();
    const outsider = await signedInMember();
    const { conversationId } = await sendMessage(
      db(),
      asha.member.id,
      { recipientProfileId: ravi.profile.id },
      "hi",
    );
    const params = { conversationId: String(conversationId) };
    const read = (cookie: string) =>
      callRoute(conversationLoader, get(`/messages/${conversationId}`, { cookie }), params);
    expect((await read(ravi.cookie)).status).toBe(200);
    expect((await read(outsider.cookie)).status).toBe(404);
    expect(
      (
        await callRoute(conversationLoader, get("/messages/99999999", { cookie: asha.cookie }), {
          conversationId: "99999999",
        })
      ).status,
    ).toBe(404);
    const write = await callRoute(
      conversationAction,
      post(`/messages/${conversationId}`, { intent: "send", body: "sneaky" }, { cookie: outsider.cookie }),
      params,
    );
    expect(write.status).toBe(404);
    expect(await db().select().from(messages)).toHaveLength(1);
  });

  it("sending needs a verified email; the composer refuses a missing recipient with the spec's words and keeps the text", async () => {
    const { asha, ravi } = await pair();
    const unverified = await signedInMember({ verified: false });
    const refused = await callRoute(
      newMessageAction,
      post(
        "/new-message",
        { recipient: String(ravi.profile.id), body: "hello" },
        { cookie: unverified.cookie },
      ),
    );
    expect(refused.status).toBe(403);
    const noRecipient = await callRoute(
      newMessageAction,
      post("/new-message", { recipient: "", body: "typed words" }, { cookie: ravi.cookie }),
    );
    expect(noRecipient).toMatchObject({
      status: 400,
      body: { ok: false, message: MESSAGING_MESSAGES.noRecipient, kept: { body: "typed words" } },
    });
    // A message the service refuses keeps every word typed, so it can be shortened and sent.
    const long = "a".repeat(MAX_MESSAGE_LENGTH + 1);
    const tooLong = await callRoute(
      newMessageAction,
      post("/new-message", { recipient: String(asha.profile.id), body: long }, { cookie: ravi.cookie }),
    );
    expect(tooLong).toMatchObject({
      status: 400,
      body: { ok: false, message: MESSAGING_MESSAGES.tooLong, kept: { body: long } },
    });
    const blank = await callRoute(
      newMessageAction,
      post(
        "/new-message",
        { recipient: String(ravi.profile.id), body: "   " },
        { cookie: unverified.cookie },
      ),
    );
    expect(blank.status).toBe(403);
  });

  // Issue 23, item 9: it went to /messages, an inbox with nothing open.
  it('a successful send opens the conversation written in, with "Message sent to {name}"', async () => {
    const { asha, ravi } = await pair();
    const sent = await callRoute(
      newMessageAction,
      post(
        "/new-message",
        { recipient: String(ravi.profile.id), body: "Audition on Friday?" },
        { cookie: asha.cookie },
      ),
    );
    expect(sent.status).toBe(302);
    const conversation = await conversationBetween(db(), asha.member.id, ravi.member.id);
    expect(conversation).not.toBeNull();
    expect((sent.body as Response).headers.get("Location")).toBe(`/messages/${conversation}`);
  });
});

describe("unread counts and read receipts", () => {
  it("counts what the other person sent after what I have read; reading moves forward only, and never past the newest", async () => {
    const { asha, ravi } = await pair();
    const first = await sendMessage(db(), asha.member.id, { recipientProfileId: ravi.profile.id }, "one");
    const second = await sendMessage(db(), asha.member.id, { conversationId: first.conversationId }, "two");
    expect(await countUnreadMessages(db(), ravi.member.id)).toBe(2);
    expect(await countUnreadMessages(db(), asha.member.id)).toBe(0);

    expect(await markConversationRead(db(), ravi.member.id, first.conversationId, first.messageId)).toEqual({
      readUpTo: first.messageId,
      changed: true,
    });
    expect(await countUnreadMessages(db(), ravi.member.id)).toBe(1);
    // Far past the newest: only as far as the newest message.
    expect(await markConversationRead(db(), ravi.member.id, first.conversationId, 2_000_000_000)).toEqual({
      readUpTo: second.messageId,
      changed: true,
    });
    // Backwards changes nothing.
    expect(
      await markConversationRead(db(), ravi.member.id, first.conversationId, first.messageId),
    ).toMatchObject({
      changed: false,
    });
    expect(await countUnreadMessages(db(), ravi.member.id)).toBe(0);
    const seenByAsha = await getConversation(db(), asha.member.id, first.conversationId);
    expect(seenByAsha?.readByThemUpTo).toBe(second.messageId);
    expect((await listConversations(db(), asha.member.id))[0]?.lastMessage).toMatchObject({
      fromMe: true,
      isRead: true,
    });
  });
});

describe("limits", () => {
  it(`at most ${LIMITS.messagesPerAccount.max} messages a minute per account`, async () => {
    const { asha, ravi } = await pair();
    const { conversationId } = await sendMessage(
      db(),
      asha.member.id,
      { recipientProfileId: ravi.profile.id },
      "0",
    );
    for (let index = 1; index < LIMITS.messagesPerAccount.max; index += 1) {
      await sendMessage(db(), asha.member.id, { conversationId }, String(index));
    }
    expect(
      await refusal(sendMessage(db(), asha.member.id, { conversationId }, "one too many")),
    ).toMatchObject({
      code: "rate_limited",
      message: MESSAGING_MESSAGES.tooManyMessages,
    });
    // Ravi's own limit is untouched.
    await sendMessage(db(), ravi.member.id, { conversationId }, "reply");
  });

  it(`at most ${LIMITS.newRecipientsPerAccount.max} new people a day; replies to anyone are never counted`, async () => {
    const sender = await signedInMember();
    const people = [];
    for (let index = 0; index <= LIMITS.newRecipientsPerAccount.max; index += 1) {
      const member = await createMember({ name: `Person ${index}` });
      people.push(await createProfile(member, { name: `Person ${index}` }));
    }
    for (const person of people.slice(0, -1)) {
      await sendMessage(db(), sender.member.id, { recipientProfileId: person.id }, "hello");
      // Minute limits are not what this test is about.
      await db().execute(sql`delete from rate_limits where key like 'messages:%'`);
    }
    expect(
      await refusal(sendMessage(db(), sender.member.id, { recipientProfileId: people.at(-1)!.id }, "hello")),
    ).toMatchObject({ message: MESSAGING_MESSAGES.tooManyNewRecipients });
    await sendMessage(db(), sender.member.id, { recipientProfileId: people[0]!.id }, "following up");
  });
});

describe("blocking", () => {
  it("a blocked member can no longer message, find or open the conversation, either way round, until the block is lifted", async () => {
    // Names nobody else in this file has, so the searches below find exactly these two.
    const asha = await signedInMember({ profile: { name: "Ottilie Brahmbhatt", role: "Casting Director" } });
    const ravi = await signedInMember({ profile: { name: "Zorawar Kinkhabwala", role: "Actor" } });
    const searchAs = async (viewerId: string) =>
      (
        await searchTalent(db(), {
          q: "Ottilie Brahmbhatt",
          cities: [],
          roles: [],
          experience: [],
          availability: [],
          page: 1,
          categorySlug: null,
          viewerId,
        })
      ).talent.map((person) => person.id);
    expect(await searchAs(ravi.member.id)).toContain(asha.profile.id);
    expect(
      (await searchRecipients(db(), ravi.member.id, "Ottilie")).map((person) => person.profileId),
    ).toEqual([asha.profile.id]);
    const first = await sendMessage(db(), ravi.member.id, { recipientProfileId: asha.profile.id }, "hello");
    expect(await countUnreadMessages(db(), asha.member.id)).toBe(1);

    await blockMember(db(), asha.member.id, ravi.member.id);
    for (const [from, target] of [
      [ravi.member.id, { recipientProfileId: asha.profile.id }],
      [ravi.member.id, { conversationId: first.conversationId }],
      // The one who blocked cannot write either: the conversation is closed both ways.
      [asha.member.id, { recipientProfileId: ravi.profile.id }],
    ] as const) {
      expect(await refusal(sendMessage(db(), from, target, "still there?"))).toMatchObject({
        message: BLOCK_MESSAGES.cannotMessage,
      });
    }
    expect(await listConversations(db(), asha.member.id)).toEqual([]);
    expect(await listConversations(db(), ravi.member.id)).toEqual([]);
    expect(await getConversation(db(), ravi.member.id, first.conversationId)).toBeNull();
    expect(await countUnreadMessages(db(), asha.member.id)).toBe(0);
    expect(await searchRecipients(db(), ravi.member.id, "Ottilie")).toEqual([]);
    expect(await searchAs(ravi.member.id)).not.toContain(asha.profile.id);

    await unblockMember(db(), asha.member.id, ravi.member.id);
    expect(await listConversations(db(), asha.member.id)).toHaveLength(1);
    await sendMessage(db(), ravi.member.id, { conversationId: first.conversationId }, "back again");
  });
});

describe("blocking from a profile page", () => {
  it("Block and Unblock on the page; a blocked member sees no contact details and no Message button", async () => {
    const owner = await signedInMember({ profile: { name: "Noor Contactable", email: "noor@example.com" } });
    const viewer = await signedInMember();
    const page = (cookie: string) =>
      callRoute(profileLoader, get(`/u/${owner.profile.username}`, { cookie }), {
        username: owner.profile.username,
      });
    const shown = (await page(viewer.cookie)).body as { contact: { visible: boolean }; canBlock: boolean };
    expect(shown).toMatchObject({ contact: { visible: true, email: "noor@example.com" }, canBlock: true });

    const blocked = await callRoute(
      profileAction,
      post(`/u/${owner.profile.username}`, { intent: "block" }, { cookie: owner.cookie }),
      { username: owner.profile.username },
    );
    // The owner cannot block themselves.
    expect(blocked.status).toBe(400);
    const blocking = await callRoute(
      profileAction,
      post(`/u/${viewer.profile.username}`, { intent: "block" }, { cookie: owner.cookie }),
      { username: viewer.profile.username },
    );
    expect(blocking.body).toMatchObject({
      ok: true,
      blocked: true,
      message: BLOCK_MESSAGES.blocked(viewer.profile.name),
    });
    expect(((await page(viewer.cookie)).body as { contact: { visible: boolean } }).contact.visible).toBe(
      false,
    );
    const ownersView = (
      await callRoute(profileLoader, get(`/u/${viewer.profile.username}`, { cookie: owner.cookie }), {
        username: viewer.profile.username,
      })
    ).body as { blocking: boolean };
    expect(ownersView.blocking).toBe(true);

    await callRoute(
      profileAction,
      post(`/u/${viewer.profile.username}`, { intent: "unblock" }, { cookie: owner.cookie }),
      { username: viewer.profile.username },
    );
    expect(((await page(viewer.cookie)).body as { contact: { visible: boolean } }).contact.visible).toBe(
      true,
    );
  });
});

describe("recipient search", () => {
  it("finds people with accounts by name or username, never the searcher or a profile without an account", async () => {
    const searcher = await signedInMember({ profile: { name: "Zubeida Qureshi" } });
    await createProfile(null, { name: "Zubeida Unclaimed" });
    const other = await createMember({ name: "Zubeida Two" });
    await createProfile(other, { name: "Zubeida Khan" });
    const names = (await searchRecipients(db(), searcher.member.id, "zubeida")).map((person) => person.name);
    expect(names).toEqual(["Zubeida Khan"]);
    expect(await searchRecipients(db(), searcher.member.id, "%")).toEqual([]);
    expect(await searchRecipients(db(), searcher.member.id, "   ")).toEqual([]);
  });
});

describe("live events", () => {
  let hub: LiveHub;
  beforeAll(async () => {
    hub = new LiveHub(db(), getDatabaseHandle());
    await hub.start();
  });
  afterAll(() => hub.stop());

  /** A stream's received events, and a way to wait for the n-th. */
  function recorder() {
    const events: LiveEvent[] = [];
    const signals: LiveSignal[] = [];
    const waiters: { count: number; resolve: () => void }[] = [];
    const send = (signal: LiveSignal) => {
      signals.push(signal);
      if (signal.type === "event") events.push(signal.event);
      for (const waiter of waiters) if (events.length >= waiter.count) waiter.resolve();
    };
    const until = (count: number, ms = 5000) =>
      new Promise<void>((resolve, reject) => {
        if (events.length >= count) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`only ${events.length} of ${count} events arrived`)),
          ms,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    return { events, signals, send, until };
  }

  it("numbers each member's events 1, 2, 3... with no gap, even when many are written at once", async () => {
    const member = await createMember();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db().transaction((tx) =>
          publishLiveEvents(tx, [{ userId: member.id, kind: "notification", payload: { index } }]),
        ),
      ),
    );
    const seqs = (await db().select({ seq: liveEvents.seq }).from(liveEvents))
      .map((row) => row.seq)
      .sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(await latestLiveSeq(db(), member.id)).toBe(20);
  });

  it("a message reaches the other member's open stream live, as it is sent", async () => {
    const { asha, ravi } = await pair();
    const stream = recorder();
    const close = await hub.connect(ravi.member.id, await latestLiveSeq(db(), ravi.member.id), stream.send);
    // Nothing polls: only the database's NOTIFY brings it. Tens of milliseconds on a quiet machine;
    // CI runs this tier beside the browser tier, yielding it the CPU, so the bound is generous.
    await sendMessage(db(), asha.member.id, { recipientProfileId: ravi.profile.id }, "Live hello");
    await stream.until(1, 5000);
    expect(stream.events[0]).toMatchObject({ kind: "message", payload: { message: { body: "Live hello" } } });
    close();
  });

  it("a stream that drops and reconnects gets what it missed: no duplicate and no gap", async () => {
    const { asha, ravi } = await pair();
    const { conversationId } = await sendMessage(
      db(),
      asha.member.id,
      { recipientProfileId: ravi.profile.id },
      "m0",
    );
    const first = recorder();
    const closeFirst = await hub.connect(ravi.member.id, 0, first.send);
    await first.until(1);
    // Messages sent while connected, some of them at once.
    await Promise.all(
      ["m1", "m2", "m3"].map((text) => sendMessage(db(), asha.member.id, { conversationId }, text)),
    );
    await first.until(4);
    closeFirst();
    const lastSeen = first.events.at(-1)!.seq;
    // Sent while the page was away.
    for (const text of ["m4", "m5"]) await sendMessage(db(), asha.member.id, { conversationId }, text);
    const second = recorder();
    const closeSecond = await hub.connect(ravi.member.id, lastSeen, second.send);
    await second.until(2);
    await sendMessage(db(), asha.member.id, { conversationId }, "m6");
    await second.until(3);
    closeSecond();
    const all = [...first.events, ...second.events];
    expect(all.map((event) => event.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(all.map((event) => (event.payload.message as { body: string }).body).slice(4)).toEqual([
      "m4",
      "m5",
      "m6",
    ]);
    expect(new Set(all.map((event) => (event.payload.message as { id: number }).id)).size).toBe(7);
  });

  it("read receipts and notifications arrive as events too", async () => {
    const { asha, ravi } = await pair();
    const stream = recorder();
    const close = await hub.connect(asha.member.id, 0, stream.send);
    const sent = await sendMessage(db(), asha.member.id, { recipientProfileId: ravi.profile.id }, "hi");
    await markConversationRead(db(), ravi.member.id, sent.conversationId, sent.messageId);
    await stream.until(2);
    expect(stream.events.map((event) => event.kind)).toEqual(["message", "read"]);
    expect(stream.events[1]?.payload).toMatchObject({ readerId: ravi.member.id, readUpTo: sent.messageId });
    close();
  });

  it("a number the member was never given, or events removed for their age, make the page reload instead of missing anything", async () => {
    const member = await createMember();
    for (let index = 0; index < 3; index += 1) {
      await publishLiveEvents(db(), [{ userId: member.id, kind: "notification", payload: { index } }]);
    }
    const ahead = recorder();
    const closeAhead = await hub.connect(member.id, 50, ahead.send);
    expect(ahead.signals[0]).toEqual({ type: "resync", seq: 3 });
    closeAhead();
    await db().execute(sql`update live_events set created_at = now() - interval '30 days' where seq <= 2`);
    expect(await removeOldLiveRows(db(), 7)).toBe(2);
    const behind = recorder();
    const closeBehind = await hub.connect(member.id, 0, behind.send);
    await behind.until(1);
    expect(behind.signals.slice(0, 2)).toEqual([
      { type: "resync", seq: 2 },
      { type: "event", event: expect.objectContaining({ seq: 3 }) },
    ]);
    closeBehind();
  });

  it("a member is online while a stream of theirs is open, in any process", async () => {
    const { asha, ravi } = await pair();
    const close = await hub.connect(ravi.member.id, 0, () => {});
    expect(await onlineMembers(db(), [asha.member.id, ravi.member.id])).toEqual(new Set([ravi.member.id]));
    const { conversationId } = await sendMessage(
      db(),
      asha.member.id,
      { recipientProfileId: ravi.profile.id },
      "hi",
    );
    expect((await getConversation(db(), asha.member.id, conversationId))?.person.isOnline).toBe(true);
    close();
    await expect.poll(() => onlineMembers(db(), [ravi.member.id]), { timeout: 10_000 }).toEqual(new Set());
  });
});
