import { z } from "zod";
import { PRODUCTION_MESSAGES as M } from "./production-messages";

/**
 * A posting form's "Post as": empty for the member themself, or
 * the id of a production they post for (checked on the server:
 * productionToPostFor). Null means "as myself".
 */
export const postAsField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const chosen = value?.trim() ?? "";
    if (chosen === "" || chosen === "self") return null;
    if (!/^\d{1,9}$/.test(chosen)) {
      ctx.addIssue({ code: "custom", message: M.choose });
      return z.NEVER;
    }
    return Number(chosen);
  });

/**
 * The company line is the poster's to type only when they post as
 * themself; for a production it is the production's own name, set by the
 * server, so nobody posts as a production under another name.
 */
export function requireCompanyUnlessProduction(required: string) {
  return (input: { postAs: number | null; company?: string }, ctx: z.RefinementCtx) => {
    if (input.postAs === null && !input.company) {
      ctx.addIssue({ code: "custom", message: required, path: ["company"] });
    }
  };
}
