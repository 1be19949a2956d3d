import { z } from "zod";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { REPORT_DECISIONS } from "~/constants/reports";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { liftSuspension, listSuspendedAccounts } from "~/features/accounts/suspension.server";
import { NEWS_MESSAGES } from "~/features/news/news-rules";
import { publishNewsSchema } from "~/features/news/news-schemas";
import { publishNews } from "~/features/news/publish-news.server";
import {
  listHeldPostings,
  refuseHeldPosting,
  releaseHeldPosting,
} from "~/features/postings/posting-holds.server";
import { POSTING_KINDS } from "~/features/postings/posting-kinds";
import { staffReasonSchema } from "~/features/productions/production-schema";
import {
  approveReview,
  listPendingReviews,
  listVerifiedProductions,
  refuseReview,
  revokeVerification,
} from "~/features/productions/staff-review.server";
import { listSecurityEvents } from "~/features/security/record-security-event.server";
import {
  listChoreRuns,
  listUndeliveredEmails,
  sendUndeliveredEmailAgain,
} from "~/features/staff/background-work.server";
import { ChoreRuns, UndeliveredEmails } from "~/features/staff/components/background-work";
import { HeldPostings } from "~/features/staff/components/held-postings";
import { ProductionReviews } from "~/features/staff/components/production-reviews";
import { PublishNewsForm } from "~/features/staff/components/publish-news-form";
import { ReportQueue } from "~/features/staff/components/report-queue";
import { SuspendedAccounts } from "~/features/staff/components/suspended-accounts";
import { TitleProductions } from "~/features/staff/components/title-productions";
import { listSubmissions, SUBMISSION_KINDS } from "~/features/staff/list-submissions.server";
import { decideReport, listOpenReports } from "~/features/staff/moderate-reports.server";
import {
  linkTitleProduction,
  listTitleLinks,
  titleLinkSchema,
  unlinkTitleProduction,
} from "~/features/staff/title-productions.server";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { cleanQuery } from "~/lib/search-text";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [
  { title: "Staff | Rangmanch" },
  { name: "robots", content: "noindex" },
];

type SecurityEventRow = Awaited<ReturnType<typeof listSecurityEvents>>[number];
const shown = (event: SecurityEventRow) => ({
  ...event,
  createdAt: event.createdAt.toISOString(),
  detail: event.detail ? JSON.stringify(event.detail) : "",
});

/** Staff only: the staff layout's middleware answers 404 to everyone else. `?reports=` pages the queue. */
export async function loader({ url }: Route.LoaderArgs) {
  const db = getDb();
  const reportsPage = Number(url.searchParams.get("reports") ?? "1");
  // Staff find a verified production by its name once there are more than the page lists.
  const verifiedName = cleanQuery(url.searchParams.get("verified"));
  const [
    openReports,
    suspended,
    reviews,
    verified,
    held,
    titleLinks,
    undelivered,
    chores,
    events,
    cspReports,
    ...submissions
  ] = await Promise.all([
    listOpenReports(db, Number.isSafeInteger(reportsPage) && reportsPage > 0 ? reportsPage : 1),
    listSuspendedAccounts(db),
    listPendingReviews(db),
    listVerifiedProductions(db, verifiedName),
    listHeldPostings(db),
    listTitleLinks(db),
    listUndeliveredEmails(),
    listChoreRuns(db),
    listSecurityEvents(db, 100),
    listSecurityEvents(db, 50, { cspReports: true }),
    ...SUBMISSION_KINDS.map((kind) => listSubmissions(db, kind, 20)),
  ]);
  return {
    openReports,
    suspended,
    productionReviews: reviews.map((review) => ({
      ...review,
      submittedAt: review.submittedAt.toISOString(),
    })),
    heldPostings: held.map((row) => ({ ...row, heldAt: row.heldAt.toISOString() })),
    undeliveredEmails: undelivered,
    chores,
    verifiedProductions: {
      name: verifiedName,
      total: verified.total,
      rows: verified.rows.map((row) => ({ ...row, verifiedAt: row.verifiedAt?.toISOString() ?? null })),
    },
    titleLinks,
    events: events.map(shown),
    cspReports: cspReports.map(shown),
    submissions: SUBMISSION_KINDS.map((kind, index) => ({
      kind,
      rows: (submissions[index] ?? []).map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            value instanceof Date ? value.toISOString() : String(value ?? ""),
          ]),
        ),
      ),
    })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unreadable = { error: UNREADABLE_FORM_MESSAGE };
/** The reason staff give for a refusal or a revocation: the owner or poster reads it. */
const { reason } = staffReasonSchema.shape;
const heldPosting = { kind: z.enum(POSTING_KINDS, unreadable), posting: serialIdField() };

/**
 * Staff's decisions, one intent each: a report (dismiss, warn, suspend; the
 * report forms carry no intent), lifting a suspension, a held posting released
 * or refused, an undelivered email sent again, a production's verification
 * approved, refused or revoked, a library title linked to a verified
 * production or unlinked, a news item published. The staff layout admits staff
 * only, and every intent asks again; each decision is kept with who and why.
 */
