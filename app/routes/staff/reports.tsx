import { z } from "zod";
import { REPORT_DECISIONS } from "~/constants/reports";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { ReportQueue } from "~/features/staff/components/report-queue";
import { decideReport, listOpenReports } from "~/features/staff/moderate-reports.server";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import type { Route } from "./+types/reports";
import { staffMeta } from "./staff-queues";

export const meta: Route.MetaFunction = () => staffMeta("Reports");

/** The open reports, gathered by what they are about; `?reports=` pages the queue. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = Number(url.searchParams.get("reports") ?? "1");
  return { queue: await listOpenReports(getDb(), Number.isSafeInteger(page) && page > 0 ? page : 1) };
}

/** A report's decision: dismiss, warn or suspend (the report forms carry no intent; moderate-reports.server.ts). */
export const action = intentAction(
  {
    "decide-report": intent({
      guard: guards.staff,
      schema: z.object({
        report: serialIdField(),
        decision: z.enum(REPORT_DECISIONS, { error: UNREADABLE_FORM_MESSAGE }),
      }),
      run: async ({ report, decision }) => ({ message: await decideReport(getDb(), report, decision) }),
    }),
  },
  { fallback: "decide-report" },
);

export default function StaffReports({ loaderData }: Route.ComponentProps) {
  return <ReportQueue queue={loaderData.queue} />;
}
