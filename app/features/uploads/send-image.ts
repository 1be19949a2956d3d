import { imageFileProblem, UPLOAD_MESSAGES } from "./upload-rules";

/** What /api/uploads answers: the stored image, or a message to show. */
export type UploadedImage = { id: string; url: string; thumbnailUrl: string; width: number; height: number };
export type UploadReply = { ok: true; image: UploadedImage } | { ok: false; message: string };

/** How much of the file has reached the server, 0 to 100. */
export type UploadProgressListener = (percent: number) => void;

const FAILED = "The upload failed. Please try again.";
const OFFLINE = "The upload failed. Please check your connection and try again.";

/**
 * Sends one image to /api/uploads (from the browser), which checks, re-encodes
 * and stores it. A file the rules refuse is never sent. XMLHttpRequest, not
 * fetch: only it reports how much of the body has gone, for the progress bar.
 */
export function sendImage(
  file: File,
  purpose: "avatar" | "portfolio",
  onProgress: UploadProgressListener = () => {},
): Promise<UploadReply> {
  const problem = imageFileProblem(file);
  if (problem) return Promise.resolve({ ok: false, message: problem });
  const body = new FormData();
  body.set("purpose", purpose);
  body.set("file", file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/uploads");
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener("load", () => resolve(replyOf(request.status, request.responseText)));
    // The server closes the connection on a body it will not read: the status may never arrive.
    request.addEventListener("error", () => resolve({ ok: false, message: OFFLINE }));
    request.addEventListener("abort", () => resolve({ ok: false, message: FAILED }));
    onProgress(0);
    request.send(body);
  });
}

/** The server's own answer when it sent one; otherwise what its status means, in words. */
function replyOf(status: number, text: string): UploadReply {
  try {
    const reply = JSON.parse(text) as UploadReply | null;
    if (reply && typeof reply === "object" && "ok" in reply) return reply;
  } catch {
    // Not JSON: a proxy's or the body cap's page. The status still says what happened.
  }
  if (status === 413) return { ok: false, message: UPLOAD_MESSAGES.tooManyBytes };
  return { ok: false, message: FAILED };
}
