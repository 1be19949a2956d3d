import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { memberOf, type RequestArgs, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { parseApplicantFilter } from "~/features/postings/applicant-filter";
import {
  APPLICATION_MESSAGES,
  POSTING_NOT_FOUND as NOT_FOUND,
} from "~/features/postings/application-messages";
import { isPosterStatus } from "~/features/postings/application-status";
import { fillRole } from "~/features/postings/fill-role.server";
import { listPostingApplicants, setApplicantStatus } from "~/features/postings/posting-applicants.server";
import { POSTING_KIND_FACTS, type PostingKind } from "~/features/postings/posting-kinds";
import { hasRoles, type RolePosting } from "~/features/postings/posting-roles.server";
import { ROLE_MESSAGES } from "~/features/postings/role-messages";
import { readFormData } from "~/lib/http.server";
import { pageUrl } from "~/lib/page-url.server";
import { serialId, serialIds } from "~/lib/serial-ids";
import { messageReply, serviceErrorOf } from "~/lib/service-error-reply.server";
import { notFound } from "~/routes/errors/not-found-reply.server";

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

/**
 * The applicants page's forms: one status on the chosen applications (one
 * from a row, several from the bulk bar), or, on an audition, one role filled
 * with the applicants chosen for it (intent=fill-role).
 */
export async function setApplicantsStatus(
  { request, context }: RequestArgs,
  kind: PostingKind,
  idText: string | undefined,
) {
  const user = verifiedMemberOf(context);
  const id = serialId(idText);
  if (id === null) throw await notFound(request, NOT_FOUND[kind]);
  const form = await readFormData(request);
  if (hasRoles(kind) && form.get("intent") === "fill-role")
    return fillRoleFromForm(user.id, { kind, id }, form);
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

async function fillRoleFromForm(posterId: string, posting: RolePosting, form: FormData) {
  const role = form.get("role");
  const roleId = serialId(typeof role === "string" ? role : null);
  const noun = POSTING_KIND_FACTS[posting.kind].noun;
  if (roleId === null) return data({ ok: false, message: ROLE_MESSAGES.fillRoleMissing(noun) }, 400);
  const chosen = form.getAll("cast").filter((value): value is string => typeof value === "string");
  const castIds = serialIds(chosen);
  // Every value must name an application: one that names nothing is not a person left out.
  if (chosen.length > MAX_BULK || castIds.length !== chosen.length)
    return data({ ok: false, message: ROLE_MESSAGES.castNotApplicant }, 400);
  try {
    const filled = await fillRole(getDb(), posterId, { posting, roleId, castApplicationIds: castIds });
    const message = ROLE_MESSAGES.filled(filled.name, filled.cast);
    if (filled.postingClosed) return { ok: true, message: `${message} ${ROLE_MESSAGES.allFilled}` };
    if (filled.everyRoleFilled) return { ok: true, message: `${message} ${ROLE_MESSAGES.allFilledProject}` };
    return { ok: true, message };
  } catch (thrown) {
    return messageReply(thrown);
  }
}
