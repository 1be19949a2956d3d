import { findLegalPage } from "~/features/legal/legal-content";
import { LegalDocumentView } from "~/features/legal/legal-document";
import { formatLongDate } from "~/lib/dates";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { notFound } from "~/routes/errors/not-found-reply.server";
import type { Route } from "./+types/legal-page";

export async function loader({ request, params }: Route.LoaderArgs) {
  const policy = findLegalPage(params.page);
  if (!policy) throw await notFound(request, "Legal page not found");
  // The spec shows today's date; computed here so the server's text and the browser's agree.
  return { urls: requestUrls(request), policy, lastUpdated: formatLongDate(new Date()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.policy.title} | Rangmanch`,
        description: loaderData.policy.summary,
        url: loaderData.urls.canonical,
      })
    : [{ title: "Page Not Found | Rangmanch" }, { name: "robots", content: "noindex" }];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView policy={loaderData.policy} lastUpdated={loaderData.lastUpdated} />;
}
