import type { Database } from "~/db/client.server";
import { auditions } from "~/db/schema";
import { dayInIndia } from "~/lib/india-days";
import { ServiceError } from "~/lib/service-error";
import { AUDITION_MESSAGES } from "./audition-messages";
import { type AuditionInput, splitRoles } from "./audition-schema";

/** Two years ahead is as far as anyone casts; a later date is a typo (20266 for 2026). */
const MAX_DAYS_AHEAD = 2 * 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Publishes an audition for its poster. The date is a day in India: it is
 * stored as 11:00 there, the hour auditions usually open, and today is the
 * earliest it may be.
 */
export async function postAudition(db: Database, posterId: string, input: AuditionInput, now = new Date()) {
  if (input.date < dayInIndia(now)) {
    throw new ServiceError("invalid", AUDITION_MESSAGES.dateInPast, {
      fieldErrors: { date: [AUDITION_MESSAGES.dateInPast] },
    });
  }
  if (input.date > dayInIndia(new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS))) {
    throw new ServiceError("invalid", AUDITION_MESSAGES.dateTooFar, {
      fieldErrors: { date: [AUDITION_MESSAGES.dateTooFar] },
    });
  }
  const [row] = await db
    .insert(auditions)
    .values({
      posterId,
      title: input.title,
      project: input.project,
      company: input.company,
      type: input.type,
      date: new Date(`${input.date}T11:00:00+05:30`),
      description: input.description ?? "",
      roles: splitRoles(input.roles),
      location: input.type === "Online" ? "Online" : (input.location ?? "Location shared with applicants"),
      cityId: input.cityId ?? null,
      meetingUrl: input.meetingUrl ?? null,
      compensation: input.compensation,
      experience: input.experience,
      gender: input.gender,
    })
    .returning({ id: auditions.id });
  return { id: row!.id };
}
