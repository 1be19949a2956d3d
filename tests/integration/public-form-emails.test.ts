import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { action as newsletterAction } from "~/routes/api/newsletter";
import { action as contactAction } from "~/routes/contact";
import { action as confirmAction, loader as confirmLoader } from "~/routes/newsletter-confirm";
import { firstLink } from "../support/smtp-sink.mjs";
import { setUpMailSink, uniqueEmail } from "./account-helpers";
import { callRoute, formRequest, getRequest } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();
const mail = setUpMailSink();

// Each sign-up from its own address: the public forms' per-address limit is not under test here.
let address = 0;
const fromNewAddress = () => ({ headers: { [CLIENT_ADDRESS_HEADER]: `203.0.113.${++address}` } });

async function signUp(email: string) {
  const reply = await callRoute(
    newsletterAction,
    formRequest("/api/newsletter", { email }, fromNewAddress()),
  );
  expect(reply.status).toBe(200);
}

const row = async (email: string) =>
  (await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!;

async function linkIn(email: string) {
  const message = (await mail()).latestTo(email, /Confirm your Rangmanch newsletter/);
  expect(message, `a confirmation email to ${email}`).toBeDefined();
  const link = firstLink(message!.text)!;
  expect(link).toMatch(/^https?:\/\/[^/]+\/newsletter\/confirm\?token=[\w-]{43}$/);
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const open = async (link: string) =>
  (
    (await callRoute(confirmLoader, getRequest(new URL(link).pathname + new URL(link).search))).body as {
      state: string;
    }
  ).state;
const press = async (link: string) =>
  (await callRoute(confirmAction, formRequest("/newsletter/confirm", { token: tokenOf(link) }))).body as {
    state: string;
    email: string | null;
  };

describe("newsletter double opt-in", () => {
  it("records the sign-up unconfirmed, emails a link, and confirms only when the button is pressed, once", async () => {
    const email = uniqueEmail("fan");
    await signUp(email);
    expect(await row(email)).toMatchObject({ confirmedAt: null });
    const link = await linkIn(email);
    // The stored token is a hash, never the token itself.
    expect((await row(email)).confirmTokenHash).not.toContain(tokenOf(link));

    // Opening the link (a mail scanner does) confirms nothing.
    expect(await open(link)).toBe("valid");
    expect((await row(email)).confirmedAt).toBeNull();

    expect(await press(link)).toEqual({ state: "confirmed", email });
    expect((await row(email)).confirmedAt).toBeInstanceOf(Date);
    expect((await row(email)).confirmTokenHash).toBeNull();

    // Single use.
    expect(await press(link)).toMatchObject({ state: "invalid", email: null });
    expect(await open(link)).toBe("invalid");
  });

  it("refuses an expired link, and a new sign-up sends a new link that replaces the old one", async () => {
    const email = uniqueEmail("late");
    await signUp(email);
    const first = await linkIn(email);
    await db()
      .update(newsletterSubscriptions)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, email));
    expect(await open(first)).toBe("expired");
    expect(await press(first)).toMatchObject({ state: "expired" });
    expect((await row(email)).confirmedAt).toBeNull();

    await signUp(email);
    const second = await linkIn(email);
    expect(second).not.toBe(first);
    expect(await open(first)).toBe("invalid");
    expect(await press(second)).toMatchObject({ state: "confirmed" });
  });

  it("sends nothing more to an address already confirmed, and answers the same", async () => {
    const email = uniqueEmail("known");
    await signUp(email);
    await press(await linkIn(email));
    const before = (await mail()).messages.length;
    await signUp(email);
    expect((await mail()).messages.length).toBe(before);
    expect((await row(email)).confirmedAt).toBeInstanceOf(Date);
  });

  it("answers a made-up or malformed token without a 500", async () => {
    for (const token of ["", "x", "A".repeat(43), "<script>", "A".repeat(5000)]) {
      const opened = await callRoute(
        confirmLoader,
        getRequest(`/newsletter/confirm?token=${encodeURIComponent(token)}`),
      );
      expect(opened.status).toBe(200);
      expect((opened.body as { state: string }).state).toBe("invalid");
      const pressed = await callRoute(confirmAction, formRequest("/newsletter/confirm", { token }));
      expect(pressed.status).toBe(400);
      expect((pressed.body as { state: string }).state).toBe("invalid");
    }
  });
});

describe("contact confirmation", () => {
  it("emails the sender that the message arrived, with their name and subject on one line and no message body", async () => {
    const email = uniqueEmail("writer");
    const reply = await callRoute(
      contactAction,
      formRequest(
        "/contact",
        {
          name: "Kavya\nMenon",
          email,
          subject: "Casting <b>query</b>",
          message: "Secret details https://example.com/phish",
        },
        fromNewAddress(),
      ),
    );
    expect(reply.status).toBe(200);
    const message = (await mail()).latestTo(email, /We received your message/);
    expect(message).toBeDefined();
    expect(message!.text).toContain("Hi Kavya Menon,");
    expect(message!.text).toContain('"Casting <b>query</b>"');
    expect(message!.text).not.toContain("Secret details");
    expect(message!.text).not.toContain("https://");
  });
});
