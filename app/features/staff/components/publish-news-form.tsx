import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input, Label, NativeSelect, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import {
  NEWS_BODY_MAX,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  NEWS_TITLE_MAX,
} from "~/features/news/news-rules";
import { UploadProgress } from "~/features/uploads/components/upload-progress";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_HINT } from "~/features/uploads/upload-rules";
import { useImageUpload } from "~/features/uploads/use-image-upload";
import { useReplyToast } from "~/lib/use-reply-toast";

/**
 * Staff publish a news item (title, story, source, category, and an image
 * with its caption or a video link). A refused form keeps what was typed;
 * a published one is cleared for the next story.
 */
export function PublishNewsForm() {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const [image, setImage] = useState<{ id: string; url: string } | null>(null);
  const { upload, progress, busy: uploading } = useImageUpload("portfolio");
  useReplyToast(fetcher);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      form.current?.reset();
      setImage(null);
    }
  }, [fetcher.state, fetcher.data]);
  const field = (name: string) => `${id}-${name}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Publish news</CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form ref={form} method="post" action="/staff/news" className="grid gap-3">
          <input type="hidden" name="intent" value="publish-news" />
          {image ? <input type="hidden" name="imageId" value={image.id} /> : null}
          <div className="grid gap-1">
            <Label htmlFor={field("title")}>Title</Label>
            <Input id={field("title")} name="title" required maxLength={NEWS_TITLE_MAX} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor={field("source")}>Source</Label>
              <Input
                id={field("source")}
                name="source"
                required
                maxLength={100}
                defaultValue="Rangmanch Newsroom"
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={field("category")}>Category</Label>
              <NativeSelect id={field("category")} name="category" required defaultValue="film">
                {NEWS_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {NEWS_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={field("body")}>Story</Label>
            <Textarea id={field("body")} name="body" required rows={6} maxLength={NEWS_BODY_MAX} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor={field("image")}>Image (optional)</Label>
              {image ? (
                <div className="flex items-center gap-2">
                  <img src={image.url} alt="Chosen for the story" className="h-16 rounded" />
                  <Button type="button" size="sm" variant="outline" onClick={() => setImage(null)}>
                    Remove image
                  </Button>
                </div>
              ) : (
                <>
                  <Input
                    id={field("image")}
                    type="file"
                    accept={ACCEPTED_IMAGE_TYPES}
                    disabled={uploading}
                    aria-describedby={field("image-hint")}
                    onChange={async (event) => {
                      const file = event.target.files?.[0];
                      if (!file) return;
                      const reply = await upload(file);
                      if (reply.ok) setImage({ id: reply.image.id, url: reply.image.thumbnailUrl });
                      else toast.error(reply.message);
                    }}
                  />
                  <p id={field("image-hint")} className="text-xs text-muted-foreground">
                    {UPLOAD_HINT}
                  </p>
                  <UploadProgress progress={progress} label="Image upload" />
                </>
              )}
            </div>
            <div className="grid gap-1">
              <Label htmlFor={field("caption")}>Image caption (optional)</Label>
              <Input id={field("caption")} name="imageCaption" maxLength={200} />
            </div>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={field("video")}>Video link (optional, YouTube or Vimeo)</Label>
            <Input id={field("video")} name="videoUrl" type="url" />
          </div>
          <Button
            type="submit"
            className="justify-self-start"
            disabled={fetcher.state !== "idle" || uploading}
          >
            {fetcher.state !== "idle" ? "Publishing…" : "Publish"}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
