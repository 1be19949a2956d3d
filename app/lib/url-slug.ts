/** A name as our addresses write it (spec part 1's rule for city slugs): lower case, spaces as hyphens. "Music Video" is music-video. */
export function urlSlug(name: string): string {
  return name.toLowerCase().replaceAll(" ", "-");
}
