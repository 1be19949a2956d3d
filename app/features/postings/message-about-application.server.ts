import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applications, auditions, jobs, profiles, projects } from "~/db/schema";
import { rolesAppliedFor } from "./posting-roles.server";

/**
 * The first words of a message a poster writes to an applicant from the applicants page: which
 * posting, and which roles, it is about ("About your application to “Monsoon Wedding” (Meera): "),
 * so the applicant, who may have applied to many, knows at once. Only for the posting's own
 * poster writing to that application's applicant; null otherwise, and the composer starts empty.
 */
export async function messageAboutApplication(
  db: Database,
  posterId: string,
  applicationId: number,
  recipientProfileId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ title: sql<string>`coalesce(${auditions.title}, ${jobs.title}, ${projects.title})` })
    .from(applications)
    .innerJoin(profiles, eq(profiles.userId, applications.applicantId))
    .leftJoin(auditions, eq(auditions.id, applications.auditionId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(projects, eq(projects.id, applications.projectId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(profiles.id, recipientProfileId),
        eq(sql`coalesce(${auditions.posterId}, ${jobs.posterId}, ${projects.posterId})`, posterId),
      ),
    );
  if (!row) return null;
  const roles = (await rolesAppliedFor(db, [applicationId])).get(applicationId) ?? [];
  const forRoles = roles.length > 0 ? ` (${roles.map((role) => role.name).join(", ")})` : "";
  return `About your application to “${row.title}”${forRoles}: `;
}
