/*
 * An application's limits: read by its form's rules (application-form.ts, with zod) and by the apply panel,
 * which every posting's page draws and which loads no zod (docs/performance.md, "JavaScript per public page").
 */

/** At most this many portfolio items go with one application. */
export const MAX_ATTACHMENTS = 5;
export const NOTE_MAX_CHARS = 2000;
