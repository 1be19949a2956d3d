import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { advertisingEnquiries, contactMessages, feedback, newsletterSubscriptions } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { tooManySubmissionsMessage } from "~/features/security/public-form-limit.server";
import { action as advertiseAction } from "~/routes/advertise";
import { action as feedbackAction } from "~/routes/api/feedback";
import { action as newsletterAction } from "~/routes/api/newsletter";
import { action as contactAction } from "~/routes/contact";
import { callRoute, formRequest } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

type Reply = {
  ok: boolean;
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
};

describe("newsletter", () => {
  it("stores a trimmed, lowercased address and accepts a repeat without a second row", async () => {
    const first = await callRoute(
      newsletterAction,
      formRequest("/api/newsletter", { email: "  Priya@Example.COM " }),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, email: "priya@example.com" });

    const again = await callRoute(
      newsletterAction,
      formRequest("/api/newsletter", { email: "priya@example.com" }),
    );
    expect(again.status).toBe(200);

    const rows = await db()
      .select({ value: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "priya@example.com"));
    expect(rows[0]?.value).toBe(1);
  });

  it.each(["", "   ", "not-an-email", "a@", "@b.com"])(
    "refuses %j with the spec's message",
    async (email) => {
      const before = await db().select({ value: count() }).from(newsletterSubscriptions);
      const { status, body } = await callRoute(newsletterAction, formRequest("/api/newsletter", { email }));
      expect(status).toBe(400);
      expect((body as Reply).result.error?.email).toEqual(["Please enter a valid email address"]);
      const after = await db().select({ value: count() }).from(newsletterSubscriptions);
      expect(after[0]!.value).toBe(before[0]!.value);
    },
  );

  it("answers a malformed body with 400, not 500", async () => {
    const request = new Request("http://localhost/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=nothing" },
      body: "garbage",
    });
    const { status } = await callRoute(newsletterAction, request);
    expect(status).toBe(400);
  });
});

describe("contact form", () => {
  const valid = {
    name: "Kavya Menon",
    email: "kavya@example.com",
    subject: "Casting query",
    message: "Hello team",
  };

  it("stores a complete message", async () => {
    const { status, body } = await callRoute(contactAction, formRequest("/contact", valid));
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true });
    const rows = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "kavya@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Kavya Menon", subject: "Casting query", message: "Hello team" });
  });

  it("refuses missing fields with field messages, the form message, and keeps what was typed", async () => {
    const { status, body } = await callRoute(
      contactAction,
      formRequest("/contact", { name: "Kavya", email: "kavya@", subject: "", message: "   " }),
    );
    expect(status).toBe(400);
    const { result } = body as Reply;
    expect(result.error?.email).toEqual(["Please enter a valid email address"]);
    expect(result.error?.subject).toEqual(["Please enter a subject"]);
    expect(result.error?.message).toEqual(["Please enter a message"]);
    expect(result.error?.[""]).toEqual(["Please fill all required fields"]);
    expect(result.initialValue).toMatchObject({ name: "Kavya", email: "kavya@" });
  });

  it("refuses an over-long message", async () => {
    const { status, body } = await callRoute(
      contactAction,
      formRequest("/contact", { ...valid, message: "x".repeat(5001) }),
    );
    expect(status).toBe(400);
    expect((body as Reply).result.error?.message).toEqual(["Message must be 5000 characters or less."]);
  });
});

describe("feedback", () => {
  it("records an empty form as a suggestion with no rating (no field is required)", async () => {
    const { status } = await callRoute(feedbackAction, formRequest("/api/feedback", { pagePath: "/jobs" }));
    expect(status).toBe(200);
    const rows = await db().select().from(feedback).where(eq(feedback.pagePath, "/jobs"));
    expect(rows).toEqual([expect.objectContaining({ feedbackType: "suggestion", rating: null, text: "" })]);
  });

  it("stores type, rating and text", async () => {
    await callRoute(
      feedbackAction,
      formRequest("/api/feedback", {
        feedbackType: "compliment",
        rating: "5",
        feedback: "Lovely",
        pagePath: "/about",
      }),
    );
    const rows = await db().select().from(feedback).where(eq(feedback.pagePath, "/about"));
    expect(rows).toEqual([
      expect.objectContaining({ feedbackType: "compliment", rating: 5, text: "Lovely" }),
    ]);
  });

  it.each([
    [{ rating: "6" }, "rating"],
    [{ rating: "abc" }, "rating"],
    [{ feedbackType: "spam" }, "feedbackType"],
    [{ feedback: "x".repeat(2001) }, "feedback"],
  ])("refuses %j", async (fields, field) => {
    const { status, body } = await callRoute(feedbackAction, formRequest("/api/feedback", fields));
    expect(status).toBe(400);
    expect((body as Reply).result.error?.[field]).toHaveLength(1);
  });
});

