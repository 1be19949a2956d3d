import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { INDIAN_CITIES } from "~/constants/cities";
import { getDb } from "~/db/client.server";
import { memberOf } from "~/features/accounts/viewer.server";
import { listProductionPostings } from "~/features/postings/production-postings.server";
import { ManagePeople } from "~/features/productions/components/manage-people";
import { ManageVerification } from "~/features/productions/components/manage-verification";
import { ProductionForm } from "~/features/productions/components/production-form";
import { loadProductionManagement, loadProductionPage } from "~/features/productions/get-production.server";
import { PRODUCTION_MESSAGES } from "~/features/productions/production-messages";
import { verifiableDomain } from "~/features/productions/verifiable-domain.server";
import { pageMeta } from "~/lib/seo";
import { notFound } from "~/routes/errors/not-found-reply.server";
import type { Route } from "./+types/production-manage";
import { manageProduction } from "./productions/manage-actions.server";
import { productionPageData } from "./productions/production-page-data";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: `Manage ${loaderData?.page.production.name ?? "production"} | Rangmanch`,
    description: "Edit the production, its people and its verification.",
  }),
  { name: "robots", content: "noindex" },
];

/** The owners' page: anyone else, members included, gets the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = memberOf(context);
  const page = await loadProductionPage(getDb(), params.slug, viewer.id, listProductionPostings);
  if (page?.viewerRole !== "owner") throw await notFound(request, PRODUCTION_MESSAGES.notFound);
  const management = await loadProductionManagement(getDb(), page.production.id);
  const { production } = page;
  return {
    // The owner looking, by profile id: account ids never reach the page.
    viewerProfileId: page.people.find((person) => person.userId === viewer.id)?.profileId ?? null,
    page: productionPageData(page),
    verificationHeld: production.verificationHeld,
    cities: INDIAN_CITIES.map(({ id, name }) => ({ id, name })),
    domain: verifiableDomain(production.website),
    invitations: management.invitations.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    history: management.history.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    waitingSince: management.waitingReview?.submittedAt.toISOString() ?? null,
    form: {
      name: production.name,
      kind: production.kind,
      cityId: production.cityId ?? "",
      website: production.website,
      about: production.about,
    },
    logo: { id: production.logoImageId, url: production.logoUrl },
  };
}

export const action = manageProduction;

export default function ManageProduction({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { production } = page;
  return (
    <div className="mx-auto grid max-w-[900px] gap-6 px-4 py-8 sm:px-6 [&>*]:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">
          Manage {production.name}
        </h1>
        <Button asChild variant="outline">
          <Link to={`/productions/${production.slug}`}>
            <Icon name="arrow-right" className="size-4" /> View its page
          </Link>
        </Button>
      </div>
      <ManageVerification
        verified={
          production.verifiedAt && production.verifiedMethod
            ? {
                method: production.verifiedMethod,
                detail: production.verifiedDetail,
                at: production.verifiedAt,
              }
            : null
        }
        held={loaderData.verificationHeld}
        domain={loaderData.domain}
        waitingSince={loaderData.waitingSince}
        history={loaderData.history}
      />
      <ManagePeople
        people={page.people}
        invitations={loaderData.invitations}
        viewerProfileId={loaderData.viewerProfileId}
      />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Details</CardTitle>
        </CardHeader>
        <CardContent>
          <ProductionForm
            intent="update"
            lastResult={actionData && "result" in actionData ? actionData.result : undefined}
            cities={loaderData.cities}
            defaultValue={loaderData.form}
            logo={loaderData.logo}
            submitLabel="Save changes"
            cancelTo={`/productions/${production.slug}`}
          />
        </CardContent>
      </Card>
    </div>
  );
}
