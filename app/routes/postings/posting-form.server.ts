import { data, redirect } from "react-router";
import { INDIAN_CITIES } from "~/constants/cities";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { memberOf, type RequestArgs, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { HOLD_MESSAGES } from "~/features/postings/posting-holds.server";
import type { AnyPostingKindForm } from "~/features/postings/posting-kind-definition.server";
import { POSTING_KIND_DEFINITIONS, type PostingKind } from "~/features/postings/posting-kinds";
import { postingPath } from "~/features/postings/posting-path";
import { productionsToPostFor } from "~/features/productions/production-access.server";
import type { FlashToast } from "~/features/toast/flash-toast";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { dayInIndia } from "~/lib/india-days";
import { requestUrls } from "~/lib/request-urls.server";
import { serialId } from "~/lib/serial-ids";
import { formReply } from "~/lib/service-error-reply.server";
import { notFound } from "~/routes/errors/not-found-reply.server";

/** The toast after saving: the kind's own words, or why it is held (posting-holds.server.ts). */
function savedToast(kind: PostingKind, held: string | null | undefined, title: string): FlashToast {
  if (held) return { type: "info", title: HOLD_MESSAGES.heldToast(POSTING_KIND_DEFINITIONS[kind].noun) };
  return { type: "success", title };
}

/**
 * What every posting form offers to choose from: the cities, today in India
 * as the earliest day, and the productions the member may post for.
 */
export async function postingFormChoices(userId: string) {
  return {
    cities: INDIAN_CITIES.map(({ id, name }) => ({ id, name })),
    today: dayInIndia(new Date()),
    productions: await productionsToPostFor(getDb(), userId),
  };
}

/**
 * A create page's action (/auditions/create, /jobs/create,
 * /collaboration/create): the form checked, the posting published, and the
 * new posting's own page with the kind's toast, as for every kind;
 * a refused form keeps what was typed. Posting needs a verified email.
 */
export async function postingCreateAction({ request, context }: RequestArgs, form: AnyPostingKindForm) {
  const user = verifiedMemberOf(context);
  const submission = parseForm(await readFormData(request), form.schema);
  if (submission.status !== "success") {
    return data(
      { result: boundedReply(submission, form.schema, { formErrors: [form.messages.required] }) },
      { status: 400 },
    );
  }
  let posted: Awaited<ReturnType<AnyPostingKindForm["create"]>>;
  try {
    posted = await form.create(getDb(), user.id, submission.value);
  } catch (thrown) {
    return formReply(thrown, submission, form.schema);
  }
  const toast = await setFlashToast(savedToast(form.kind, posted.held, form.messages.posted));
  return redirect(postingPath({ kind: form.kind, id: posted.id }), { headers: { "Set-Cookie": toast } });
}

/**
 * An edit page's loader (/auditions/{id}/edit, /jobs/{id}/edit,
 * /collaboration/{id}/edit): its poster only, while the posting is open;
 * anyone else gets the 404 page. The member layout has already required a
 * signed-in member. Route code, not a route.
 */
export async function postingEditData(
  { request, context }: RequestArgs,
  idText: string | undefined,
  edit: AnyPostingKindForm,
) {
  const viewer = memberOf(context);
  const id = serialId(idText);
  const values = id === null ? null : await edit.values(getDb(), viewer.id, id);
  if (id === null || !values) throw await notFound(request, edit.messages.notFound);
  return {
    kind: edit.kind,
    urls: requestUrls(request),
    id,
    values,
    ...(await postingFormChoices(viewer.id)),
  };
}

/**
 * An edit page's action: the form checked as posting checks it, saved, and
 * the posting's own page with a toast saying how many people were told; a
 * refused form keeps what was typed.
 */
export async function postingEditAction(
  { request, context }: RequestArgs,
  idText: string | undefined,
  edit: AnyPostingKindForm,
) {
  const user = verifiedMemberOf(context);
  const id = serialId(idText);
  if (id === null) throw await notFound(request, edit.messages.notFound);
  const submission = parseForm(await readFormData(request), edit.schema);
  if (submission.status !== "success") {
    return data(
      { result: boundedReply(submission, edit.schema, { formErrors: [edit.messages.required] }) },
      { status: 400 },
    );
  }
  let saved: Awaited<ReturnType<AnyPostingKindForm["update"]>>;
  try {
    saved = await edit.update(getDb(), user.id, id, submission.value);
  } catch (thrown) {
    return formReply(thrown, submission, edit.schema);
  }
  const toast = await setFlashToast(savedToast(edit.kind, saved.held, edit.messages.updated(saved.told)));
  return redirect(postingPath({ kind: edit.kind, id }), { headers: { "Set-Cookie": toast } });
}
