import { z } from "zod";
import { cleanText } from "~/lib/clean-text";
import { preparedText } from "~/lib/validation";
import { NEWS_BODY_MAX, NEWS_CATEGORIES, NEWS_MESSAGES, NEWS_TITLE_MAX } from "./news-rules";

// A blank field reaches the inner check as undefined under Conform (parseForm): it says its own message too.
const line = (max: number, required: string, tooLong: string) =>
  preparedText(
    { max, tooLong },
    (value) => cleanText(value),
    z.string({ error: required }).min(1, required).max(max, tooLong),
  );

/** Staff's Publish news form (the staff page). */
export const publishNewsSchema = z.object({
  title: line(NEWS_TITLE_MAX, NEWS_MESSAGES.title, NEWS_MESSAGES.titleTooLong),
  body: preparedText(
    { max: NEWS_BODY_MAX, tooLong: NEWS_MESSAGES.bodyTooLong },
    (value) => cleanText(value, { multiline: true }),
    z
      .string({ error: NEWS_MESSAGES.body })
      .min(1, NEWS_MESSAGES.body)
      .max(NEWS_BODY_MAX, NEWS_MESSAGES.bodyTooLong),
  ),
  source: line(100, NEWS_MESSAGES.source, NEWS_MESSAGES.sourceTooLong),
  category: z.enum(NEWS_CATEGORIES, { error: NEWS_MESSAGES.category }),
  imageId: z
    .string()
    .max(100, NEWS_MESSAGES.badImage)
    .optional()
    .transform((value) => value?.trim() || null),
  imageCaption: z
    .string()
    .max(200, NEWS_MESSAGES.captionTooLong)
    .optional()
    .transform((value) => (value ? cleanText(value) : "") || null),
  videoUrl: z
    .string()
    .max(2000, NEWS_MESSAGES.badVideo)
    .optional()
    .transform((value) => value?.trim() || null),
});

export type PublishNewsInput = z.infer<typeof publishNewsSchema>;

export const newsCommentSchema = z.object({
  body: preparedText(
    { max: 1000, tooLong: NEWS_MESSAGES.commentTooLong },
    (value) => cleanText(value, { multiline: true }),
    z
      .string({ error: NEWS_MESSAGES.commentEmpty })
      .min(1, NEWS_MESSAGES.commentEmpty)
      .max(1000, NEWS_MESSAGES.commentTooLong),
  ),
});
