import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { FallbackImage } from "~/components/ui/fallback-image";
import { FieldError } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { Input, Label, NativeSelect, Textarea } from "~/components/ui/input";
import { JsonListInput } from "~/components/ui/json-list-input";
import { UploadProgress } from "~/features/uploads/components/upload-progress";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_HINT } from "~/features/uploads/upload-rules";
import { useImageUpload } from "~/features/uploads/use-image-upload";
import { toVideoEmbedUrl } from "~/lib/video-embed";
import type { PortfolioDraft } from "../editable-profile";

/**
 * Portfolio items: uploaded images or YouTube/Vimeo links. The add form opens
 * on "Add Portfolio Item" and closes on Cancel or after adding; an item needs a
 * title and an image or link, or nothing is added (spec part 2, section 2).
 */
export function PortfolioEditor({
  name,
  defaultValue,
  errors,
  itemErrors,
}: {
  name: string;
  defaultValue: PortfolioDraft[];
  errors?: string[];
  /** Each item's errors by its place in the list (see row-errors.ts). */
  itemErrors?: Map<number, Record<string, string[]>>;
}) {
  const [items, setItems] = useState(defaultValue);
  const [adding, setAdding] = useState(false);
  const serialised = JSON.stringify(
    items.map(({ id, type, title, description, url, imageId }) => ({
      id,
      type,
      title,
      description,
      url,
      imageId,
    })),
  );
  return (
    <div className="grid gap-4">
      <JsonListInput name={name} value={serialised} />
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No portfolio items yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Portfolio items">
          {items.map((item, index) => (
            // min-w-0: a long title is cut short with an ellipsis; without it, its one-line width
            // became the list's smallest width and stretched the page on a phone.
            <li
              key={item.id ?? `${item.url}-${index}`}
              className="flex min-w-0 flex-wrap gap-3 rounded-lg border p-3"
            >
              {item.type === "image" ? (
                <FallbackImage
                  src={item.thumbnailUrl ?? item.url}
                  fallback="/images/placeholder.svg"
                  alt=""
                  className="size-16 shrink-0 rounded-md object-cover"
                  width={64}
                  height={64}
                />
              ) : (
                <div className="flex size-16 shrink-0 items-center justify-center rounded-md bg-muted">
                  <Icon name="film" className="size-6 text-muted-foreground" />
                </div>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{item.title}</p>
                <p className="text-xs text-muted-foreground">{item.type === "image" ? "Image" : "Video"}</p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${item.title}`}
                onClick={() => setItems(items.filter((_, other) => other !== index))}
              >
                <Icon name="trash" className="size-4" />
              </Button>
              {itemErrors?.get(index) ? (
                <div className="basis-full">
                  <FieldError errors={Object.values(itemErrors.get(index)!).flat()} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddPortfolioItem
          onCancel={() => setAdding(false)}
          onAdd={(item) => {
            setItems([...items, item]);
            setAdding(false);
          }}
        />
      ) : (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => setAdding(true)}
        >
          <Icon name="plus" className="size-4" /> Add Portfolio Item
        </Button>
      )}
      <FieldError errors={errors} />
    </div>
  );
}

function AddPortfolioItem({
  onAdd,
  onCancel,
}: {
  onAdd: (item: PortfolioDraft) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [type, setType] = useState<"image" | "video">("image");
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [videoUrl, setVideoUrl] = useState("");
  const [image, setImage] = useState<{ id: string; url: string; thumbnailUrl: string } | null>(null);
  const { upload, progress, busy } = useImageUpload("portfolio");
  const [message, setMessage] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setMessage(null);
    const reply = await upload(file);
    if (reply.ok) setImage(reply.image);
    else setMessage(reply.message);
  }

  function add() {
    if (!title.trim()) return setMessage("Please give the item a title.");
    if (type === "image") {
      if (!image) return setMessage("Please upload an image.");
      return onAdd({
        type,
        title: title.trim(),
        description: description.trim(),
        url: image.url,
        thumbnailUrl: image.thumbnailUrl,
        imageId: image.id,
      });
    }
    if (!toVideoEmbedUrl(videoUrl.trim())) return setMessage("Please enter a YouTube or Vimeo link.");
    onAdd({
      type,
      title: title.trim(),
      description: description.trim(),
      url: videoUrl.trim(),
      thumbnailUrl: null,
      imageId: null,
    });
  }

  return (
    <fieldset className="grid gap-3 rounded-lg border border-dashed p-4">
      <legend className="px-1 font-medium">New portfolio item</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <NativeSelect
          id={`${id}-type`}
          value={type}
          onChange={(e) => setType(e.target.value as "image" | "video")}
        >
          <option value="image">Image</option>
          <option value="video">Video (YouTube or Vimeo link)</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea
          id={`${id}-description`}
          rows={2}
          value={description}
          maxLength={300}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      {type === "image" ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-file`}>Image</Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            disabled={busy}
            aria-describedby={`${id}-file-hint`}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          <p
            id={`${id}-file-hint`}
            className="flex items-center gap-2 text-xs text-muted-foreground"
            role="status"
          >
            {busy ? (
              <Icon name="loader-circle" className="size-3 animate-spin" />
            ) : (
              <Icon name="image" className="size-3" />
            )}
            {busy ? "Uploading..." : image ? "Image uploaded." : UPLOAD_HINT}
          </p>
          <UploadProgress progress={progress} label="Portfolio image upload" />
        </div>
      ) : (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-url`}>Video link</Label>
          <Input
            id={`${id}-url`}
            type="url"
            value={videoUrl}
            placeholder="https://www.youtube.com/watch?v=..."
            onChange={(e) => setVideoUrl(e.target.value)}
          />
        </div>
      )}
      <FieldError errors={message ? [message] : undefined} />
      <div className="flex gap-2">
        <Button type="button" onClick={add} disabled={busy}>
          Add
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
