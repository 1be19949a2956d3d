import { FormWithDraft } from "~/components/ui/form-draft";
import { useDraftOwner } from "~/features/accounts/use-viewer";
import { memberOf } from "~/features/accounts/viewer.server";
import { PostingFormPage } from "~/features/postings/components/posting-form-page";
import { POSTING_KIND_SERVERS } from "~/features/postings/posting-kinds.server";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/create";
import { postingCreateAction, postingFormChoices } from "./posting-form.server";
import { POSTING_FORM_PAGES } from "./posting-forms";
import { routeKind } from "./route-kind";

/**
 * Post an audition or a job, or create a project (/auditions/create,
 * /jobs/create, /collaboration/create): for signed-in members; posting needs a
 * verified email (the layout's guard and the action).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const viewer = memberOf(context);
  return {
    kind: routeKind(url.pathname),
    urls: requestUrls(request),
    verified: viewer.emailVerified,
    ...(await postingFormChoices(viewer.id)),
  };
}

/** Success goes to the new posting's own page, for every kind (posting-form.server.ts). */
export const action = ({ request, url, context }: Route.ActionArgs) =>
  postingCreateAction({ request, context }, POSTING_KIND_SERVERS[routeKind(url.pathname)].form);

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { title, description } = POSTING_FORM_PAGES[routeKind(location.pathname)].create;
  return pageMeta({ title, description, url: loaderData?.urls.canonical });
};

export default function PostingCreate({ loaderData, actionData }: Route.ComponentProps) {
  const draftOwner = useDraftOwner();
  const { Form, formId, create } = POSTING_FORM_PAGES[loaderData.kind];
  return (
    <PostingFormPage title={create.heading} intro={create.intro} verified={loaderData.verified}>
      <FormWithDraft formId={formId} scope={draftOwner}>
        {(restored) => (
          <Form
            lastResult={actionData?.result}
            cities={loaderData.cities}
            today={loaderData.today}
            productions={loaderData.productions}
            restored={restored}
          />
        )}
      </FormWithDraft>
    </PostingFormPage>
  );
}