export const action = intentAction(
  {
    "decide-report": intent({
      guard: guards.staff,
      schema: z.object({ report: serialIdField(), decision: z.enum(REPORT_DECISIONS, unreadable) }),
      run: async ({ report, decision }) => ({ message: await decideReport(getDb(), report, decision) }),
    }),
    "lift-suspension": intent({
      guard: guards.staff,
      schema: z.object({ account: z.string(unreadable).max(100, unreadable) }),
      run: async ({ account }) => ({ message: await liftSuspension(getDb(), account) }),
    }),
    "release-posting": intent({
      guard: guards.staff,
      schema: z.object(heldPosting),
      run: async ({ kind, posting }) => {
        const { message } = await releaseHeldPosting(getDb(), kind, posting);
        return { message };
      },
    }),
    "refuse-posting": intent({
      guard: guards.staff,
      schema: z.object({ ...heldPosting, reason }),
      run: async ({ kind, posting, reason }) => ({
        message: (await refuseHeldPosting(getDb(), kind, posting, reason)).message,
      }),
    }),
    "resend-email": intent({
      guard: guards.staff,
      schema: z.object({ email: z.string(unreadable).regex(UUID, unreadable) }),
      run: async ({ email }) => ({ message: await sendUndeliveredEmailAgain(email) }),
    }),
    "approve-production": intent({
      guard: guards.staff,
      schema: z.object({ review: serialIdField() }),
      run: async ({ review }, staff) => ({
        message: (await approveReview(getDb(), staff.id, review)).message,
      }),
    }),
    "refuse-production": intent({
      guard: guards.staff,
      schema: z.object({ review: serialIdField(), reason }),
      run: async ({ review, reason }, staff) => ({
        message: (await refuseReview(getDb(), staff.id, review, reason)).message,
      }),
    }),
    "revoke-production": intent({
      guard: guards.staff,
      schema: z.object({ production: serialIdField(), reason }),
      run: async ({ production, reason }, staff) => ({
        message: (await revokeVerification(getDb(), staff.id, production, reason)).message,
      }),
    }),
    // Decision 066: confirmed credits start from a verified production linked to the title it made.
    "link-title-production": intent({
      guard: guards.staff,
      schema: titleLinkSchema,
      run: async (link, staff) => ({ message: (await linkTitleProduction(getDb(), staff.id, link)).message }),
    }),
    "unlink-title-production": intent({
      guard: guards.staff,
      schema: z.object({ title: titleLinkSchema.shape.title, productionId: serialIdField() }),
      run: async ({ title, productionId }) => ({
        message: (await unlinkTitleProduction(getDb(), title, productionId)).message,
      }),
    }),
    "publish-news": intent({
      guard: guards.staff,
      schema: publishNewsSchema,
      run: async (news, staff) => ({
        message: NEWS_MESSAGES.published,
        newsId: await publishNews(getDb(), staff.id, news),
      }),
    }),
  },
  { fallback: "decide-report" },
);

export default function Staff({ loaderData }: Route.ComponentProps) {
  // min-w-0 on each card: a wide table scrolls inside its card instead of widening the page.
  return (
    <div className="mx-auto grid max-w-[1400px] gap-6 px-4 py-10 sm:px-6 [&>*]:min-w-0">
      <h1 className="text-3xl font-bold tracking-tight">Staff</h1>
      <ReportQueue queue={loaderData.openReports} />
      <SuspendedAccounts accounts={loaderData.suspended} />
      <HeldPostings postings={loaderData.heldPostings} />
      <UndeliveredEmails emails={loaderData.undeliveredEmails} />
      <ProductionReviews reviews={loaderData.productionReviews} verified={loaderData.verifiedProductions} />
      <TitleProductions links={loaderData.titleLinks} />
      <PublishNewsForm />
      <ChoreRuns chores={loaderData.chores} />
      <SecurityEvents title="Security events (last 100)" events={loaderData.events} />
      <SecurityEvents title="CSP reports (last 50)" events={loaderData.cspReports} />
      {loaderData.submissions.map(({ kind, rows }) => (
        <Card key={kind}>
          <CardHeader>
            <CardTitle>
              {kind} ({rows.length})
            </CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            {rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing yet.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b">
                    {Object.keys(rows[0]!).map((key) => (
                      <th key={key} className="py-2 pr-3">
                        {key}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={index} className="border-b align-top">
                      {Object.entries(row).map(([key, value]) => (
                        <td key={key} className="max-w-md py-2 pr-3 [overflow-wrap:anywhere]">
                          {value}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function SecurityEvents({
  title,
  events,
}: {
  title: string;
  events: Route.ComponentProps["loaderData"]["events"];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className="py-2 pr-3">When</th>
              <th className="py-2 pr-3">Event</th>
              <th className="py-2 pr-3">Email</th>
              <th className="py-2 pr-3">Address</th>
              <th className="py-2">Detail</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id} className="border-b align-top">
                <td className="py-2 pr-3 whitespace-nowrap">{event.createdAt}</td>
                <td className="py-2 pr-3">{event.type}</td>
                <td className="py-2 pr-3">{event.email}</td>
                <td className="py-2 pr-3">{event.ipAddress}</td>
                <td className="py-2 break-all">{event.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
