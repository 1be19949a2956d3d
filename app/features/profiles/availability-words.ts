import { WORK_SCHEDULES, type WorkSchedule } from "~/constants/talent";
import { formatLongDate } from "~/lib/dates";
import { dayInIndia, midnightInIndia } from "~/lib/india-days";

/**
 * The profile page's sentences for "Free from" and the work schedule: "Free
 * from 3 January 2027" while that day is still ahead (India; once it has come
 * the member is free now and there is nothing to say), "Works weekends only"
 * when a schedule is set.
 */
export function availabilityWords(
  profile: { availableFrom: string | null; workSchedule: WorkSchedule | null },
  now = new Date(),
): string[] {
  const words: string[] = [];
  if (profile.availableFrom && profile.availableFrom > dayInIndia(now)) {
    words.push(`Free from ${formatLongDate(midnightInIndia(profile.availableFrom))}`);
  }
  const schedule = WORK_SCHEDULES.find((candidate) => candidate.value === profile.workSchedule);
  if (schedule) words.push(schedule.phrase);
  return words;
}
