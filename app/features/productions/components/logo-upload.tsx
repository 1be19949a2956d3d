import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FallbackImage } from "~/components/ui/fallback-image";
import { FieldError } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { UploadProgress } from "~/features/uploads/components/upload-progress";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_HINT } from "~/features/uploads/upload-rules";
import { useImageUpload } from "~/features/uploads/use-image-upload";

/**
 * A production's logo: sent at once through the upload pipeline (cropped
 * square, re-encoded, as a profile photo is); the form carries the image's
 * id, kept as it was until a new one is uploaded or the logo is removed.
 */
export function LogoUpload({
  name,
  current,
  errors,
}: {
  name: string;
  current: { id: string | null; url: string | null };
  errors?: string[];
}) {
  const [preview, setPreview] = useState(current.url);
  const [value, setValue] = useState(current.id ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const { upload, progress, busy } = useImageUpload("avatar");
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
        alt="Production logo"
        className="size-20 rounded-lg border object-cover"
        width={80}
        height={80}
      />
      <div className="grid gap-2">
        <input type="hidden" name={name} value={value} />
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label="Upload a logo"
          aria-describedby={hintId}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            <Icon
              name={busy ? "loader-circle" : "upload"}
              className={busy ? "size-4 animate-spin" : "size-4"}
            />
            {busy ? "Uploading..." : "Upload logo"}
          </Button>
          {preview ? (
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setPreview(null);
                setValue("");
              }}
            >
              <Icon name="trash" className="size-4" /> Remove logo
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          A square logo works best. {UPLOAD_HINT}
        </p>
        <UploadProgress progress={progress} label="Logo upload" />
        <FieldError errors={message ? [message] : errors} />
      </div>
    </div>
  );
}