describe("advertising enquiry", () => {
  const valid = {
    name: "Rohan Shah",
    company: "Chai & Co",
    email: "rohan@chai.example",
    phone: "+91 98765 43210",
    budget: "₹1–5 lakh",
    message: "Sponsoring the newsletter in Mumbai",
  };

  it("stores a complete enquiry", async () => {
    const { status } = await callRoute(advertiseAction, formRequest("/advertise", valid));
    expect(status).toBe(200);
    const rows = await db()
      .select()
      .from(advertisingEnquiries)
      .where(eq(advertisingEnquiries.email, "rohan@chai.example"));
    expect(rows).toEqual([
      expect.objectContaining({ company: "Chai & Co", budget: "₹1–5 lakh", phone: "+91 98765 43210" }),
    ]);
  });

  it("accepts an enquiry without the optional phone and budget", async () => {
    const { status } = await callRoute(
      advertiseAction,
      formRequest("/advertise", { ...valid, email: "min@chai.example", phone: "", budget: "" }),
    );
    expect(status).toBe(200);
  });

  it.each([
    [{ phone: "call me" }, "phone", "Please enter a valid phone number."],
    [{ budget: "a million crore" }, "budget", "Please choose a budget from the list."],
    [{ company: "" }, "company", "Please enter your company or brand"],
  ])("refuses %j", async (override, field, message) => {
    const { status, body } = await callRoute(
      advertiseAction,
      formRequest("/advertise", { ...valid, ...override }),
    );
    expect(status).toBe(400);
    expect((body as Reply).result.error?.[field]).toEqual([message]);
  });
});

describe("text PostgreSQL cannot store", () => {
  it("drops NUL characters instead of failing", async () => {
    const { status } = await callRoute(
      contactAction,
      formRequest("/contact", {
        name: "Nul\u0000 Byte",
        email: "nul@example.com",
        subject: "S\u0000",
        message: "a\u0000b",
      }),
    );
    expect(status).toBe(200);
    const rows = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "nul@example.com"));
    expect(rows[0]).toMatchObject({ name: "Nul Byte", subject: "S", message: "ab" });
    const feedbackReply = await callRoute(
      feedbackAction,
      formRequest("/api/feedback", { feedback: "\u0000" }),
    );
    expect(feedbackReply.status).toBe(200);
  });
});

describe("public form limits", () => {
  const from = (address: string) => ({ headers: { [CLIENT_ADDRESS_HEADER]: address } });
  let nextAddress = 0;
  const newAddress = () => `192.0.2.${++nextAddress}`;

  const forms = [
    {
      kind: "contact",
      action: contactAction,
      path: "/contact",
      table: contactMessages,
      valid: (n: number) => ({
        name: "Limit Tester",
        email: `limit${n}@example.com`,
        subject: "Hi",
        message: "Hello",
      }),
      typo: { name: "Limit Tester", email: "limit@", subject: "Hi", message: "Hello" },
    },
    {
      kind: "newsletter",
      action: newsletterAction,
      path: "/api/newsletter",
      table: newsletterSubscriptions,
      valid: (n: number) => ({ email: `limit${n}@example.com` }),
      typo: { email: "limit@" },
    },
    {
      kind: "feedback",
      action: feedbackAction,
      path: "/api/feedback",
      table: feedback,
      valid: (n: number) => ({ feedbackType: "issue", feedback: `Limit ${n}`, pagePath: "/limits" }),
      typo: { rating: "9", feedback: "Typo" },
    },
    {
      kind: "advertising",
      action: advertiseAction,
      path: "/advertise",
      table: advertisingEnquiries,
      valid: (n: number) => ({
        name: "Limit Tester",
        company: "Chai & Co",
        email: `limit${n}@chai.example`,
        message: "Sponsoring the newsletter",
      }),
      typo: { name: "Limit Tester", company: "", email: "limit@chai.example", message: "Hi" },
    },
  ] as const;

  it.each(forms)(
    "refuses the 6th valid $kind from one address in ten minutes with a 429, writing nothing; typos do not count",
    async ({ action, path, table, valid, typo }) => {
      const address = newAddress();
      const send = (fields: Record<string, string>, sender = address) =>
        callRoute(action, formRequest(path, fields, from(sender)));
      const rows = async () => (await db().select({ value: count() }).from(table))[0]!.value;

      for (let n = 0; n < 3; n++) expect((await send(typo)).status).toBe(400);
      for (let n = 1; n <= 5; n++) expect((await send(valid(n))).status).toBe(200);
      const before = await rows();

      const refused = await send(valid(6));
      expect(refused.status).toBe(429);
      const { result } = refused.body as Reply;
      expect(result.error?.[""]).toEqual([tooManySubmissionsMessage(10 * 60)]);
      expect(result.error?.[""]?.[0]).toBe(
        "You've sent this form several times just now. Please try again in 10 minutes.",
      );
      // The form keeps what was typed, to send later.
      expect(result.initialValue).toMatchObject(valid(6));
      expect(await rows()).toBe(before);

      // Another address is not held up.
      expect((await send(valid(7), newAddress())).status).toBe(200);
      expect(await rows()).toBe(before + 1);
    },
  );
});
