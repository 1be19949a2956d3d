import { z } from "zod";
import { cleanText } from "~/lib/clean-text";
import { preparedText } from "~/lib/validation";
import {
  COMMENT_MAX_CHARS,
  DEFAULT_FEED_CATEGORY,
  FEED_CATEGORIES,
  FEED_MESSAGES,
  POST_MAX_CHARS,
} from "./feed-rules";

// Blank is "": the service says "Cannot create empty post" (a blank field reaches the inner check as undefined under Conform).
const postBody = preparedText(
  { max: POST_MAX_CHARS, tooLong: FEED_MESSAGES.postTooLong },
  (value) => cleanText(value, { multiline: true }),
  z
    .string()
    .max(POST_MAX_CHARS, FEED_MESSAGES.postTooLong)
    .optional()
    .transform((value) => value ?? ""),
);

/**
 * The composer's form: text, and at most one attachment as its mode says
 * (none, an uploaded image, or a video link). What the mode does not use is
 * ignored, so switching modes never posts a stale attachment.
 */
export const postSchema = z
  .object({
    body: postBody.optional().transform((value) => value ?? ""),
    mode: z.enum(["none", "image", "video"]).catch("none"),
    imageId: z.string().max(100, FEED_MESSAGES.badImage).optional(),
    videoUrl: z.string().max(2000, FEED_MESSAGES.badVideo).optional(),
    category: z.enum(FEED_CATEGORIES, { error: FEED_MESSAGES.category }).default(DEFAULT_FEED_CATEGORY),
  })
  .transform(({ body, mode, imageId, videoUrl, category }) => ({
    body,
    imageId: mode === "image" && imageId?.trim() ? imageId.trim() : null,
    videoUrl: mode === "video" && videoUrl?.trim() ? videoUrl.trim() : null,
    category,
  }));

export type PostInput = z.infer<typeof postSchema>;

/** Editing a post changes its words; its attachment and category stay. */
export const postEditSchema = z.object({ body: postBody.optional().transform((value) => value ?? "") });

export const commentSchema = z.object({
  body: preparedText(
    { max: COMMENT_MAX_CHARS, tooLong: FEED_MESSAGES.commentTooLong },
    (value) => cleanText(value, { multiline: true }),
    z
      .string({ error: FEED_MESSAGES.commentEmpty })
      .min(1, FEED_MESSAGES.commentEmpty)
      .max(COMMENT_MAX_CHARS, FEED_MESSAGES.commentTooLong),
  ),
});
