import { type ComponentProps, useEffect, useRef, useState } from "react";

export const DEFAULT_IMAGE = "/images/placeholder.svg";

/** An image that swaps to the default picture when its own fails to load. */
export function FallbackImage({
  src,
  alt,
  fallback = DEFAULT_IMAGE,
  ...props
}: Omit<ComponentProps<"img">, "src" | "alt"> & {
  src: string | null | undefined;
  alt: string;
  fallback?: string;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before React attaches onError; catch that on mount.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && src) setFailed(true);
  }, [src]);
  return (
    <img
      loading="lazy"
      decoding="async"
      {...props}
      ref={image}
      src={failed || !src ? fallback : src}
      alt={alt}
      onError={() => setFailed(true)}
    />
  );
}
