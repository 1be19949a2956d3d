import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_NOTIFICATION_KINDS } from "~/constants/notifications";
import { conversations, messages, notificationSettings } from "~/db/schema";
import { markConversationRead } from "~/features/messaging/conversations.server";
import { sendMessage } from "~/features/messaging/send-message.server";
import { emailUnreadMessages } from "~/features/messaging/unread-message-emails.server";
import { signedInMember } from "../factories";
import { setUpMailSink } from "./account-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();
const mail = setUpMailSink();

beforeEach(async () => {
  await db().delete(conversations);
  await db().execute(sql`delete from rate_limits`);
  (await mail()).messages.length = 0;
});

/** Members who switched unread-message emails on in their settings. */
async function wantsEmails(userId: string) {
  await db()
    .insert(notificationSettings)
    .values({ userId, emailKinds: [...DEFAULT_EMAIL_NOTIFICATION_KINDS, "new_message"] });
}

/** Moves every message and conversation `minutes` into the past. */
async function ageMessages(minutes: number) {
  const by = sql.raw(`interval '${minutes} minutes'`);
  await db()
    .update(messages)
    .set({ createdAt: sql`${messages.createdAt} - ${by}` });
  await db()
    .update(conversations)
    .set({ lastMessageAt: sql`${conversations.lastMessageAt} - ${by}` });
}

describe("emails about unread messages", () => {
  it("one email per conversation after the quiet period, to members who switched it on, never twice", async () => {
    const sender = await signedInMember({ profile: { name: "Devika Menon" } });
    const wanting = await signedInMember();
    const notWanting = await signedInMember();
    await wantsEmails(wanting.member.id);
    const { conversationId } = await sendMessage(
      db(),
      sender.member.id,
      { recipientProfileId: wanting.profile.id },
      "one",
    );
    for (const text of ["two", "three"]) await sendMessage(db(), sender.member.id, { conversationId }, text);
    await sendMessage(db(), sender.member.id, { recipientProfileId: notWanting.profile.id }, "hello");

    // Not yet: the conversation has not been quiet long enough.
    expect(await emailUnreadMessages(db())).toBe(0);
    await ageMessages(16);
    expect(await emailUnreadMessages(db())).toBe(1);
    expect((await mail()).messages).toHaveLength(1);
    const [email] = (await mail()).messages;
    expect(email?.to).toEqual([wanting.member.email]);
    expect(email?.subject).toBe("You have 3 unread messages on Rangmanch");
    expect(email?.text).toContain("Devika Menon sent you 3 messages");
    // The text of a private message never goes by email.
    expect(email?.text).not.toContain("three");
    expect(email?.text).toMatch(/\/messages\/\d+/);
    expect(await emailUnreadMessages(db())).toBe(0);

    // A new message after that is a new email, once quiet again.
    await sendMessage(db(), sender.member.id, { conversationId }, "four");
    await ageMessages(16);
    expect(await emailUnreadMessages(db())).toBe(1);
    expect((await mail()).messages.at(-1)?.subject).toBe("You have an unread message on Rangmanch");
  });

  it("messages read before the quiet period ends are not emailed", async () => {
    const sender = await signedInMember();
    const reader = await signedInMember();
    await wantsEmails(reader.member.id);
    const sent = await sendMessage(
      db(),
      sender.member.id,
      { recipientProfileId: reader.profile.id },
      "quick one",
    );
    await markConversationRead(db(), reader.member.id, sent.conversationId, sent.messageId);
    await ageMessages(16);
    expect(await emailUnreadMessages(db())).toBe(0);
    expect((await mail()).messages).toEqual([]);
  });

  it("two server processes running the job at once send each email once", async () => {
    const sender = await signedInMember();
    const reader = await signedInMember();
    await wantsEmails(reader.member.id);
    await sendMessage(db(), sender.member.id, { recipientProfileId: reader.profile.id }, "hi");
    await ageMessages(16);
    const counts = await Promise.all([emailUnreadMessages(db()), emailUnreadMessages(db())]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await mail()).messages).toHaveLength(1);
  });
});
