/** What /api/uploads answers: the stored image, or a message to show. */
export type UploadedImage = { id: string; url: string; thumbnailUrl: string; width: number; height: number };
type UploadReply = { ok: true; image: UploadedImage } | { ok: false; message: string };

/** Sends one image to /api/uploads (from the browser), which checks, re-encodes and stores it. */
export async function sendImage(file: File, purpose: "avatar" | "portfolio"): Promise<UploadReply> {
  const body = new FormData();
  body.set("purpose", purpose);
  body.set("file", file);
  try {
    const response = await fetch("/api/uploads", {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const reply = (await response.json().catch(() => null)) as UploadReply | null;
    if (reply && typeof reply === "object" && "ok" in reply) return reply;
    return { ok: false, message: "The upload failed. Please try again." };
  } catch {
    return { ok: false, message: "The upload failed. Please check your connection and try again." };
  }
}
