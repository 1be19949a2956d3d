import { data } from "react-router";
import { type Database, getDb } from "~/db/client.server";
import { type RequestArgs, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { type ApplicationInput, readApplicationForm } from "~/features/postings/application-form";
import { APPLICATION_MESSAGES, POSTING_NOT_FOUND } from "~/features/postings/application-messages";
import { closePosting } from "~/features/postings/close-posting.server";
import { editApplicationNote } from "~/features/postings/posting-applications.server";
import type { PostingKind } from "~/features/postings/posting-kinds";
import { REPORT_MESSAGES, reportFromForm } from "~/features/reports/report-subject.server";
import { readFormData } from "~/lib/http.server";
import { serialId } from "~/lib/serial-ids";
import { messageReply } from "~/lib/service-error-reply.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import { notFound } from "~/routes/errors/not-found-reply.server";

type Reply = { ok: boolean; message: string };

/** One kind of posting's part in its page's action: how to apply and withdraw, and its words. */
export type PostingActions = {
  kind: PostingKind;
  apply: (db: Database, userId: string, id: number, input: ApplicationInput) => Promise<unknown>;
  withdraw: (db: Database, userId: string, id: number) => Promise<unknown>;
  messages: { applied: string; withdrawn: string; closed: string; filled?: string };
  /** The kind's own intents (a project's stage); null for an intent it does not know. */
  more?: (
    intent: FormDataEntryValue | null,
    form: FormData,
    userId: string,
    id: number,
  ) => Promise<Reply | ReturnType<typeof data<Reply>> | null>;
};

/**
 * The action of a posting's page (/auditions/{id}, /jobs/{id},
 * /collaboration/{id}): apply with a note and portfolio items, change the note
 * until the poster has seen it, or withdraw one's own application; report the posting to staff; its poster closes it,
 * or marks its role filled where the kind has one (`messages.filled`). Route
 * code, not a route: app/routes.ts does not list it.
 */
export async function postingAction(
  { request, context }: RequestArgs,
  idText: string | undefined,
  actions: PostingActions,
) {
  const user = verifiedMemberOf(context);
  const id = serialId(idText);
  if (id === null) throw await notFound(request, POSTING_NOT_FOUND[actions.kind]);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const db = getDb();
  try {
    if (intent === "apply") {
      const read = readApplicationForm(form);
      if (!read.ok) return data({ ok: false, message: read.message }, 400);
      await actions.apply(db, user.id, id, read.input);
      return { ok: true, message: actions.messages.applied };
    }
    if (intent === "withdraw") {
      await actions.withdraw(db, user.id, id);
      return { ok: true, message: actions.messages.withdrawn };
    }
    if (intent === "edit-note") {
      const read = readApplicationForm(form);
      if (!read.ok) return data({ ok: false, message: read.message }, 400);
      await editApplicationNote(db, { kind: actions.kind, id }, user.id, read.input.note ?? "");
      return { ok: true, message: APPLICATION_MESSAGES.noteSaved };
    }
    if (intent === "report") {
      await reportFromForm(db, user.id, { kind: actions.kind, id }, form);
      return { ok: true, message: REPORT_MESSAGES.sent };
    }
    if (intent === "close") {
      await closePosting(db, user.id, { kind: actions.kind, id }, "closed");
      return { ok: true, message: actions.messages.closed };
    }
    if (intent === "fill" && actions.messages.filled) {
      await closePosting(db, user.id, { kind: actions.kind, id }, "filled");
      return { ok: true, message: actions.messages.filled };
    }
    const reply = await actions.more?.(intent, form, user.id, id);
    if (reply) return reply;
  } catch (thrown) {
    return messageReply(thrown);
  }
  return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
}
