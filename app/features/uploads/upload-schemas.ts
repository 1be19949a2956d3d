import { z } from "zod";
// Sets zod up as every schema here needs it (no eval under our CSP).
import "~/lib/validation";
import { IMAGE_PURPOSES, UPLOAD_MESSAGES } from "./upload-rules";

/** POST /api/uploads with a file: what it is for, and the file. */
export const uploadImageSchema = z.object({
  intent: z.literal("upload", { error: UPLOAD_MESSAGES.unreadableForm }).optional(),
  purpose: z.enum(IMAGE_PURPOSES, { error: UPLOAD_MESSAGES.unknownPurpose }),
  // An empty file input still sends a part: a file of no bytes, named "".
  file: z
    .instanceof(File, { error: UPLOAD_MESSAGES.noFile })
    .refine((file) => file.size > 0, { error: UPLOAD_MESSAGES.noFile }),
});

/** POST /api/uploads with intent=delete: which image. */
export const deleteImageSchema = z.object({
  intent: z.literal("delete"),
  imageId: z.string().max(100),
});
