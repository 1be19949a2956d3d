import { z } from "zod";
import { ShareButton } from "~/components/share-button";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { NewsView } from "~/features/news/components/news-page";
import { listNews } from "~/features/news/list-news.server";
import {
  addNewsComment,
  deleteNewsComment,
  setNewsReaction,
  setNewsShare,
} from "~/features/news/news-actions.server";
import { newsMeta } from "~/features/news/news-meta";
import { NEWS_MESSAGES, parseNewsFilter } from "~/features/news/news-rules";
import { newsCommentSchema } from "~/features/news/news-schemas";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { requestUrls } from "~/lib/request-urls.server";
import { serialId } from "~/lib/serial-ids";
import { SHARE_PAYLOADS } from "~/lib/share";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import type { Route } from "./+types/news";

/** The news list for the filter in the address; ?id= (a shared link) puts that story first, with its own preview. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  const params = url.searchParams;
  const filter = parseNewsFilter(params);
  const { items, featured } = await listNews(getDb(), viewer?.id ?? null, filter, serialId(params.get("id")));
  const { origin } = requestUrls(request);
  return {
    urls: { origin, canonical: `${origin}/news` },
    filter,
    items,
    featured,
    now: new Date().toISOString(),
    signedIn: viewer !== null,
  };
}

const newsId = z.object({ newsId: serialIdField() });

function shareIntent(shared: boolean) {
  return intent({
    guard: guards.verifiedMember,
    schema: newsId,
    run: async ({ newsId }, user) => ({
      message: "",
      ...(await setNewsShare(getDb(), user.id, newsId, shared)),
    }),
  });
}

/** Like or dislike (a state: like, dislike or none), share or unshare, comment, or delete one's own comment. */
export const action = intentAction({
  react: intent({
    guard: guards.verifiedMember,
    schema: newsId.extend({
      reaction: z
        .enum(["like", "dislike", "none"], { error: UNREADABLE_FORM_MESSAGE })
        .transform((value) => (value === "none" ? null : value)),
    }),
    run: async ({ newsId, reaction }, user) => ({
      message: "",
      ...(await setNewsReaction(getDb(), user.id, newsId, reaction)),
    }),
  }),
  share: shareIntent(true),
  unshare: shareIntent(false),
  comment: intent({
    guard: guards.verifiedMember,
    schema: newsId.extend(newsCommentSchema.shape),
    run: async ({ newsId, body }, user) => {
      await addNewsComment(getDb(), user.id, newsId, body);
      return { message: "" };
    },
  }),
  "delete-comment": intent({
    guard: guards.verifiedMember,
    schema: z.object({ commentId: serialIdField() }),
    run: async ({ commentId }, user) => {
      await deleteNewsComment(getDb(), user.id, commentId);
      return { message: NEWS_MESSAGES.commentDeleted };
    },
  }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => newsMeta(loaderData);

export default function News({ loaderData }: Route.ComponentProps) {
  const { filter, items, featured, now, signedIn } = loaderData;
  return (
    <NewsView
      filter={filter}
      items={items}
      featured={featured}
      now={now}
      signedIn={signedIn}
      share={(item) => (
        <ShareButton payload={(origin) => SHARE_PAYLOADS.news(origin, item)} label={item.title} />
      )}
    />
  );
}
