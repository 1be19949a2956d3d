import { pageMeta } from "~/lib/seo";
import { MEDIA_TYPE_LABELS, type MediaType } from "./media-labels";

type Urls = { origin: string; canonical: string };

export function libraryMeta(data: { urls: Urls } | undefined) {
  return pageMeta({
    title: "Media Library | Films, Series and OTT Originals | Rangmanch",
    description:
      "Indian films, series and OTT originals with their cast and crew on Rangmanch: search by title, filter by language and industry.",
    url: data?.urls.canonical,
  });
}

/** A shared title's preview: what it is, when, and its poster. */
export function mediaTitleMeta(
  data:
    | {
        urls: Urls;
        title: {
          title: string;
          type: MediaType;
          year: number | null;
          description: string;
          posterUrl: string | null;
        };
      }
    | undefined,
) {
  if (!data) return [{ title: "Media not found | Rangmanch" }];
  const { title, urls } = data;
  const year = title.year ? ` (${title.year})` : "";
  return pageMeta({
    title: `${title.title}${year} | ${MEDIA_TYPE_LABELS[title.type]} | Rangmanch Media Library`,
    description: title.description.slice(0, 240),
    url: urls.canonical,
    // Only the site's own posters are absolute-able here; a poster elsewhere is already absolute.
    image: title.posterUrl ? new URL(title.posterUrl, urls.origin).href : undefined,
    type: "article",
  });
}
