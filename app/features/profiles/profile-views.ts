/**
 * Which requests for a profile page count as a view on its talent card's
 * counter (spec part 1, section 3): a page or its data fetched to be seen.
 * HEAD asks only for headers; a prefetch (a link hovered, a speculation rule)
 * may never be looked at; a crawler or a link-preview robot is nobody viewing.
 */
const ROBOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|headless|lighthouse|curl\/|wget\/|python-requests|httpclient|okhttp|axios\/|node-fetch|go-http-client/i;

type HeaderOf = (name: string) => string | null | undefined;

export function isCountedView(method: string, header: HeaderOf): boolean {
  if (method !== "GET") return false;
  const agent = header("user-agent");
  if (!agent || ROBOT_AGENT.test(agent)) return false;
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""} ${header("x-purpose") ?? ""}`;
  return !/prefetch|prerender|preview/i.test(purpose);
}
