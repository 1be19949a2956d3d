import { type ComponentProps, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/utils";
import { Icon } from "./icon";

export const DEFAULT_IMAGE = "/images/placeholder.svg";

/** The words of an image that did not load (spec part 1, sections 4 and 8). */
export const IMAGE_FAILED = "Failed to load image";

type Status = "loading" | "loaded" | "failed";

/**
 * An image that loads lazily over a placeholder (a muted, pulsing box) and,
 * when its own picture fails, either swaps in the default picture (people:
 * talent cards, avatars) or says "Failed to load image" in its place (work:
 * portfolio, posters, news, posts), as spec part 1, section 4 has it. An image
 * with no address at all shows the default picture either way.
 */
export function FallbackImage({
  src,
  alt,
  fallback = DEFAULT_IMAGE,
  onFailure = "swap",
  className,
  ...props
}: Omit<ComponentProps<"img">, "src" | "alt" | "onError" | "onLoad"> & {
  src: string | null | undefined;
  alt: string;
  fallback?: string;
  /** What a failed picture becomes: the default picture, or the message. */
  onFailure?: "swap" | "message";
}) {
  const [status, setStatus] = useState<Status>("loading");
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image can load or fail before React attaches its handlers: read how it ended on mount.
  useEffect(() => {
    setStatus("loading");
    const element = image.current;
    if (element?.complete && src) setStatus(element.naturalWidth === 0 ? "failed" : "loaded");
  }, [src]);
  if (status === "failed" && src && onFailure === "message") {
    return (
      <span
        role="img"
        aria-label={alt ? `${alt}: ${IMAGE_FAILED}` : IMAGE_FAILED}
        className={cn(
          "flex flex-col items-center justify-center gap-1 bg-muted p-2 text-center text-xs text-muted-foreground",
          className,
        )}
      >
        <Icon name="image-off" className="size-5" />
        <span aria-hidden="true">{IMAGE_FAILED}</span>
      </span>
    );
  }
  return (
    <img
      loading="lazy"
      decoding="async"
      {...props}
      ref={image}
      src={(status === "failed" || !src) && fallback ? fallback : (src ?? fallback)}
      alt={alt}
      // The placeholder: a muted box behind the picture until it has loaded.
      className={cn(className, status === "loading" && src && "animate-pulse bg-muted")}
      data-image-status={src ? status : "fallback"}
      onLoad={() => setStatus((now) => (now === "failed" ? now : "loaded"))}
      onError={() => setStatus("failed")}
    />
  );
}
