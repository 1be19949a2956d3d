/** Said when an unverified account tries to act toward others (decision 011), where we cannot say what they tried. */
export const VERIFY_FIRST = "Please verify your email before you post, apply or send messages.";

/**
 * What an unverified member was trying to do, by the address they posted to
 * (the route's pattern, as in app/routes.ts): the refusal names it, "Verify
 * your email to apply", so the person knows the one thing standing between
 * them and what they wanted.
 */
const DOING_BY_ROUTE: Record<string, string> = {
  "auditions/:id": "apply",
  "jobs/:id": "apply",
  "collaboration/:id": "ask to join a project",
  "auditions/create": "post an audition",
  "jobs/create": "post a job",
  "jobs/:id/edit": "edit your job",
  "auditions/:id/edit": "edit your audition",
  "collaboration/:id/edit": "edit your project",
  "collaboration/create": "create a project",
  "auditions/:id/applicants": "answer applicants",
  "jobs/:id/applicants": "answer applicants",
  "collaboration/:id/applicants": "answer requests to join",
  jobs: "turn on job notifications",
  feed: "post, like and comment",
  "feed/:postId": "like and comment",
  "api/feed-posts/:id": "like and comment",
  news: "react to and comment on the news",
  "u/:username": "follow, connect, endorse and review",
  "profile/:id": "follow, connect, endorse and review",
  "api/connections/:username": "connect with people",
  "api/reviews/:username": "write reviews",
  "messages/:conversationId": "send messages",
  "new-message": "send messages",
  "messages/new": "send messages",
};

/** "Verify your email to apply." for a write to `/auditions/:id`; the general message for an address not listed. */
export function verifyFirstMessage(routePattern: string): string {
  const doing = DOING_BY_ROUTE[routePattern.replace(/^\/+/, "")];
  return doing ? `Verify your email to ${doing}.` : VERIFY_FIRST;
}
