import { HelpArticle } from "~/features/help/help-article";
import { findHelpTopic, HELP_TOPICS } from "~/features/help/help-content";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { notFound } from "~/routes/errors/not-found-reply.server";
import type { Route } from "./+types/help-topic";

export async function loader({ request, params }: Route.LoaderArgs) {
  const topic = findHelpTopic(params.topic);
  if (!topic) throw await notFound(request, "Help topic not found");
  return {
    urls: requestUrls(request),
    topic,
    otherTopics: HELP_TOPICS.filter((other) => other.slug !== topic.slug).map(({ slug, title, summary }) => ({
      slug,
      title,
      summary,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.topic.title} | Help Center | Rangmanch`,
        description: loaderData.topic.summary,
        url: loaderData.urls.canonical,
        type: "article",
      })
    : [{ title: "Page Not Found | Rangmanch" }, { name: "robots", content: "noindex" }];

export default function HelpTopicRoute({ loaderData }: Route.ComponentProps) {
  return <HelpArticle topic={loaderData.topic} otherTopics={loaderData.otherTopics} />;
}
