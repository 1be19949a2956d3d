import { z } from "zod";
import { type Database, getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
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
import { REPORT_MESSAGES, reportSchema, reportSubject } from "~/features/reports/report-subject.server";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";

const postId = z.object({ postId: serialIdField() });
const commentId = z.object({ commentId: serialIdField() });

/**
 * The feed's writes, for /feed and each post's page (route code, not a route):
 * post; like or unlike, share or unshare (a state, so repeats are harmless);
 * comment; an author's edit or delete of their own post or comment; report a
 * post or a comment. Every reply is `{ ok, message }` with the new figures
 * where the page shows them; a refusal keeps what the member typed on the page.
 * The verified-writes layout has refused unverified accounts already.
 */
export const feedAction = intentAction({
  post: intent({
    guard: guards.verifiedMember,
    schema: postSchema,
    run: async (input, user) => ({
      message: FEED_MESSAGES.posted,
      postId: await createPost(getDb(), user.id, input),
    }),
  }),
  like: postState(setPostLike, true),
  unlike: postState(setPostLike, false),
  share: postState(setPostShare, true),
  unshare: postState(setPostShare, false),
  comment: intent({
    guard: guards.verifiedMember,
    schema: postId.extend(commentSchema.shape),
    run: async ({ postId, body }, user) => ({ commentId: await addComment(getDb(), user.id, postId, body) }),
  }),
  "edit-post": intent({
    guard: guards.verifiedMember,
    schema: postId.extend(postEditSchema.shape),
    run: async ({ postId, body }, user) => {
      await editPost(getDb(), user.id, postId, body);
      return { message: FEED_MESSAGES.edited };
    },
  }),
  "delete-post": intent({
    guard: guards.verifiedMember,
    schema: postId,
    run: async ({ postId }, user) => {
      await deletePost(getDb(), user.id, postId);
      return { message: FEED_MESSAGES.deleted };
    },
  }),
  "edit-comment": intent({
    guard: guards.verifiedMember,
    schema: commentId.extend(commentSchema.shape),
    run: async ({ commentId, body }, user) => {
      await editComment(getDb(), user.id, commentId, body);
      return { message: FEED_MESSAGES.commentEdited };
    },
  }),
  "delete-comment": intent({
    guard: guards.verifiedMember,
    schema: commentId,
    run: async ({ commentId }, user) => {
      await deleteComment(getDb(), user.id, commentId);
      return { message: FEED_MESSAGES.commentDeleted };
    },
  }),
  report: intent({
    guard: guards.verifiedMember,
    schema: z
      .object({ subject: z.enum(["post", "comment"]).catch("post"), targetId: serialIdField() })
      .extend(reportSchema.shape),
    run: async ({ subject, targetId, ...report }, user) => {
      await reportSubject(getDb(), user.id, { kind: subject, id: targetId }, report);
      return { message: REPORT_MESSAGES.sent };
    },
  }),
});

/** Like or unlike, share or unshare: a state set on or off, so repeats are harmless; the reply carries the new count. */
function postState<Figures extends Record<string, unknown>>(
  set: (db: Database, userId: string, postId: number, on: boolean) => Promise<Figures>,
  on: boolean,
) {
  return intent({
    guard: guards.verifiedMember,
    schema: postId,
    run: async ({ postId }, user) => set(getDb(), user.id, postId, on),
  });
}
