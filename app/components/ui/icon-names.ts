/**
 * The lucide icons in our sprite (icons.svg), by lucide's own file names.
 * Adding one: put its name here, then run `npx tsx scripts/build-icon-sprite.ts`
 * (icon-sprite.test.ts fails until the sprite matches this list).
 */
export const ICON_NAMES = [
  // Shell: header, menus, footer, dialogs, banners, error and not-found screens.
  "arrow-left",
  "briefcase",
  "chevron-down",
  "circle-check",
  "clapperboard",
  "house",
  "laptop",
  "library",
  "mail",
  "mail-exclamation-point",
  "map-pin",
  "menu",
  "message-square",
  "message-square-plus",
  "moon",
  "newspaper",
  "phone",
  "rss",
  "star",
  "sun",
  "triangle-exclamation-point",
  "user",
  "users",
  "x",
  // Home page.
  "arrow-right",
  "badge-check",
  "calendar-days",
  "megaphone",
  "search",
  "sparkles",
  "trending-up",
  "user-plus",
  // Category icons (app/constants/categories.ts).
  "audio-lines",
  "brush",
  "camera",
  "drama",
  "eighth-notes",
  "film",
  "footprints",
  "layers",
  "lightbulb",
  "mic",
  "palette",
  "pen-tool",
  "radio",
  "scissors",
  "shirt",
  "sliders-horizontal",
  "sofa",
  "swords",
  "video",
  "wand-sparkles",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
