import { pageMeta } from "~/lib/seo";

type Urls = { canonical: string };

export function collaborationListMeta(data: { urls: Urls; cityName: string | null } | undefined) {
  const where = data?.cityName ? ` in ${data.cityName}` : "";
  return pageMeta({
    title: `Collaboration Hub${where} | Find Creative Partners | Rangmanch`,
    description: `Collaboration projects${where} looking for actors, directors, writers, musicians and crew: short films, music videos, web series and theatre. Ask to join, or start your own.`,
    url: data?.urls.canonical,
  });
}

/** A shared project link's preview: what, what kind, who it is looking for. */
export function projectMeta(
  data:
    | {
        urls: Urls;
        project: { title: string; category: string; description: string; lookingFor: string[] };
      }
    | undefined,
) {
  if (!data) return [{ title: "Project not found | Rangmanch" }];
  const { project } = data;
  const lookingFor = project.lookingFor.length > 0 ? ` Looking for: ${project.lookingFor.join(", ")}.` : "";
  return pageMeta({
    title: `${project.title} | ${project.category} collaboration | Rangmanch`,
    description: `${project.description.slice(0, 200)}${project.description.length > 200 ? "…" : ""}${lookingFor}`,
    url: data.urls.canonical,
    type: "article",
  });
}
