import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { memberOf, type RequestArgs, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { parseApplicantFilter } from "~/features/applications/applicant-filter";
import {
  APPLICATION_MESSAGES,
  POSTING_NOT_FOUND as NOT_FOUND,
} from "~/features/applications/application-messages";
import { isPosterStatus, type PostingKind } from "~/features/applications/application-status";
import { listPostingApplicants, setApplicantStatus } from "~/features/applications/posting-applicants.server";
import { readFormData } from "~/lib/http.server";
import { pageUrl } from "~/lib/page-url.server";
import { serialId, serialIds } from "~/lib/serial-ids";
import { messageReply, serviceErrorOf } from "~/lib/service-error-reply.server";
import { notFound } from "./not-found-reply.server";

/** A bulk change names at most this many applications; more is not a person clicking. */
const MAX_BULK = 500;

/**
 * A posting's applicants page, for its poster only: anyone else, signed in or
 * not, gets the same 404 as for a posting that does not exist. Route code,
 * not a route: /auditions/{id}/applicants, /jobs/{id}/applicants and
 * /collaboration/{id}/applicants use it.
 */
export async function applicantsPageData(
  { request, context }: RequestArgs,
  kind: PostingKind,
  idText: string | undefined,
) {
  const viewer = memberOf(context);
  const id = serialId(idText);
  if (id === null) throw await notFound(request, NOT_FOUND[kind]);
  const filter = parseApplicantFilter(pageUrl(request).searchParams);
  try {
    const page = await listPostingApplicants(getDb(), viewer.id, { kind, id }, filter);
    return { ...page, filter, now: new Date().toISOString() };
  } catch (thrown) {
    if (serviceErrorOf(thrown).code === "not_found") throw await notFound(request, NOT_FOUND[kind]);
    throw thrown;
  }
}

/** Sets one status on the chosen applications (one from a row, several from the bulk bar). */
export async function setApplicantsStatus(
  { request, context }: RequestArgs,
  kind: PostingKind,
  idText: string | undefined,
) {
  const user = verifiedMemberOf(context);
  const id = serialId(idText);
  if (id === null) throw await notFound(request, NOT_FOUND[kind]);
  const form = await readFormData(request);
  const status = form.get("status");
  if (!isPosterStatus(kind, status))
    return data({ ok: false, message: APPLICATION_MESSAGES.chooseStatus }, 400);
  const chosen = form.getAll("application").filter((value): value is string => typeof value === "string");
  if (chosen.length > MAX_BULK) return data({ ok: false, message: APPLICATION_MESSAGES.notFound }, 400);
  try {
    const changed = await setApplicantStatus(getDb(), user.id, { kind, id }, serialIds(chosen), status);
    return { ok: true, message: APPLICATION_MESSAGES.updated(changed) };
  } catch (thrown) {
    return messageReply(thrown);
  }
}
