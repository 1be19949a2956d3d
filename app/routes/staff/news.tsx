import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { NEWS_MESSAGES } from "~/features/news/news-rules";
import { publishNewsSchema } from "~/features/news/news-schemas";
import { publishNews } from "~/features/news/publish-news.server";
import { PublishNewsForm } from "~/features/staff/components/publish-news-form";
import { intent, intentAction } from "~/lib/form-intents.server";
import type { Route } from "./+types/news";
import { staffMeta } from "./staff-queues";

export const meta: Route.MetaFunction = () => staffMeta("News");

/** Publishing an industry news item (decision 036). */
export const action = intentAction({
  "publish-news": intent({
    guard: guards.staff,
    schema: publishNewsSchema,
    run: async (news, staff) => ({
      message: NEWS_MESSAGES.published,
      newsId: await publishNews(getDb(), staff.id, news),
    }),
  }),
});

export default function StaffNews() {
  return <PublishNewsForm />;
}
