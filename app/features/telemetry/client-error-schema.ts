import { z } from "zod";
import { withoutNul } from "~/lib/validation";

/** What a browser reports when a page fails; long fields are cut rather than refused. */
export const clientErrorSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1)
    .transform((s) => withoutNul(s).slice(0, 1000)),
  stack: z
    .string()
    .optional()
    .transform((s) => (s === undefined ? undefined : withoutNul(s).slice(0, 4000))),
  path: z
    .string()
    .trim()
    .min(1)
    .transform((s) => withoutNul(s).slice(0, 500)),
});
export type ClientErrorInput = z.infer<typeof clientErrorSchema>;
