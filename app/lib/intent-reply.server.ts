import { data } from "react-router";
import type { z } from "zod";
import { parseForm } from "~/lib/bounded-reply";
import { serialId } from "~/lib/serial-ids";
import { replyToError } from "~/lib/service-error-reply.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";

/**
 * One small form's answer (the fetcher forms of the production pages and the
 * credits to confirm): the form parsed by its schema, the service run, and
 * `{ ok, message }` back, with `fieldErrors` beside the fields a refusal
 * concerns. Bad input is a 400 in words; a refusal has its code's status.
 */
export async function intentReply<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  run: (value: z.output<Schema>) => Promise<{ message: string }>,
) {
  const submission = parseForm(form, schema);
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).filter(
        (entry): entry is [string, string[]] => !!entry[1]?.length,
      ),
    );
    const message = Object.values(fieldErrors)[0]?.[0] ?? UNREADABLE_FORM_MESSAGE;
    return data({ ok: false as const, message, fieldErrors }, 400);
  }
  try {
    const { message } = await run(submission.value);
    return { ok: true as const, message };
  } catch (thrown) {
    return replyToError(thrown, (error) => ({
      ok: false as const,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    }));
  }
}

/** A serial id from a hidden field, or null when it is missing or not one. */
export function idField(form: FormData, name: string) {
  const value = form.get(name);
  return serialId(typeof value === "string" ? value : null);
}

export function unreadable() {
  return data({ ok: false as const, message: UNREADABLE_FORM_MESSAGE }, 400);
}
