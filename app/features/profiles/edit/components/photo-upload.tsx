import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FallbackImage } from "~/components/ui/fallback-image";
import { FieldError } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { UploadProgress } from "~/features/uploads/components/upload-progress";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_HINT } from "~/features/uploads/upload-rules";
import { useImageUpload } from "~/features/uploads/use-image-upload";

/**
 * The profile photo: uploading sends the file straight to the server (which
 * crops it square and re-encodes it); the form then carries only the new
 * image's id, and Save attaches it to the profile.
 */
export function PhotoUpload({
  name,
  currentUrl,
  personName,
  errors,
}: {
  name: string;
  currentUrl: string | null;
  personName: string;
  errors?: string[];
}) {
  const [preview, setPreview] = useState(currentUrl);
  const [value, setValue] = useState("");
  const { upload, progress, busy } = useImageUpload("avatar");
  const [message, setMessage] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  async function onFile(file: File | undefined) {
    if (!file) return;
    setMessage(null);
    const reply = await upload(file);
    if (input.current) input.current.value = "";
    if (!reply.ok) {
      setMessage(reply.message);
      return;
    }
    setPreview(reply.image.url);
    setValue(reply.image.id);
  }

  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <FallbackImage
        src={preview}
        fallback="/images/default-avatar.svg"
        alt={`Profile photo of ${personName}`}
        className="size-28 rounded-full border object-cover"
        width={112}
        height={112}
      />
      <div className="grid gap-2">
        <input type="hidden" name={name} value={value} />
        <input
          ref={input}
          id={`${hintId}-file`}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          className="sr-only"
          // The visible button opens it; keyboard users reach that button, not this.
          tabIndex={-1}
          aria-label="Upload new profile image"
          aria-describedby={hintId}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? (
              <Icon name="loader-circle" className="size-4 animate-spin" />
            ) : (
              <Icon name="upload" className="size-4" />
            )}
            {busy ? "Uploading..." : "Upload New Image"}
          </Button>
          {preview ? (
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setPreview(null);
                setValue("remove");
              }}
            >
              <Icon name="trash" className="size-4" /> Remove photo
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          Square images work best, at least 300x300 pixels. {UPLOAD_HINT}
        </p>
        <UploadProgress progress={progress} label="Profile photo upload" />
        <p role="status" className="sr-only">
          {busy
            ? "Uploading photo"
            : value && value !== "remove"
              ? "Photo uploaded. Save changes to use it."
              : ""}
        </p>
        {/* One refusal, one message: the upload's own, else the form's. */}
        <FieldError errors={message ? [message] : errors} />
      </div>
    </div>
  );
}
