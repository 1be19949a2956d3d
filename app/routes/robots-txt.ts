import { requestUrls } from "~/lib/request-urls.server";
import { robotsReply, robotsTxt } from "~/lib/sitemap.server";
import type { Route } from "./+types/robots-txt";

/**
 * GET /robots.txt: public pages may be crawled, accounts, staff and the API
 * may not; the sitemap's absolute URL is built on PUBLIC_URL when it is set,
 * never on a Host header alone (requestUrls).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { origin } = requestUrls(request);
  return robotsReply(robotsTxt(`${origin}/sitemap.xml`));
}
