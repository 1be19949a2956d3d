import { data } from "react-router";
import { ShareButton } from "~/components/share-button";
import { getDb } from "~/db/client.server";
import { verifiedMemberOf, viewerOf } from "~/features/accounts/viewer.server";
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
import { readFormData } from "~/lib/http.server";
import { requestUrls } from "~/lib/request-urls.server";
import { serialId } from "~/lib/serial-ids";
import { ServiceError } from "~/lib/service-error";
import { messageReply } from "~/lib/service-error-reply.server";
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

/** Like or dislike (a state: like, dislike or none), share or unshare, comment, or delete one's own comment. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context);
  const db = getDb();
  const form = await readFormData(request);
  const id = (name: string) => {
    const value = serialId(String(form.get(name) ?? ""));
    if (value === null) throw new ServiceError("not_found", NEWS_MESSAGES.notFound);
    return value;
  };
  try {
    switch (form.get("intent")) {
      case "react": {
        const wanted = form.get("reaction");
        const reaction =
          wanted === "like" || wanted === "dislike" ? wanted : wanted === "none" ? null : undefined;
        if (reaction === undefined) return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
        return { ok: true, message: "", ...(await setNewsReaction(db, user.id, id("newsId"), reaction)) };
      }
      case "share":
      case "unshare":
        return {
          ok: true,
          message: "",
          ...(await setNewsShare(db, user.id, id("newsId"), form.get("intent") === "share")),
        };
      case "comment": {
        const parsed = newsCommentSchema.safeParse({ body: form.get("body") ?? "" });
        if (!parsed.success)
          throw new ServiceError("invalid", parsed.error.issues[0]?.message ?? UNREADABLE_FORM_MESSAGE);
        await addNewsComment(db, user.id, id("newsId"), parsed.data.body);
        return { ok: true, message: "" };
      }
      case "delete-comment":
        await deleteNewsComment(db, user.id, id("commentId"));
        return { ok: true, message: NEWS_MESSAGES.commentDeleted };
      default:
        return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
    }
  } catch (thrown) {
    return messageReply(thrown);
  }
}

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
