import { pageMeta } from "~/lib/seo";

type Urls = { origin: string; canonical: string };

export function feedMeta(data: { urls: Urls } | undefined) {
  return pageMeta({
    title: "Feed | What India's Entertainment Professionals Are Sharing | Rangmanch",
    description:
      "Posts from actors, directors, writers, musicians and crew on Rangmanch: new work, casting calls and moments from set.",
    url: data?.urls.canonical,
  });
}

/** A shared post's preview: who, their first words, and its image. */
export function feedPostMeta(
  data:
    | {
        urls: Urls;
        post: { author: { name: string; role: string }; body: string; image: { url: string } | null };
      }
    | undefined,
) {
  if (!data) return [{ title: "Post not found | Rangmanch" }];
  const { post, urls } = data;
  const words = post.body.replace(/\s+/g, " ").trim();
  return pageMeta({
    title: `${post.author.name} on Rangmanch: "${words.slice(0, 60)}${words.length > 60 ? "…" : ""}"`,
    description: words
      ? words.slice(0, 240)
      : `A post by ${post.author.name}, ${post.author.role}, on Rangmanch.`,
    url: urls.canonical,
    image: post.image ? new URL(post.image.url, urls.origin).href : undefined,
    type: "article",
  });
}
