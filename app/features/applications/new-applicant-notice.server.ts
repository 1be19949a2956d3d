import { eq, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import type { Notify } from "~/features/notifications/notify.server";

/** Tells a posting's poster, in the applying transaction, who applied: by profile name, else account name. */
export async function noticeNewApplicant(
  tx: Transaction,
  notify: Notify,
  {
    posterId,
    applicantId,
    text,
    link,
  }: { posterId: string; applicantId: string; text: (name: string) => string; link: string },
) {
  const [applicant] = await tx
    .select({ name: sql<string>`coalesce(${profiles.name}, ${user.name})` })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, applicantId));
  await notify({ userId: posterId, kind: "new_applicant", text: text(applicant?.name ?? "Someone"), link });
}
