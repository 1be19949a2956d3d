import { Icon, type IconName } from "~/components/ui/icon";

/** A category's `icon` (a lucide component name, app/constants/categories.ts) → its icon in our sprite. */
const CATEGORY_ICONS: Record<string, IconName> = {
  AudioLines: "audio-lines",
  Briefcase: "briefcase",
  Brush: "brush",
  Camera: "camera",
  Clapperboard: "clapperboard",
  Drama: "drama",
  // lucide's Music is an alias of EighthNotes.
  EighthNotes: "eighth-notes",
  Music: "eighth-notes",
  Film: "film",
  Footprints: "footprints",
  Layers: "layers",
  Lightbulb: "lightbulb",
  Mic: "mic",
  Palette: "palette",
  PenTool: "pen-tool",
  Radio: "radio",
  Scissors: "scissors",
  Shirt: "shirt",
  SlidersHorizontal: "sliders-horizontal",
  Sofa: "sofa",
  Sparkles: "sparkles",
  Swords: "swords",
  Users: "users",
  Video: "video",
  WandSparkles: "wand-sparkles",
};

export function hasCategoryIcon(name: string) {
  return name in CATEGORY_ICONS;
}

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  return <Icon name={CATEGORY_ICONS[name] ?? "sparkles"} className={className} />;
}
