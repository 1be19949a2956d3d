import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { advertisingEnquiries, contactMessages, feedback, newsletterSubscriptions } from "~/db/schema";
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
