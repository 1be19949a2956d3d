import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
// React Router loads this file without the app's "~" alias, so the posting kinds' definitions and what
// they import at run time (lib/share.ts, constants/site.ts) import one another by relative paths.
import { POSTING_KIND_DEFINITIONS, POSTING_KINDS, type PostingKind } from "./features/postings/posting-kinds";

/**
 * One kind of posting's page: every kind's list, page, create,
 * edit and applicants pages are one module each under routes/postings/, which
 * finds its kind by the address (routes/postings/route-kind.ts). The address
 * is the kind's own (/auditions/create, /jobs/12, /collaboration/3/edit).
 */
function postingRoute(
  kind: PostingKind,
  rest: string,
  page: "list" | "page" | "create" | "edit" | "applicants",
) {
  return route(`${POSTING_KIND_DEFINITIONS[kind].listPath.slice(1)}${rest}`, `routes/postings/${page}.tsx`, {
    id: `routes/postings/${page}-${kind}`,
  });
}

/**
 * Every route sits under one guard layout, which decides who may read and
 * who may write (app/middleware/route-guards.server.ts). A route
 * outside them fails tests/integration/route-guards.test.ts.
 */
export default [
  // Anyone may post: each validates its input; the root's write limit holds for all, and most add their own.
  layout("routes/layouts/public-writes.tsx", [
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    // Signing out must work for anyone holding a cookie, valid or not.
    route("logout", "routes/logout.ts"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    // Links from emails and the social providers' callbacks (Better Auth checks their tokens).
    route("api/auth/*", "routes/api/auth.ts"),
    // The public forms: visitors write to us without an account.
    route("contact", "routes/contact.tsx"),
    route("advertise", "routes/advertise.tsx"),
    route("api/newsletter", "routes/api/newsletter.ts"),
    // The newsletter's confirming link (double opt-in): the token is the only credential.
    route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    route("api/feedback", "routes/api/feedback.ts"),
    // Browsers report script errors, signed in or not.
    route("api/client-errors", "routes/api/client-errors.ts"),
    // Browsers report a session's start and end (spec part 1 section 4), signed in or not.
    route("api/site-sessions", "routes/api/site-sessions.ts"),
    // The theme menu's choice, posted before the page's scripts have run (no account needed to choose one).
    route("api/theme", "routes/api/theme.ts"),
    // The language switcher: a visitor keeps it in a cookie, a member on the account too.
    route("api/language", "routes/api/language.ts"),
    // Talent discovery: a submitted search is counted for trending searches, signed in or not.
    route("discover", "routes/discover.tsx"),
    // Category pages (decision 028): /category/* takes the Join form, open to visitors without an account
    // (limited per address); each category's own prefix (/acting, /acting/directing) shows the same page,
    // read-only. One dynamic route for the 24 prefixes: every other route outranks it, and a first segment
    // that is no category is the 404 page, as "*" below would have drawn it.
    route("category/*", "routes/category.tsx"),
    route(":prefix/*", "routes/category-prefix.tsx"),
    // An unknown path answers 404 to every method.
    route("*", "routes/not-found.tsx"),
  ]),

  // Signed in for everything; an unverified account may use these: its own account, profile and files.
  layout("routes/layouts/member.tsx", [
    route("account", "routes/account.tsx"),
    route("edit-profile/:id?", "routes/edit-profile.tsx"),
    route("api/uploads", "routes/api/uploads.ts"),
    route("api/favorites", "routes/api/favorites.ts"),
    // One's own applications and notifications.
    route("applications", "routes/applications.tsx"),
    route("notifications", "routes/notifications.tsx"),
    // Messaging: one's own conversations, the composer and the live event stream.
    route("api/live", "routes/api/live.ts"),
    route("messages", "routes/messages.tsx", [route(":conversationId", "routes/messages-conversation.tsx")]),
    route("messages/new", "routes/new-message.tsx", { id: "routes/messages-new" }),
    route("new-message", "routes/new-message.tsx"),
    route("api/message-recipients", "routes/api/message-recipients.ts"),
    // The member's productions and the invitations waiting for their answer; answering needs a verified email.
    route("productions", "routes/productions.tsx"),
    // Credits confirmed by co-workers: requests to answer, and asking about one's own.
    route("credits", "routes/credits.tsx"),
  ]),

  // Members only, and their forms act toward others: signed in to read, verified to write.
  // Posting, editing one's posting, and its applicants page (the poster's only; anyone else gets the 404 page).
  layout(
    "routes/layouts/member-verified-writes.tsx",
    POSTING_KINDS.flatMap((kind) => [
      postingRoute(kind, "/create", "create"),
      postingRoute(kind, "/:id/edit", "edit"),
      postingRoute(kind, "/:id/applicants", "applicants"),
    ]).concat([
      // Productions: creating one, and its owners' page (anyone else gets the 404 page).
      route("productions/new", "routes/productions-new.tsx"),
      route("productions/:slug/manage", "routes/production-manage.tsx"),
    ]),
  ),

  // Anyone may read; any write needs a verified account. The default home for a new page.
  layout("routes/layouts/verified-writes.tsx", [
    index("routes/home.tsx"),
    // For crawlers: what they may read, and the sitemap index and its files (decision 027).
    route("robots.txt", "routes/robots-txt.ts"),
    route("sitemap.xml", "routes/sitemap-index.ts"),
    route("sitemaps/:name", "routes/sitemap-file.ts"),
    route("about", "routes/about.tsx"),
    route("help", "routes/help.tsx"),
    route("help/:topic", "routes/help-topic.tsx"),
    route("subscription", "routes/subscription.tsx"),
    route("legal/:page", "routes/legal-page.tsx"),
    route("profile/:id", "routes/profile-by-id.tsx"),
    route("u/:username", "routes/public-profile.tsx"),
    // Who follows a profile, and whom its owner follows: read-only, paged with ?page=.
    route("u/:username/followers", "routes/profile-followers.tsx"),
    route("u/:username/following", "routes/profile-following.tsx"),
    // A production's public page: anyone reads it; its members may leave.
    route("productions/:slug", "routes/production.tsx"),
    // Opportunities: reading is open; applying needs a verified account (posting: above).
    ...POSTING_KINDS.flatMap((kind) => [postingRoute(kind, "", "list"), postingRoute(kind, "/:id", "page")]),
    // A city's opportunities and auditions (spec part 1).
    route("city-opportunities", "routes/city-opportunities.tsx"),
    route("city-auditions/:cityId", "routes/city-auditions.tsx"),
    // The media library: staff keep its titles; anyone reads them.
    route("library", "routes/library.tsx"),
    // The feed: anyone reads; posting, liking and commenting need a verified account.
    route("feed", "routes/feed.tsx"),
    route("feed/:postId", "routes/feed-post.tsx"),
    route("api/feed-posts/:id", "routes/api/feed-posts.ts"),
    // Industry news: staff publish from the staff page; members react and comment.
    route("news", "routes/news.tsx"),
    route("media/:id", "routes/media.tsx"),
    route("api/connections/:username", "routes/api/connections.ts"),
    route("api/reviews/:username", "routes/api/reviews.ts"),
    // The home page asks for these after it has been drawn: a city's upcoming auditions, all categories.
    route("api/upcoming-auditions", "routes/api/upcoming-auditions.ts"),
    route("api/categories", "routes/api/categories.ts"),
    // The search box's name and skill suggestions, as the visitor types.
    route("api/search-suggestions", "routes/api/search-suggestions.ts"),
  ]),

  // One page per queue that staff work through (routes/staff/staff-queues.ts).
  layout("routes/layouts/staff.tsx", [
    route("staff", "routes/staff/index.tsx"),
    ...[
      "reports",
      "suspensions",
      "held-postings",
      "productions",
      "titles",
      "news",
      "emails",
      "operations",
    ].map((queue) => route(`staff/${queue}`, `routes/staff/${queue}.tsx`)),
  ]),
] satisfies RouteConfig;
