import { beforeAll, describe, expect, it } from "vitest";
import { GUARD_LEVELS, type GuardLevel, guards } from "~/features/accounts/guards.server";
import { verifyFirstMessage } from "~/features/accounts/verify-first";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { setStaffRole } from "~/features/staff/set-staff-role.server";
import { intent, intentAction, NO_FIELDS } from "~/lib/form-intents.server";
import { signedInMember } from "../factories";
import {
  type AppRoute,
  createAppHandler,
  loadAppRoutes,
  postUrl,
  type Reply,
  send,
} from "../support/app-handler";
import { setUpTestDatabase } from "./test-database";

setUpTestDatabase();

/**
 * Routes anyone may post to without an account, and why. A route that takes
 * an anonymous POST and is not here fails this test: adding one is a decision
 * to make in review, not by accident.
 */
const PUBLIC_WRITES: Record<string, string> = {
  "routes/login": "signing in is what an anonymous visitor does",
  "routes/signup": "creating an account",
  "routes/logout": "signing out must work with any cookie, valid or not",
  "routes/forgot-password": "asking for a reset link (limited per address and email)",
  "routes/reset-password": "setting a new password with the emailed token",
  "routes/api/auth": "email links and the social providers' callbacks, checked by Better Auth",
  "routes/contact": "the contact form (limited per address)",
  "routes/advertise": "advertising enquiries (limited per address)",
  "routes/category": "applications from the category pages' Join form (limited per address)",
  "routes/api/newsletter": "newsletter sign-up (limited per address)",
  "routes/newsletter-confirm": "the newsletter's confirming link (the emailed token is the credential)",
  "routes/api/feedback": "the feedback button (limited per address)",
  "routes/api/client-errors": "browsers report script errors (limited per address)",
  "routes/api/site-sessions": "browsers report a session's start and end (limited per address)",
  "routes/api/language":
    "the language switcher (sets the language cookie; signed in, the account's language too)",
  "routes/api/theme":
    "the theme menu's choice before the page's scripts have run (sets the theme cookie only)",
  "routes/discover":
    "a submitted search, counted for trending searches (limited per address, no personal data)",
  "routes/not-found": "an unknown path answers 404 to every method",
  "routes/category-prefix":
    "an unknown first segment answers 404 to every method; a category's prefix takes no posts",
};

/** Routes a signed-in but unverified account may post to: its own account, profile and files. */
const UNVERIFIED_WRITES: Record<string, string> = {
  "routes/account": "verifying, changing email or password, deleting the account",
  "routes/edit-profile": "editing one's own profile (decision 011)",
  "routes/api/uploads": "one's own photos for that profile",
  "routes/api/favorites": "private favourites, seen by nobody else",
  "routes/notifications": "marking one's own notifications read",
  "routes/messages-conversation":
    "marking one's own conversation read (sending refuses an unverified account in the action itself)",
};

/** Layouts whose every page and endpoint a visitor is sent to sign in for, reads included. */
const MEMBER_LAYOUTS = ["routes/layouts/member", "routes/layouts/member-verified-writes"];

const GUARD_LAYOUTS = [
  "routes/layouts/public-writes",
  ...MEMBER_LAYOUTS,
  "routes/layouts/verified-writes",
  "routes/layouts/staff",
];

/**
 * Routes under a layout anyone may read that still send a visitor to sign in
 * for some reads, and why. A member-only page belongs under a member layout,
 * where the guard decides it; a route that asks for sign-in by hand and is not
 * here fails this test.
 */
const SIGN_IN_TO_READ_HERE: Record<string, string> = {
  "routes/profile-by-id":
    "/profile/me is one's own profile: who that is needs a sign-in; other ids are public",
};

/**
 * The least guard each layout's routes may give an intent they declare
 * (app/lib/form-intents.server.ts): an intent asks its guard itself, and is
 * never weaker than the layout it sits under.
 */
const LAYOUT_GUARD: Record<string, GuardLevel> = {
  "routes/layouts/public-writes": "anyone",
  "routes/layouts/member": "member",
  "routes/layouts/member-verified-writes": "verified member",
  "routes/layouts/verified-writes": "verified member",
  "routes/layouts/staff": "staff",
};

type DeclaredIntents = Record<string, { guard: { level: string } }>;

