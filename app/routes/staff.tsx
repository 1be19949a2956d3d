import { data } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { REPORT_DECISIONS } from "~/constants/reports";
import { getDb } from "~/db/client.server";
import { memberOf, type RequestArgs, staffOf } from "~/features/accounts/viewer.server";
import { notifyJobAlerts } from "~/features/jobs/job-alerts.server";
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
import { liftSuspension, listSuspendedAccounts } from "~/features/staff/suspensions.server";
import {
  linkTitleProduction,
  listTitleLinks,
  titleLinkSchema,
  unlinkTitleProduction,
} from "~/features/staff/title-productions.server";
import { readFormData } from "~/lib/http.server";
import { cleanQuery } from "~/lib/search-text";
import { serialId } from "~/lib/serial-ids";
import { messageReply } from "~/lib/service-error-reply.server";
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

/**
 * A decision on a report (`decision`: dismiss, warn, suspend, for `report`),
 * lifting a suspension (intent=lift-suspension, `account`), sending an
 * undelivered email again (intent=resend-email, `email`), linking a verified
 * production to a library title or removing the link
 * (intent=link-title-production / unlink-title-production), or publishing a
 * news item (intent=publish-news). The staff layout admits staff only;
 * publishing checks the role again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") === "publish-news") return publish(context, form);
  if (form.get("intent") === "lift-suspension") return lift(form);
  const intent = form.get("intent");
  if (intent === "approve-production" || intent === "refuse-production" || intent === "revoke-production") {
    return decideProduction(context, form, intent);
  }
  if (intent === "release-posting" || intent === "refuse-posting") return decideHeld(form, intent);
  if (intent === "resend-email") return resendEmail(form);
  if (intent === "link-title-production" || intent === "unlink-title-production")
    return decideTitleLink(context, form, intent);
  const reportId = serialId(String(form.get("report") ?? ""));
  const decision = REPORT_DECISIONS.find((value) => value === form.get("decision"));
  if (reportId === null || !decision) return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
  try {
    return { ok: true, message: await decideReport(getDb(), reportId, decision) };
  } catch (thrown) {
    return messageReply(thrown);
  }
}

/** Staff's decisions on productions (issue 27): approve or refuse a request, revoke a verification; each kept with who and why. */
async function decideProduction(
  context: RequestArgs["context"],
  form: FormData,
  intent: "approve-production" | "refuse-production" | "revoke-production",
) {
  const staff = staffOf(context);
  const id = serialId(String(form.get(intent === "revoke-production" ? "production" : "review") ?? ""));
  if (id === null) return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
  try {
    if (intent === "approve-production")
      return { ok: true, message: (await approveReview(getDb(), staff.id, id)).message };
    const given = staffReason(form);
    if ("refusal" in given) return given.refusal;
    const decide = intent === "refuse-production" ? refuseReview : revokeVerification;
    return { ok: true, message: (await decide(getDb(), staff.id, id, given.reason)).message };
  } catch (thrown) {
    return messageReply(thrown);
  }
}

/** Staff's answer to a posting held because it seems to ask for money (issue 27): release it, or refuse it with a reason. */
async function decideHeld(form: FormData, intent: "release-posting" | "refuse-posting") {
  const kind = POSTING_KINDS.find((one) => one === form.get("kind"));
  const id = serialId(String(form.get("posting") ?? ""));
  if (!kind || id === null) return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
  try {
    if (intent === "release-posting") {
      const { message } = await releaseHeldPosting(getDb(), kind, id);
      // A job released now reaches the alerts it was held from.
      if (kind === "job")
        await notifyJobAlerts(getDb(), id).catch((error) => console.error("Job alerts failed", error));
      return { ok: true, message };
    }
    const given = staffReason(form);
    if ("refusal" in given) return given.refusal;
    return { ok: true, message: (await refuseHeldPosting(getDb(), kind, id, given.reason)).message };
  } catch (thrown) {
    return messageReply(thrown);
  }
}

/** Staff link a verified production to a title it made, or remove the link (decision 066): confirmed credits start there. */
async function decideTitleLink(
  context: RequestArgs["context"],
  form: FormData,
  intent: "link-title-production" | "unlink-title-production",
) {
  const staff = staffOf(context);
  try {
    if (intent === "unlink-title-production") {
      const title = titleLinkSchema.shape.title.safeParse(form.get("title") ?? "");
      const productionId = serialId(String(form.get("productionId") ?? ""));
      if (!title.success || productionId === null)
        return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
      return { ok: true, message: (await unlinkTitleProduction(getDb(), title.data, productionId)).message };
    }
    const parsed = titleLinkSchema.safeParse({
      title: form.get("title") ?? "",
      production: form.get("production") ?? "",
    });
    if (!parsed.success)
      return data({ ok: false, message: parsed.error.issues[0]?.message ?? UNREADABLE_FORM_MESSAGE }, 400);
    return { ok: true, message: (await linkTitleProduction(getDb(), staff.id, parsed.data)).message };
  } catch (thrown) {
    return messageReply(thrown);
  }
}

/** The reason staff give for a refusal or a revocation (the owner or poster reads it), or the answer saying what it lacks. */
function staffReason(form: FormData) {
  const parsed = staffReasonSchema.safeParse({ reason: form.get("reason") ?? "" });
  if (parsed.success) return { reason: parsed.data.reason };
  return {
    refusal: data({ ok: false, message: parsed.error.issues[0]?.message ?? UNREADABLE_FORM_MESSAGE }, 400),
  };
}

/** Staff send an email the mail server refused again (issue 28), by its job id. */
async function resendEmail(form: FormData) {
  const id = form.get("email");
  if (typeof id !== "string" || !UUID.test(id))
    return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
  try {
    return { ok: true, message: await sendUndeliveredEmailAgain(id) };
  } catch (thrown) {
    return messageReply(thrown);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lift(form: FormData) {
  const account = form.get("account");
  if (typeof account !== "string" || account === "" || account.length > 100) {
    return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
  }
  try {
    return { ok: true, message: await liftSuspension(getDb(), account) };
  } catch (thrown) {
    return messageReply(thrown);
  }
}

async function publish(context: RequestArgs["context"], form: FormData) {
  const user = memberOf(context);
  const fields = Object.fromEntries(
    ["title", "body", "source", "category", "imageId", "imageCaption", "videoUrl"].map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : undefined];
    }),
  );
  const parsed = publishNewsSchema.safeParse(fields);
  if (!parsed.success) {
    return data({ ok: false, message: parsed.error.issues[0]?.message ?? UNREADABLE_FORM_MESSAGE }, 400);
  }
  try {
    const id = await publishNews(getDb(), user.id, parsed.data);
    return { ok: true, message: NEWS_MESSAGES.published, newsId: id };
  } catch (thrown) {
    return messageReply(thrown);
  }
}

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
