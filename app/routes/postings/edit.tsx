import { Card, CardContent } from "~/components/ui/card";
import { POSTING_KIND_SERVERS } from "~/features/postings/posting-kinds.server";
import { postingPath } from "~/features/postings/posting-path";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/edit";
import { postingEditAction, postingEditData } from "./posting-form.server";
import { POSTING_FORM_PAGES } from "./posting-forms";
import { routeKind } from "./route-kind";

/**
 * Edit a posting (/auditions/{id}/edit, /jobs/{id}/edit,
 * /collaboration/{id}/edit): its poster only, while it is open; anyone else
 * gets the 404 page (posting-form.server.ts).
 */
export const loader = ({ request, url, params, context }: Route.LoaderArgs) =>
  postingEditData({ request, context }, params.id, POSTING_KIND_SERVERS[routeKind(url.pathname)].form);

export const action = ({ request, url, params, context }: Route.ActionArgs) =>
  postingEditAction({ request, context }, params.id, POSTING_KIND_SERVERS[routeKind(url.pathname)].form);

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { title, description } = POSTING_FORM_PAGES[routeKind(location.pathname)].edit;
  return pageMeta({ title, description, url: loaderData?.urls.canonical });
};

export default function PostingEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { Form, edit } = POSTING_FORM_PAGES[loaderData.kind];
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{edit.heading}</h1>
      <Card>
        <CardContent className="pt-6">
          <Form
            lastResult={actionData?.result}
            cities={loaderData.cities}
            today={loaderData.today}
            productions={loaderData.productions}
            defaultValue={loaderData.values}
            submitLabel="Save Changes"
            cancelTo={postingPath({ kind: loaderData.kind, id: loaderData.id })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
