import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { type RequestArgs, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { createPost } from "~/features/feed/create-post.server";
import { FEED_MESSAGES } from "~/features/feed/feed-rules";
import { commentSchema, postEditSchema, postSchema } from "~/features/feed/feed-schemas";
import {
  addComment,
  deleteComment,
  deletePost,
  editComment,
  editPost,
  setPostLike,
  setPostShare,
} from "~/features/feed/post-actions.server";
import { REPORT_MESSAGES, reportFromForm } from "~/features/reports/report-subject.server";
import { readFormData } from "~/lib/http.server";
import { serialId } from "~/lib/serial-ids";
import { ServiceError } from "~/lib/service-error";
import { messageReply } from "~/lib/service-error-reply.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";

const single = (form: FormData, name: string) => {
  const values = form.getAll(name);
  return values.length === 1 && typeof values[0] === "string" ? values[0] : undefined;
};

function idFrom(form: FormData, name: string): number {
  const id = serialId(single(form, name));
  if (id === null) throw new ServiceError("not_found", FEED_MESSAGES.notFound);
  return id;
}

function parsed<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
) {
  if (!result.success)
    throw new ServiceError("invalid", result.error.issues[0]?.message ?? UNREADABLE_FORM_MESSAGE);
  return result.data;
}

/**
 * The feed's writes, for /feed and each post's page (route code, not a route):
 * post; like or unlike, share or unshare (a state, so repeats are harmless);
 * comment; an author's edit or delete of their own post or comment; report a
 * post or a comment. Every reply is `{ ok, message }` with the new figures
 * where the page shows them; a refusal keeps what the member typed on the page.
 */
export async function feedAction({ request, context }: RequestArgs) {
  const user = verifiedMemberOf(context);
  const db = getDb();
  // An unreadable body is answered 400 by readFormData itself.
  const form = await readFormData(request);
  try {
    const intent = single(form, "intent");
    const field = (name: string) => single(form, name);
    switch (intent) {
      case "post": {
        const input = parsed(
          postSchema.safeParse({
            body: field("body"),
            mode: field("mode"),
            imageId: field("imageId"),
            videoUrl: field("videoUrl"),
            category: field("category") || undefined,
          }),
        );
        const postId = await createPost(db, user.id, input);
        return { ok: true as const, message: FEED_MESSAGES.posted, postId };
      }
      case "like":
      case "unlike":
        return {
          ok: true as const,
          ...(await setPostLike(db, user.id, idFrom(form, "postId"), intent === "like")),
        };
      case "share":
      case "unshare":
        return {
          ok: true as const,
          ...(await setPostShare(db, user.id, idFrom(form, "postId"), intent === "share")),
        };
      case "comment": {
        const { body } = parsed(commentSchema.safeParse({ body: field("body") }));
        const commentId = await addComment(db, user.id, idFrom(form, "postId"), body);
        return { ok: true as const, commentId };
      }
      case "edit-post": {
        const { body } = parsed(postEditSchema.safeParse({ body: field("body") ?? "" }));
        await editPost(db, user.id, idFrom(form, "postId"), body);
        return { ok: true as const, message: FEED_MESSAGES.edited };
      }
      case "delete-post":
        await deletePost(db, user.id, idFrom(form, "postId"));
        return { ok: true as const, message: FEED_MESSAGES.deleted };
      case "edit-comment": {
        const { body } = parsed(commentSchema.safeParse({ body: field("body") }));
        await editComment(db, user.id, idFrom(form, "commentId"), body);
        return { ok: true as const, message: FEED_MESSAGES.commentEdited };
      }
      case "delete-comment":
        await deleteComment(db, user.id, idFrom(form, "commentId"));
        return { ok: true as const, message: FEED_MESSAGES.commentDeleted };
      case "report": {
        const kind = field("subject") === "comment" ? "comment" : "post";
        await reportFromForm(db, user.id, { kind, id: idFrom(form, "targetId") }, form);
        return { ok: true as const, message: REPORT_MESSAGES.sent };
      }
      default:
        return data({ ok: false as const, message: UNREADABLE_FORM_MESSAGE }, 400);
    }
  } catch (thrown) {
    return messageReply(thrown);
  }
}