/** Each route's declared intents (its action's contracts and page forms), by route id. */
function declaredIntents(routes: AppRoute[]) {
  const declared = new Map<string, DeclaredIntents>();
  for (const route of routes) {
    const action = route.module.action as
      | { intents?: DeclaredIntents; pageForms?: DeclaredIntents }
      | undefined;
    if (action?.intents) declared.set(route.id, { ...action.intents, ...action.pageForms });
  }
  return declared;
}

/** The intents whose guard is weaker than their route's layout, or not one of the named guards. */
function findWeakIntents(routes: AppRoute[]) {
  const problems: string[] = [];
  for (const [id, intents] of declaredIntents(routes)) {
    const layout = routes.find((route) => route.id === id)!.layout ?? "";
    const least = GUARD_LEVELS.indexOf(LAYOUT_GUARD[layout]!);
    for (const [name, { guard }] of Object.entries(intents)) {
      const level = GUARD_LEVELS.indexOf(guard.level as GuardLevel);
      if (level === -1) problems.push(`${id} ${name}: "${guard.level}" is no guard of ours`);
      else if (level < least) problems.push(`${id} ${name}: ${guard.level}, under ${layout}`);
    }
  }
  return problems;
}

/** A concrete URL for a route's path pattern. */
function samplePath(route: AppRoute) {
  if (route.index) return "/";
  const path = (route.fullPath ?? route.path ?? "")
    .replace(":username", "aarav-malhotra")
    .replace(":id?", "1")
    .replace(/:[a-z]+\??/gi, "sample")
    .replace("*", "no-such-page");
  return `/${path}`;
}

const loaderRoutes = (routes: AppRoute[]) =>
  routes.filter((route) => typeof route.module.loader === "function");

function getAs(route: AppRoute, path = samplePath(route)) {
  return new Request(`http://localhost:3000${postUrl(path, typeof route.module.default === "function")}`, {
    headers: { [CLIENT_ADDRESS_HEADER]: `198.51.100.${Math.floor(Math.random() * 250)}` },
  });
}

/**
 * A visitor's reads that went the wrong way: under a member layout, one that
 * was not sent to sign in; anywhere else, one that was, unless listed above.
 */
async function findMisguardedReads(routes: AppRoute[]) {
  const handler = await createAppHandler(routes);
  const problems: string[] = [];
  for (const route of loaderRoutes(routes)) {
    const reply = await send(handler, getAs(route));
    const memberOnly = MEMBER_LAYOUTS.includes(route.layout ?? "");
    if (memberOnly && !sentToSignIn(reply)) {
      problems.push(`${route.id} answered a visitor's read (${reply.status})`);
    } else if (!memberOnly && sentToSignIn(reply) && !(route.id in SIGN_IN_TO_READ_HERE)) {
      problems.push(`${route.id} sends visitors to sign in by hand: put it under a member layout`);
    }
  }
  return problems;
}

const actionRoutes = (routes: AppRoute[]) =>
  routes.filter((route) => typeof route.module.action === "function");

function postAs(route: AppRoute, cookie?: string) {
  const path = postUrl(samplePath(route), typeof route.module.default === "function");
  const headers = new Headers({
    "Content-Type": "application/x-www-form-urlencoded",
    [CLIENT_ADDRESS_HEADER]: `198.51.100.${Math.floor(Math.random() * 250)}`,
    Referer: "http://localhost:3000/",
  });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ intent: "follow" }),
  });
}

const sentToSignIn = (reply: Reply) =>
  reply.status >= 300 && reply.status < 400 && (reply.location ?? "").startsWith("/login");
/** Refused in place (app/lib/refusal.ts), in words that name what the route does ("Verify your email to apply."). */
const toldToVerify = (route: AppRoute, reply: Reply) =>
  reply.status === 403 && reply.text.includes(verifyFirstMessage(route.fullPath ?? route.path ?? ""));
/** Only the staff guard hides a route behind a 404; anywhere else a 404 may be the route's own lookup failing. */
const hiddenByStaffGuard = (route: AppRoute, reply: Reply) =>
  route.layout === "routes/layouts/staff" && reply.status === 404;

/**
 * The routes that took a POST they should have refused: anonymous ones not on
 * the public list, unverified ones on neither list.
 */
