import { formatAuditionDate } from "~/lib/dates";
import { pageMeta } from "~/lib/seo";

type Urls = { canonical: string };

export function auditionsListMeta(data: { urls: Urls } | undefined) {
  return pageMeta({
    title: "Auditions | Casting Calls in India | Rangmanch",
    description:
      "Upcoming auditions for film, television, theatre, OTT and ads, online and in Mumbai, Delhi, Bangalore and more. Apply with your Rangmanch profile.",
    url: data?.urls.canonical,
  });
}

/** A shared audition link's preview: what it is, who casts, when and where. */
export function auditionMeta(
  data:
    | {
        urls: Urls;
        audition: {
          title: string;
          project: string;
          company: string;
          type: string;
          date: string;
          location: string;
        };
      }
    | undefined,
) {
  if (!data) return [{ title: "Audition not found | Rangmanch" }];
  const { audition } = data;
  return pageMeta({
    title: `${audition.title} | ${audition.project} | Auditions | Rangmanch`,
    description: `${audition.company} is casting for ${audition.project}: ${audition.type.toLowerCase()} audition on ${formatAuditionDate(audition.date)}, ${audition.location}.`,
    url: data.urls.canonical,
    type: "article",
  });
}
