import { type ComponentProps, useState } from "react";

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
  return (
    <img
      loading="lazy"
      decoding="async"
      {...props}
      src={failed || !src ? fallback : src}
      alt={alt}
      onError={() => setFailed(true)}
    />
  );
}
