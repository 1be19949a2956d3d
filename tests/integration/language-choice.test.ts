import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { getCurrentSession } from "~/features/accounts/session.server";
import { chooseLanguage } from "~/middleware/choose-language.server";
import { m } from "~/paraglide/messages";
import { action as languageAction } from "~/routes/api/language";
import { signedInMember } from "../factories";
import { post } from "./account-helpers";
import { callRoute, getRequest, routeContextFor } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * The language switcher (routes/api/language.ts) and the root middleware that decides each request's
 * language (middleware/choose-language.server.ts; docs/decisions/074-i18n-paraglide.md).
 */
const db = setUpTestDatabase();

/** What the root middleware decides for `request`: the page's words, and the reply's headers. */
async function pageFor(request: Request) {
  const context = await routeContextFor(request);
  const response = await (
    chooseLanguage as (args: unknown, next: () => Promise<Response>) => Promise<Response>
  )({ request, context, url: new URL(request.url) }, async () => {
    // A render awaits its data: the language must hold across the wait, and not leak to others.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Response(m.nav_auditions(), { headers: { "content-type": "text/html" } });
  });
  return { words: await response.text(), contentLanguage: response.headers.get("content-language") };
}

describe("a visitor's language", () => {
  it("follows the browser's Accept-Language on a first visit, and says so", async () => {
    expect(await pageFor(getRequest("/auditions", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" }))).toEqual(
      {
        words: "ऑडिशन",
        contentLanguage: "hi-IN",
      },
    );
    expect(await pageFor(getRequest("/auditions", { "accept-language": "en-GB" }))).toEqual({
      words: "Auditions",
      contentLanguage: "en-IN",
    });
  });

  it("keeps two requests rendered at once each in its own language", async () => {
    const [hindi, english, hindiAgain] = await Promise.all([
      pageFor(getRequest("/", { cookie: "lang=hi" })),
      pageFor(getRequest("/")),
      pageFor(getRequest("/?lang=hi")),
    ]);
    expect([hindi.words, english.words, hindiAgain.words]).toEqual(["ऑडिशन", "Auditions", "ऑडिशन"]);
  });

  it("is kept in a cookie by the switcher, which goes back to the same page and query without ?lang=", async () => {
    const reply = await callRoute(
      languageAction,
      post("/api/language", { language: "hi", returnTo: "/auditions?tab=completed&lang=en" }),
    );
    const response = reply.body as Response;
    expect(reply.status).toBe(303);
    expect(response.headers.get("location")).toBe("/auditions?tab=completed");
    expect(response.headers.get("set-cookie")).toMatch(/^lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });

  it("changes nothing for a language we do not have, and never sends anyone off the site", async () => {
    const unknown = (
      await callRoute(languageAction, post("/api/language", { language: "fr", returnTo: "/jobs" }))
    ).body as Response;
    expect(unknown.headers.get("location")).toBe("/jobs");
    expect(unknown.headers.get("set-cookie")).toBeNull();
    const offSite = (
      await callRoute(languageAction, post("/api/language", { language: "hi", returnTo: "//evil.example/x" }))
    ).body as Response;
    expect(offSite.headers.get("location")).toBe("/");
  });
});

describe("a member's language", () => {
  it("is kept on the account, and outvotes the browser's and an old cookie on every page after", async () => {
    const { member, cookie } = await signedInMember();
    const reply = await callRoute(
      languageAction,
      post("/api/language", { language: "hi", returnTo: "/feed" }, { cookie }),
    );
    expect(reply.status).toBe(303);
    const [row] = await db().select({ language: user.language }).from(user).where(eq(user.id, member.id));
    expect(row?.language).toBe("hi");
    const later = getRequest("/feed", { cookie: `${cookie}; lang=en`, "accept-language": "en-US" });
    expect((await getCurrentSession(later))?.user.language).toBe("hi");
    expect((await pageFor(later)).words).toBe("ऑडिशन");
  });
});
