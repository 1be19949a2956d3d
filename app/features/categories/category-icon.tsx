import {
  AudioLines,
  Briefcase,
  Brush,
  Camera,
  Clapperboard,
  Drama,
  Film,
  Footprints,
  Layers,
  Lightbulb,
  type LucideIcon,
  Mic,
  Music,
  Palette,
  PenTool,
  Radio,
  Scissors,
  Shirt,
  SlidersHorizontal,
  Sofa,
  Sparkles,
  Swords,
  Users,
  Video,
  WandSparkles,
} from "lucide-react";

/** Only the icons categories use, so the bundle does not carry the whole icon set. */
const CATEGORY_ICONS: Record<string, LucideIcon> = {
  AudioLines,
  Briefcase,
  Brush,
  Camera,
  Clapperboard,
  Drama,
  EighthNotes: Music,
  Music,
  Film,
  Footprints,
  Layers,
  Lightbulb,
  Mic,
  Palette,
  PenTool,
  Radio,
  Scissors,
  Shirt,
  SlidersHorizontal,
  Sofa,
  Sparkles,
  Swords,
  Users,
  Video,
  WandSparkles,
};

export function hasCategoryIcon(name: string) {
  return name in CATEGORY_ICONS;
}

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = CATEGORY_ICONS[name] ?? Sparkles;
  return <Icon className={className} aria-hidden />;
}
