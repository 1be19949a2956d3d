import { applications, auditions, jobs, projects } from "~/db/schema";

/**
 * Where each kind of posting lives: its table, its date (an audition's day,
 * a job's deadline: what the 7- and 14-day answers count from; a project
 * has no such day, so its date is when it was created) and the
 * applications column that points at it. Every query of this feature that
 * serves both kinds reads them from here; links come from posting-path.ts.
 */
export const POSTINGS = {
  audition: {
    table: auditions,
    date: auditions.date,
    applicationColumn: applications.auditionId,
  },
  job: { table: jobs, date: jobs.deadline, applicationColumn: applications.jobId },
  project: { table: projects, date: projects.createdAt, applicationColumn: applications.projectId },
} as const;
