/**
 * The 24 talent categories' slugs and names, in the order of spec part 2,
 * section 9: all that the shell needs (the not-found page's shortcuts), so
 * every page does not download the categories' pages of text with it.
 * categories.ts builds each full definition on these.
 */
export type CategoryName = {
  slug: string;
  /** Discipline display name, e.g. "Acting", "Sound Design". */
  name: string;
  /** The person, e.g. "Actor", "Sound Designer". */
  singularName: string;
};

export const CATEGORY_NAMES: readonly CategoryName[] = [
  { slug: "acting", name: "Acting", singularName: "Actor" },
  { slug: "directing", name: "Directing", singularName: "Director" },
  { slug: "writing", name: "Writing", singularName: "Writer" },
  { slug: "producing", name: "Producing", singularName: "Producer" },
  { slug: "cinematography", name: "Cinematography", singularName: "Cinematographer" },
  { slug: "editing", name: "Editing", singularName: "Editor" },
  { slug: "music", name: "Music", singularName: "Musician" },
  { slug: "sound-design", name: "Sound Design", singularName: "Sound Designer" },
  { slug: "production-design", name: "Production Design", singularName: "Production Designer" },
  { slug: "costume", name: "Costume Design", singularName: "Costume Designer" },
  { slug: "makeup", name: "Makeup", singularName: "Makeup Artist" },
  { slug: "vfx", name: "VFX", singularName: "VFX Artist" },
  { slug: "lighting", name: "Lighting", singularName: "Lighting Technician" },
  { slug: "set-decoration", name: "Set Decoration", singularName: "Set Decorator" },
  { slug: "stunts", name: "Stunts", singularName: "Stunt Performer" },
  { slug: "voice-acting", name: "Voice Acting", singularName: "Voice Artist" },
  { slug: "casting", name: "Casting", singularName: "Casting Director" },
  { slug: "animation", name: "Animation", singularName: "Animator" },
  { slug: "visual-effects", name: "Visual Effects", singularName: "Visual Effects Supervisor" },
  { slug: "broadcasting", name: "Broadcasting", singularName: "Broadcaster" },
  { slug: "dance", name: "Dance", singularName: "Dancer" },
  { slug: "audio-engineering", name: "Audio Engineering", singularName: "Audio Engineer" },
  { slug: "videography", name: "Videography", singularName: "Videographer" },
  { slug: "media-production", name: "Media Production", singularName: "Media Producer" },
];
