import { z } from "zod";
import { isAllowedLink, LINK_HOSTS } from "~/lib/link-check";
import { optionalText } from "~/lib/validation";
import { MAX_ATTACHMENTS, NOTE_MAX_CHARS } from "./application-limits";

export const APPLICATION_FORM_MESSAGES = {
  noteTooLong: `Your note must be ${NOTE_MAX_CHARS.toLocaleString("en-IN")} characters or less.`,
  tooManyAttachments: `Attach at most ${MAX_ATTACHMENTS} items from your portfolio.`,
  notYourPortfolio: "Attach only items from your own portfolio.",
  mediaUrl:
    "Link your self-tape or voice sample on YouTube, Vimeo, SoundCloud, Google Drive, Dropbox or WeTransfer, starting with https://",
  roles: "Choose the role or roles you are applying for.",
} as const;

export type ApplicationInput = { note?: string; attachments?: string[]; mediaUrl?: string; roles?: number[] };

/**
 * What an applicant sends with any application (an audition, a job, a
 * request to join a project), as the Apply form posts it: an optional note, up
 * to five items of their own portfolio (`attachment`, repeated; checked
 * against their profile when it is written), a self-tape's link, and the roles
 * applied for (`role`, repeated). Read into an application, for the form
 * action's schema (app/lib/form-intents.server.ts).
 */
export const applicationFieldsSchema = z
  .object({
    note: optionalText(NOTE_MAX_CHARS, APPLICATION_FORM_MESSAGES.noteTooLong),
    attachment: z
      .array(z.string().max(64, { error: APPLICATION_FORM_MESSAGES.notYourPortfolio }))
      .max(MAX_ATTACHMENTS, { error: APPLICATION_FORM_MESSAGES.tooManyAttachments })
      .transform((ids) => [...new Set(ids)]),
    // A self-tape or voice sample, as a link to where it is hosted (decision 051).
    mediaUrl: optionalText(500, APPLICATION_FORM_MESSAGES.mediaUrl).refine(
      (value) => value === undefined || isAllowedLink(value, LINK_HOSTS.tape),
      { error: APPLICATION_FORM_MESSAGES.mediaUrl },
    ),
    // When the posting casts roles (their own feature checks them).
    role: z
      .array(z.string().regex(/^\d{1,9}$/, { error: APPLICATION_FORM_MESSAGES.roles }))
      .max(50, { error: APPLICATION_FORM_MESSAGES.roles })
      .transform((ids) => [...new Set(ids.map(Number))]),
  })
  .transform(
    ({ note, attachment, mediaUrl, role }): ApplicationInput => ({
      note,
      attachments: attachment,
      mediaUrl,
      roles: role,
    }),
  );
