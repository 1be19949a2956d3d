import { data } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { requestFacts } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { deleteImage } from "~/features/uploads/delete-image.server";
import { readUploadForm } from "~/features/uploads/read-upload-form.server";
import { uploadImage } from "~/features/uploads/upload-image.server";
import { UPLOAD_MESSAGES } from "~/features/uploads/upload-rules";
import { deleteImageSchema, uploadImageSchema } from "~/features/uploads/upload-schemas";
import { methodNotAllowed } from "~/lib/http.server";
import type { Route } from "./+types/uploads";

export const loader = () => methodNotAllowed();

function refuse(status: number, message: string, headers?: HeadersInit) {
  return data({ ok: false as const, message }, { status, headers });
}

/**
 * Uploads a profile photo or portfolio image (multipart: purpose, file), or
 * deletes one (intent=delete, imageId). Answers JSON for the editor's fetcher:
 * { ok: true, image } or { ok: false, message } with 400, 404, 413 or 429.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readUploadForm(request);
  if (!form.ok) return refuse(form.status, form.message);
  const fields = Object.fromEntries(form.formData);

  if (fields.intent === "delete") {
    const parsed = deleteImageSchema.safeParse(fields);
    if (!parsed.success) return refuse(404, UPLOAD_MESSAGES.notFound);
    const deleted = await deleteImage(user.id, parsed.data.imageId);
    if (!deleted.ok) return refuse(deleted.status, deleted.message);
    return { ok: true as const, message: UPLOAD_MESSAGES.deleted, imageId: parsed.data.imageId };
  }

  const parsed = uploadImageSchema.safeParse(fields);
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? UPLOAD_MESSAGES.unreadableForm);

  // Counted before processing: a refused file costs a decode attempt too.
  const limit = await hitLimit(`image-upload:${user.id}`, LIMITS.imageUploadsPerAccount);
  if (limit.limited) {
    await recordSecurityEvent({
      type: "rate_limited",
      userId: user.id,
      ...requestFacts(request),
      detail: { action: "image-upload" },
    });
    return refuse(429, UPLOAD_MESSAGES.limited(limit.retryAfterSeconds), {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  const uploaded = await uploadImage({
    ownerId: user.id,
    purpose: parsed.data.purpose,
    file: parsed.data.file,
  });
  if (!uploaded.ok) return refuse(uploaded.status, uploaded.message);
  return { ok: true as const, image: uploaded.image };
}
