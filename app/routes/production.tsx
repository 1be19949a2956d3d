import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { releaseProductionPostings } from "~/features/postings/production-departures.server";
import { listProductionPostings } from "~/features/postings/production-postings.server";
import { ProductionPage } from "~/features/productions/components/production-page";
import { loadProductionPage } from "~/features/productions/get-production.server";
import { leaveProduction } from "~/features/productions/production-members.server";
import { PRODUCTION_MESSAGES } from "~/features/productions/production-messages";
import { intent, intentAction, NO_FIELDS } from "~/lib/form-intents.server";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { notFound } from "~/routes/errors/not-found-reply.server";
import type { Route } from "./+types/production";
import { productionPageData } from "./productions/production-page-data";

/** A production's public page: anyone reads it; a member of it may leave (their open postings for it close). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  const page = await loadProductionPage(getDb(), params.slug, viewer?.id ?? null, listProductionPostings);
  if (!page) throw await notFound(request, PRODUCTION_MESSAGES.notFound);
  return { ...productionPageData(page), urls: requestUrls(request) };
}

export const action = intentAction({
  leave: intent({
    guard: guards.verifiedMember,
    schema: NO_FIELDS,
    run: async (_input, user, { request, params }: Route.ActionArgs) => {
      const page = await loadProductionPage(getDb(), params.slug, user.id, listProductionPostings);
      if (!page) throw await notFound(request, PRODUCTION_MESSAGES.notFound);
      const { message } = await leaveProduction(
        getDb(),
        user.id,
        page.production.id,
        releaseProductionPostings,
      );
      return { message };
    },
  }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Production not found | Rangmanch" }];
  const { production } = loaderData;
  const verified = production.verifiedAt ? "Verified production" : "Production";
  return pageMeta({
    title: `${production.name} | ${verified} | Rangmanch`,
    description:
      production.about.slice(0, 155) ||
      `${production.name}: its people, open auditions and jobs, and how it was verified, on Rangmanch.`,
    url: loaderData.urls.canonical,
    image: production.logoUrl ? new URL(production.logoUrl, loaderData.urls.canonical).href : undefined,
  });
};

export default function Production({ loaderData }: Route.ComponentProps) {
  return <ProductionPage {...loaderData} />;
}
