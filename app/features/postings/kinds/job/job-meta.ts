import { type PostingPay, payWords } from "~/features/postings/pay-words";
import { pageMeta } from "~/lib/seo";

type Urls = { canonical: string };

export function jobsListMeta(data: { urls: Urls } | undefined) {
  return pageMeta({
    title: "Jobs | Film, TV and Music Jobs in India | Rangmanch",
    description:
      "Open jobs for actors, directors, writers, cinematographers, editors and crew, with the pay shown up front. Filter by type, place, experience and salary, and apply with your Rangmanch profile.",
    url: data?.urls.canonical,
  });
}

/** A shared job link's preview: what, for whom, where, and what it pays. */
export function jobMeta(
  data:
    | { urls: Urls; job: { title: string; company: string; location: string; type: string; pay: PostingPay } }
    | undefined,
) {
  if (!data) return [{ title: "Job not found | Rangmanch" }];
  const { job } = data;
  return pageMeta({
    title: `${job.title} at ${job.company} | Jobs | Rangmanch`,
    description: `${job.company} is hiring: ${job.title}, ${job.type.toLowerCase()}, ${job.location}. Pay: ${payWords(job.pay)}.`,
    url: data.urls.canonical,
    type: "article",
  });
}
