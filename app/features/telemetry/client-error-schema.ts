import { z } from "zod";
import { withoutNul } from "~/lib/validation";

/** NUL is dropped before anything else, so a value of only NUL and spaces counts as blank. */
export const reportText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? withoutNul(value).trim().slice(0, max) : value),
    z.string().min(1),
  );

/** What a browser reports when a page fails; long fields are cut rather than refused. */
export const clientErrorSchema = z.object({
  message: reportText(1000),
  stack: z
    .string()
    .optional()
    .transform((s) => (s === undefined ? undefined : withoutNul(s).slice(0, 4000))),
  path: reportText(500),
});
export type ClientErrorInput = z.infer<typeof clientErrorSchema>;
