import { ShareButton } from "~/components/share-button";
import type { PostSlots } from "~/features/feed/components/post-card";
import { ReportButton } from "~/features/reports/components/report-button";
import { SHARE_PAYLOADS } from "~/lib/share";

/**
 * What the feed's posts and comments offer beyond their own buttons: Share
 * (the device's share sheet or a copied link) and Report, which belong to
 * other features, so the routes compose them. Route code, not a route. On
 * the list (`list`), Report draws its form only when opened (ReportButton's
 * `elsewhere`); a post's own page draws it at once.
 */
export function feedSlots(signedIn: boolean, { list = false }: { list?: boolean } = {}): PostSlots {
  return {
    actions: (post) => (
      <>
        <ShareButton
          payload={(origin) => SHARE_PAYLOADS.post(origin, { id: post.id, authorName: post.author.name })}
          label={`post by ${post.author.name}`}
        />
        {signedIn && !post.mine ? (
          <ReportButton
            action="/feed"
            what="post"
            fields={{ subject: "post", targetId: String(post.id) }}
            elsewhere={list ? `/feed/${post.id}` : undefined}
          />
        ) : null}
      </>
    ),
    commentActions: (comment, post) =>
      signedIn && !comment.mine ? (
        <ReportButton
          action="/feed"
          what="comment"
          fields={{ subject: "comment", targetId: String(comment.id) }}
          elsewhere={list ? `/feed/${post.id}#comments` : undefined}
        />
      ) : null,
  };
}
