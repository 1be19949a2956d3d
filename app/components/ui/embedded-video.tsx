import { cn } from "~/lib/utils";

/**
 * A video platform's player in a 16:9 frame. `src` must already be one of the
 * allowed embed URLs (app/lib/video-embed.ts): only those are framed, and the
 * CSP allows no other.
 */
export function EmbeddedVideo({
  src,
  title,
  lazy = false,
  className,
}: {
  src: string;
  title: string;
  /** Loaded when scrolled near (a feed of many), rather than at once (a dialog the viewer opened). */
  lazy?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("aspect-video overflow-hidden rounded-lg bg-black", className)}>
      <iframe
        src={src}
        title={title}
        className="size-full"
        loading={lazy ? "lazy" : undefined}
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
