import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, securityEvents } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { LIMITS } from "~/features/security/rate-limit.server";
import { createAppHandler, send } from "../support/app-handler";
import { uniqueEmail } from "./account-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

const ORIGIN = "http://localhost";
let handle: (request: Request) => Promise<Response>;
beforeAll(async () => {
  handle = await createAppHandler();
});

/** The contact form, posted as the hydrated page posts it, from `address`. */
function contact(message: string, address: string, extra: Record<string, string> = {}) {
  return send(
    handle,
    new Request(`${ORIGIN}/contact.data`, {
      method: "POST",
      body: new URLSearchParams({
        name: "Kavya Menon",
        email: uniqueEmail("script"),
        subject: "A question about casting",
        message,
        ...extra,
      }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        [CLIENT_ADDRESS_HEADER]: address,
      },
    }),
  );
}

const eventsFrom = (address: string) =>
  db().select().from(securityEvents).where(eq(securityEvents.ipAddress, address));

describe("script in what a request carries (spec part 2, section 8)", () => {
  it("records a script element as suspicious_script_injection, keeps the message and names no text", async () => {
    const message = 'Hello <script src="https://evil.example/x.js"></script> there';
    const reply = await contact(message, "198.51.100.61");
    expect(reply.status).toBe(200);
    const [stored] = await db().select().from(contactMessages).where(eq(contactMessages.message, message));
    expect(stored).toBeDefined();
    const events = await eventsFrom("198.51.100.61");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "suspicious_script_injection",
      detail: { path: "/contact", fields: ["message"], markers: ["script-element"] },
    });
    expect(JSON.stringify(events[0]!.detail)).not.toContain("evil.example");
  });

  it("records a javascript: link or an event handler as potential_xss_attempt", async () => {
    await contact('<img src=x onerror="alert(1)"> see javascript:alert(document.cookie)', "198.51.100.62");
    const [event] = await eventsFrom("198.51.100.62");
    expect(event).toMatchObject({
      type: "potential_xss_attempt",
      detail: { fields: ["message"], markers: ["javascript-url", "event-handler"] },
    });
  });

  it("records nothing for ordinary words, nor for what is in a password field", async () => {
    const reply = await contact(
      "I teach JavaScript: the basics. Set onclick = true in the cue sheet.",
      "198.51.100.63",
      {
        password: "<script>hunter2</script>",
      },
    );
    expect(reply.status).toBe(200);
    expect(await eventsFrom("198.51.100.63")).toEqual([]);
  });

  it("keeps only a few an address per window, and the forms still go through", async () => {
    const address = "198.51.100.64";
    const tries = LIMITS.securityEventsPerAddress.max + 5;
    for (let n = 0; n < tries; n++) {
      const reply = await contact(`<script>alert(${n})</script>`, address);
      // The contact form's own limit may refuse some; never a 500.
      expect(reply.status).toBeLessThan(500);
    }
    const [{ count }] = (await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(securityEvents)
      .where(
        and(eq(securityEvents.ipAddress, address), eq(securityEvents.type, "suspicious_script_injection")),
      )) as [{ count: number }];
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(LIMITS.securityEventsPerAddress.max);
  });

  it("records the spec's browser signs from an error report as potential_xss_attempt", async () => {
    const address = "198.51.100.65";
    const report = (message: string) =>
      send(
        handle,
        new Request(`${ORIGIN}/api/client-errors`, {
          method: "POST",
          body: JSON.stringify({ message, path: "/feed" }),
          headers: { "content-type": "application/json", origin: ORIGIN, [CLIENT_ADDRESS_HEADER]: address },
        }),
      );
    expect((await report("Script error.")).status).toBe(204);
    expect((await report("Cannot read properties of undefined")).status).toBe(204);
    const events = await eventsFrom(address);
    expect(events.map((event) => [event.type, event.detail])).toEqual([
      ["potential_xss_attempt", { path: "/feed", message: "Script error." }],
    ]);
  });
});
