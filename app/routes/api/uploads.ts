import { getDb } from "~/db/client.server";
import { memberOf } from "~/features/accounts/viewer.server";
import { requestFacts } from "~/features/security/client-address.server";
import { deleteImage } from "~/features/uploads/delete-image.server";
import { readUploadForm } from "~/features/uploads/read-upload-form.server";
import { uploadImage } from "~/features/uploads/upload-image.server";
import { UPLOAD_MESSAGES } from "~/features/uploads/upload-rules";
import { deleteImageSchema, uploadImageSchema } from "~/features/uploads/upload-schemas";
import { methodNotAllowed } from "~/lib/http.server";
import { ServiceError } from "~/lib/service-error";
import { messageReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/uploads";

export const loader = () => methodNotAllowed();

/**
 * Uploads a profile photo or portfolio image (multipart: purpose, file), or
 * deletes one (intent=delete, imageId). Answers JSON for the editor's fetcher:
 * { ok: true, image } or { ok: false, message } with 400, 404, 413, 429, or 503 when the store is full.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = memberOf(context);
  const db = getDb();
  try {
    const fields = Object.fromEntries(await readUploadForm(request));

    if (fields.intent === "delete") {
      const parsed = deleteImageSchema.safeParse(fields);
      // An id that is not even well formed names no image of anyone's.
      if (!parsed.success) return messageReply(new ServiceError("not_found", UPLOAD_MESSAGES.notFound));
      await deleteImage(db, user.id, parsed.data.imageId);
      return { ok: true as const, message: UPLOAD_MESSAGES.deleted, imageId: parsed.data.imageId };
    }

    const parsed = uploadImageSchema.safeParse(fields);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? UPLOAD_MESSAGES.unreadableForm;
      return messageReply(new ServiceError("invalid", message));
    }
    const uploader = { id: user.id, client: requestFacts(request) };
    const image = await uploadImage(db, uploader, parsed.data);
    return { ok: true as const, image };
  } catch (thrown) {
    return messageReply(thrown);
  }
}
