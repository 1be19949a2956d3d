import { pageMeta } from "~/lib/seo";

type Urls = { origin: string; canonical: string };

/** The news page's preview; a shared link (?id=) previews that story: its title, first words and image. */
export function newsMeta(
  data:
    | {
        urls: Urls;
        items: { id: number; title: string; body: string; imageUrl: string | null }[];
        featured: number | null;
      }
    | undefined,
) {
  const story = data?.featured ? data.items.find((item) => item.id === data.featured) : undefined;
  if (!story) {
    return pageMeta({
      title: "Industry News | Film, Television, Music, Theater and Dance | Rangmanch",
      description: "News for India's entertainment professionals from the Rangmanch newsroom.",
      url: data?.urls.canonical,
    });
  }
  const words = story.body.replace(/\s+/g, " ").trim();
  return pageMeta({
    title: `${story.title} | Rangmanch News`,
    description: words.slice(0, 240),
    url: `${data!.urls.origin}/news?id=${story.id}`,
    image: story.imageUrl ? new URL(story.imageUrl, data!.urls.origin).href : undefined,
    type: "article",
  });
}