async function findUnguardedWrites(routes: AppRoute[], unverifiedCookie: string) {
  const handler = await createAppHandler(routes);
  const problems: string[] = [];
  for (const route of actionRoutes(routes)) {
    if (route.id in PUBLIC_WRITES) continue;
    const anonymous = await send(handler, postAs(route));
    if (!sentToSignIn(anonymous) && !hiddenByStaffGuard(route, anonymous)) {
      problems.push(`${route.id} took an anonymous POST (${anonymous.status})`);
    }
    if (route.id in UNVERIFIED_WRITES) continue;
    const unverified = await send(handler, postAs(route, unverifiedCookie));
    if (!toldToVerify(route, unverified) && !hiddenByStaffGuard(route, unverified)) {
      problems.push(`${route.id} took an unverified account's POST (${unverified.status})`);
    }
  }
  return problems;
}

describe("route guards", () => {
  let routes: AppRoute[];
  let unverified: { cookie: string };
  beforeAll(async () => {
    routes = await loadAppRoutes();
    unverified = await signedInMember({ verified: false });
  });

  it("puts every route under exactly one guard layout", () => {
    const pages = routes.filter((route) => !GUARD_LAYOUTS.includes(route.id));
    const outside = pages.filter((route) => !GUARD_LAYOUTS.includes(route.layout ?? ""));
    expect(outside.map((route) => route.id)).toEqual([]);
    expect(routes.filter((route) => GUARD_LAYOUTS.includes(route.id)).map((route) => route.parentId)).toEqual(
      GUARD_LAYOUTS.map(() => "root"),
    );
  });

  it("lists only routes that exist and take writes, or read", () => {
    const withActions = new Set(actionRoutes(routes).map((route) => route.id));
    for (const id of [...Object.keys(PUBLIC_WRITES), ...Object.keys(UNVERIFIED_WRITES)]) {
      expect(withActions.has(id), id).toBe(true);
    }
    const withLoaders = new Set(loaderRoutes(routes).map((route) => route.id));
    for (const id of Object.keys(SIGN_IN_TO_READ_HERE)) expect(withLoaders.has(id), id).toBe(true);
  });

  it("refuses anonymous and unverified writes everywhere but the commented lists", async () => {
    expect(await findUnguardedWrites(routes, unverified.cookie)).toEqual([]);
  });

  it("sends visitors to sign in for every read under the member layouts, and nowhere else by hand", async () => {
    expect(await findMisguardedReads(routes)).toEqual([]);
    // /profile/me is the one listed exception: other ids are public.
    const byId = routes.find((route) => route.id === "routes/profile-by-id")!;
    expect(sentToSignIn(await send(await createAppHandler(routes), getAs(byId, "/profile/me")))).toBe(true);
  });

  it("catches a member-only page outside the member layouts; inside them the layout guards whatever the loader does", async () => {
    const byHand: AppRoute = {
      id: "routes/planted-by-hand",
      parentId: "routes/layouts/verified-writes",
      layout: "routes/layouts/verified-writes",
      path: "planted-by-hand",
      file: "routes/planted-by-hand.ts",
      module: {
        loader: async () => {
          throw new Response(null, { status: 302, headers: { Location: "/login?redirectTo=%2F" } });
        },
      },
    };
    const openInside: AppRoute = {
      ...byHand,
      id: "routes/planted-open",
      parentId: "routes/layouts/member-verified-writes",
      layout: "routes/layouts/member-verified-writes",
      path: "planted-open",
      module: { loader: async () => ({ ok: true }) },
    };
    const problems = await findMisguardedReads([...routes, byHand, openInside]);
    expect(problems).toEqual([
      "routes/planted-by-hand sends visitors to sign in by hand: put it under a member layout",
    ]);
  });

  it("catches a new route that forgets its guard", async () => {
    const planted: AppRoute = {
      id: "routes/planted",
      parentId: "routes/layouts/public-writes",
      layout: "routes/layouts/public-writes",
      path: "planted",
      file: "routes/planted.ts",
      module: { action: async () => ({ ok: true }) },
    };
    const guarded: AppRoute = {
      ...planted,
      id: "routes/planted-guarded",
      parentId: "routes/layouts/verified-writes",
      layout: "routes/layouts/verified-writes",
      path: "planted-guarded",
    };
    // One that answers 404 itself (its own lookup failed) is no more guarded than one that answers 200.
    const notFoundItself: AppRoute = {
      ...planted,
      id: "routes/planted-lookup",
      path: "planted-lookup/:id",
      module: {
        action: async () => {
          throw new Response("No such thing", { status: 404 });
        },
      },
    };
    const problems = await findUnguardedWrites(
      [...routes, planted, guarded, notFoundItself],
      unverified.cookie,
    );
    expect(problems).toEqual([
      "routes/planted took an anonymous POST (200)",
      "routes/planted took an unverified account's POST (200)",
      "routes/planted-lookup took an anonymous POST (404)",
      "routes/planted-lookup took an unverified account's POST (404)",
    ]);
  });

  it("gives every declared intent a guard at least as strict as its layout's", () => {
    const declared = declaredIntents(routes);
    // The fetcher forms' actions declare their intents; a route that stops doing so drops out of this check.
    expect([...declared.keys()].sort()).toEqual(
      [
        "routes/account",
        "routes/api/connections",
        "routes/api/reviews",
        "routes/credits",
        "routes/feed",
        "routes/feed-post",
        "routes/login",
        "routes/messages-conversation",
        "routes/messages-new",
        "routes/new-message",
        "routes/news",
        "routes/notifications",
        ...["applicants", "list", "page"].flatMap((route) =>
          ["audition", "job", "project"].map((kind) => `routes/postings/${route}-${kind}`),
        ),
        "routes/production",
        "routes/production-manage",
        "routes/productions",
        "routes/public-profile",
        "routes/signup",
        ...["reports", "suspensions", "held-postings", "productions", "titles", "news", "emails"].map(
          (queue) => `routes/staff/${queue}`,
        ),
      ].sort(),
    );
    expect(findWeakIntents(routes)).toEqual([]);
  });

  it("catches an intent weaker than its layout", () => {
    const open = intent({ guard: guards.anyone, schema: NO_FIELDS, run: async () => ({ message: "" }) });
    const planted: AppRoute = {
      id: "routes/planted-intents",
      parentId: "routes/layouts/verified-writes",
      layout: "routes/layouts/verified-writes",
      path: "planted-intents",
      file: "routes/planted-intents.ts",
      module: {
        action: intentAction({
          open,
          member: intent({ guard: guards.member, schema: NO_FIELDS, run: async () => ({ message: "" }) }),
          fine: intent({
            guard: guards.verifiedMember,
            schema: NO_FIELDS,
            run: async () => ({ message: "" }),
          }),
        }),
      },
    };
    expect(findWeakIntents([...routes, planted])).toEqual([
      "routes/planted-intents open: anyone, under routes/layouts/verified-writes",
      "routes/planted-intents member: member, under routes/layouts/verified-writes",
    ]);
  });

  it("hides the staff page from everyone but staff, reads included", async () => {
    const handler = await createAppHandler(routes);
    const member = await signedInMember();
    const staff = await signedInMember();
    await setStaffRole(staff.member.email, true);
    const read = (cookie?: string) =>
      send(
        handler,
        new Request("http://localhost:3000/staff/operations.data", {
          headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.9", ...(cookie ? { Cookie: cookie } : {}) },
        }),
      );
    expect((await read()).status).toBe(404);
    expect((await read(member.cookie)).status).toBe(404);
    expect((await read(unverified.cookie)).status).toBe(404);
    const seen = await read(staff.cookie);
    expect(seen.status).toBe(200);
    expect(seen.text).toContain("events");
  });

  it("lets a verified member write where the guard allows", async () => {
    const verified = await signedInMember();
    const handler = await createAppHandler(routes);
    const profile = routes.find((route) => route.id === "routes/public-profile")!;
    const reply = await send(handler, postAs(profile, verified.cookie));
    expect(reply.status).toBe(200);
    expect(reply.text).toContain("Following successfully");
  });

  it("sends a signed-out visitor back to the page they posted from, after signing in", async () => {
    const handler = await createAppHandler(routes);
    const request = postAs(routes.find((route) => route.id === "routes/api/connections")!);
    request.headers.set("Referer", "http://localhost:3000/u/aarav-malhotra?tab=reviews");
    const reply = await send(handler, request);
    expect(reply.location).toBe("/login?redirectTo=%2Fu%2Faarav-malhotra%3Ftab%3Dreviews");
  });
});
