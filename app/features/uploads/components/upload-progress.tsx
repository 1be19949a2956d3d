/**
 * How far an upload has got: a bar and its percentage, then "Preparing the
 * image..." while the server re-encodes it. Nothing when no upload is running.
 */
export function UploadProgress({
  progress,
  label = "Upload progress",
}: {
  progress: number | null;
  label?: string;
}) {
  if (progress === null) return null;
  const sent = progress >= 100;
  return (
    <div className="grid gap-1" data-testid="upload-progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {sent ? "Preparing the image..." : `Uploading... ${progress}%`}
      </p>
    </div>
  );
}
