import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { CountedTextarea } from "~/components/ui/counted-textarea";
import { Icon } from "~/components/ui/icon";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { UploadProgress } from "~/features/uploads/components/upload-progress";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_HINT } from "~/features/uploads/upload-rules";
import { useImageUpload } from "~/features/uploads/use-image-upload";
import { DEFAULT_FEED_CATEGORY, FEED_CATEGORIES, FEED_MESSAGES, POST_MAX_CHARS } from "../feed-rules";

type Mode = "none" | "image" | "video";
type Reply = { ok: boolean; message: string; postId?: number };

/**
 * The feed's composer (spec part 2, section 4): text, and Photo or Video to
 * attach an uploaded image or a video link (pressing the same button again
 * takes it off). A refused post keeps everything typed; a published one
 * clears the composer and goes back to no attachment.
 */
export function PostComposer({ onPosted }: { onPosted: () => void }) {
  const fetcher = useFetcher<Reply>();
  const id = useId();
  const [body, setBody] = useState("");
  const [mode, setMode] = useState<Mode>("none");
  const [videoUrl, setVideoUrl] = useState("");
  const [category, setCategory] = useState<string>(DEFAULT_FEED_CATEGORY);
  const [image, setImage] = useState<{ id: string; url: string } | null>(null);
  const { upload, progress, busy: uploading } = useImageUpload("portfolio");
  const fileInput = useRef<HTMLInputElement>(null);
  const handled = useRef<Reply | null>(null);
  const busy = fetcher.state !== "idle" || uploading;

  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply || handled.current === reply) return;
    handled.current = reply;
    if (!reply.ok) {
      // The spec's pairs (part 2, section 8): the empty post's, else "Error creating post" with the
      // server's reason (too long, too many), or its own line when the server gave none.
      if (reply.message === FEED_MESSAGES.empty)
        toast.error(FEED_MESSAGES.empty, { description: FEED_MESSAGES.emptyHint });
      else toast.error(FEED_MESSAGES.failed, { description: reply.message || FEED_MESSAGES.failedHint });
      return;
    }
    toast.success(reply.message);
    setBody("");
    setMode("none");
    setVideoUrl("");
    setImage(null);
    onPosted();
  }, [fetcher.state, fetcher.data, onPosted]);

  const toggle = (next: Mode) => setMode((current) => (current === next ? "none" : next));

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    const reply = await upload(file);
    if (fileInput.current) fileInput.current.value = "";
    if (reply.ok) setImage({ id: reply.image.id, url: reply.image.thumbnailUrl });
    else toast.error(reply.message);
  };

  return (
    <fetcher.Form
      method="post"
      action="/feed"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
      onSubmit={(event) => {
        // The spec's refusal comes at once; the server says the same if the browser is bypassed.
        if (!body.trim() && !(mode === "image" && image) && !(mode === "video" && videoUrl.trim())) {
          event.preventDefault();
          toast.error(FEED_MESSAGES.empty, { description: FEED_MESSAGES.emptyHint });
        }
      }}
    >
      <input type="hidden" name="intent" value="post" />
      <input type="hidden" name="mode" value={mode} />
      {image && mode === "image" ? <input type="hidden" name="imageId" value={image.id} /> : null}
      <Label htmlFor={`${id}-body`} className="sr-only">
        What would you like to share?
      </Label>
      <CountedTextarea
        id={`${id}-body`}
        name="body"
        rows={3}
        max={POST_MAX_CHARS}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        placeholder="Share your work, a casting call or a moment from set…"
      />
      {mode === "image" ? (
        <div className="grid gap-2 rounded-lg border border-dashed p-3">
          {image ? (
            <div className="relative w-fit">
              <img src={image.url} alt="Attached" className="max-h-48 rounded-md" />
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="absolute top-2 right-2"
                onClick={() => setImage(null)}
              >
                <Icon name="x" className="size-4" /> Remove image
              </Button>
            </div>
          ) : (
            <>
              <Label htmlFor={`${id}-image`}>Choose an image</Label>
              <Input
                ref={fileInput}
                id={`${id}-image`}
                type="file"
                accept={ACCEPTED_IMAGE_TYPES}
                disabled={uploading}
                aria-describedby={`${id}-image-hint`}
                onChange={(event) => void pickImage(event.target.files?.[0])}
              />
              <p id={`${id}-image-hint`} className="text-xs text-muted-foreground">
                {UPLOAD_HINT}
              </p>
              <UploadProgress progress={progress} label="Image upload" />
            </>
          )}
        </div>
      ) : null}
      {mode === "video" ? (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-video`}>Video link (YouTube or Vimeo)</Label>
          <Input
            id={`${id}-video`}
            name="videoUrl"
            type="url"
            inputMode="url"
            value={videoUrl}
            onChange={(event) => setVideoUrl(event.target.value)}
            placeholder="https://www.youtube.com/watch?v=…"
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-pressed={mode === "image"}
          onClick={() => toggle("image")}
        >
          <Icon name="image-plus" className="size-4" /> Photo
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-pressed={mode === "video"}
          onClick={() => toggle("video")}
        >
          <Icon name="video" className="size-4" /> Video
        </Button>
        <Label htmlFor={`${id}-category`} className="sr-only">
          Category
        </Label>
        <NativeSelect
          id={`${id}-category`}
          name="category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          className="h-9 w-auto"
        >
          {FEED_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" className="ml-auto" disabled={busy}>
          {fetcher.state !== "idle" ? "Posting…" : "Post"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
