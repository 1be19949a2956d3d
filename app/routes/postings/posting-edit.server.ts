import { data, redirect } from "react-router";
import type { z } from "zod";
import { INDIAN_CITIES } from "~/constants/cities";
import { type Database, getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { memberOf, type RequestArgs, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { postingPath } from "~/features/applications/posting-path";
import type { PostingKind } from "~/features/postings/posting-kinds";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { requestUrls } from "~/lib/request-urls.server";
import { serialId } from "~/lib/serial-ids";
import { formReply } from "~/lib/service-error-reply.server";
import { notFound } from "~/routes/errors/not-found-reply.server";

/** One kind's part in its edit page: its form's schema, how to read and save it, and its words. */
export type PostingEdit<Schema extends z.ZodType, Values> = {
  kind: PostingKind;
  schema: Schema;
  /** The poster's own open posting as the form's values, or null when it is not theirs or is closed. */
  values: (db: Database, posterId: string, id: number) => Promise<Values | null>;
  /** Saves it, telling the people it affects; returns how many were told. */
  update: (db: Database, posterId: string, id: number, input: z.output<Schema>) => Promise<{ told: number }>;
  messages: { notFound: string; required: string; updated: (told: number) => string };
};

/**
 * An edit page's loader (/auditions/{id}/edit, /jobs/{id}/edit,
 * /collaboration/{id}/edit): its poster only, while the posting is open;
 * anyone else gets the 404 page. The member layout has already required a
 * signed-in member. Route code, not a route.
 */
export async function postingEditData<Schema extends z.ZodType, Values>(
  { request, context }: RequestArgs,
  idText: string | undefined,
  edit: PostingEdit<Schema, Values>,
) {
  const viewer = memberOf(context);
  const id = serialId(idText);
  const values = id === null ? null : await edit.values(getDb(), viewer.id, id);
  if (id === null || !values) throw await notFound(request, edit.messages.notFound);
  return {
    urls: requestUrls(request),
    id,
    values,
    cities: INDIAN_CITIES.map(({ id, name }) => ({ id, name })),
  };
}

/**
 * An edit page's action: the form checked as posting checks it, saved, and
 * the posting's own page with a toast saying how many people were told; a
 * refused form keeps what was typed.
 */
export async function postingEditAction<Schema extends z.ZodType, Values>(
  { request, context }: RequestArgs,
  idText: string | undefined,
  edit: PostingEdit<Schema, Values>,
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
  let told: number;
  try {
    ({ told } = await edit.update(getDb(), user.id, id, submission.value));
  } catch (thrown) {
    return formReply(thrown, submission, edit.schema);
  }
  const toast = await setFlashToast({ type: "success", title: edit.messages.updated(told) });
  return redirect(postingPath({ kind: edit.kind, id }), { headers: { "Set-Cookie": toast } });
}
