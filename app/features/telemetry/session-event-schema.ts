import { z } from "zod";
import { reportText } from "./client-error-schema";

/**
 * What a browser sends at a session's start (first load) and end (the page
 * hidden or left): which, the page load's own random id, and the page. No
 * duration: the server measures it from the start it recorded.
 */
export const sessionEventSchema = z.object({
  event: z.enum(["start", "end"]),
  session: z.uuid(),
  path: reportText(500),
});
export type SessionEventInput = z.infer<typeof sessionEventSchema>;
