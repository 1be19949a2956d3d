import type { IconName } from "./icon-names";
import spriteUrl from "./icons.svg?no-inline";

export type { IconName } from "./icon-names";

/**
 * A lucide icon drawn from our sprite (icons.svg): the page carries a short
 * <use> reference instead of each icon's paths and attributes, and the
 * browser fetches the sprite once and caches it. Icons are decoration here:
 * always hidden from screen readers, so what they mean must be said in text
 * or in the control's accessible name. Without a size class an icon is 24 px,
 * as lucide's are.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
