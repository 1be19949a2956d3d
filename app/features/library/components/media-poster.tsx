import { Film } from "lucide-react";
import { FallbackImage } from "~/components/ui/fallback-image";
import { cn } from "~/lib/utils";

/** A title's poster in its 2:3 frame; a film icon when the title has none. */
export function MediaPoster({
  src,
  title,
  className,
  eager = false,
}: {
  src: string | null;
  title: string;
  className?: string;
  /** The page's main image: fetched at once rather than when scrolled to. */
  eager?: boolean;
}) {
  return (
    <div className={cn("aspect-[2/3] overflow-hidden rounded-lg bg-muted", className)}>
      {src ? (
        <FallbackImage
          src={src}
          alt={`${title} poster`}
          onFailure="message"
          width={400}
          height={600}
          loading={eager ? "eager" : "lazy"}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center">
          <Film className="size-10 text-muted-foreground" aria-label={`${title}: no poster`} />
        </div>
      )}
    </div>
  );
}
