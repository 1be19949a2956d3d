import { z } from "zod";
import { optionalText } from "~/lib/validation";

/** At most this many portfolio items go with one application. */
export const MAX_ATTACHMENTS = 5;
export const NOTE_MAX_CHARS = 2000;

export const APPLICATION_FORM_MESSAGES = {
  noteTooLong: `Your note must be ${NOTE_MAX_CHARS.toLocaleString("en-IN")} characters or less.`,
  tooManyAttachments: `Attach at most ${MAX_ATTACHMENTS} items from your portfolio.`,
  notYourPortfolio: "Attach only items from your own portfolio.",
} as const;

/**
 * What an applicant sends with any application (an audition, a job, a
 * request to join a project): an optional note, and up to five items of
 * their own portfolio (checked against their profile when it is written).
 */
export const applicationFormSchema = z.object({
  note: optionalText(NOTE_MAX_CHARS, APPLICATION_FORM_MESSAGES.noteTooLong),
  attachments: z
    .array(z.string().max(64, { error: APPLICATION_FORM_MESSAGES.notYourPortfolio }))
    .max(MAX_ATTACHMENTS, { error: APPLICATION_FORM_MESSAGES.tooManyAttachments })
    .transform((ids) => [...new Set(ids)]),
});

export type ApplicationInput = { note?: string; attachments?: string[] };

/** Reads the Apply form (a note, the chosen portfolio items); the first problem in words, or the input. */
export function readApplicationForm(
  form: FormData,
): { ok: true; input: ApplicationInput } | { ok: false; message: string } {
  const parsed = applicationFormSchema.safeParse({
    note: form.get("note") ?? undefined,
    attachments: form.getAll("attachment"),
  });
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? APPLICATION_FORM_MESSAGES.notYourPortfolio,
    };
  }
  return { ok: true, input: parsed.data };
}
