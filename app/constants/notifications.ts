import { UNREAD_EMAIL_QUIET_MINUTES } from "./messaging";

/**
 * What a notification is about. Members choose by kind which ones also come
 * by email (account settings); the rest are only on /notifications.
 */
export const NOTIFICATION_KINDS = [
  "new_applicant",
  "application_status",
  "posting_closed",
  "applicants_waiting",
  "job_alert",
  "staff_warning",
  // Not on the bell: messages have their own count. The kind is the email switch for unread messages.
  "new_message",
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The account settings' words for each kind's email switch. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  new_applicant: "Someone applies to a posting of mine, or asks to join my project",
  application_status: "A poster answers my application or request to join",
  posting_closed: "A posting I applied to closes",
  applicants_waiting: "Applicants are waiting for my answer",
  job_alert: "A new job matches my job notifications",
  staff_warning: "Our team warns me about something I posted or sent",
  new_message: `Messages wait unread for ${UNREAD_EMAIL_QUIET_MINUTES} minutes (one email per conversation)`,
};

/** Email is on by default for answers to one's own applications and for new applicants; job alerts stay on the bell until switched on. */
export const DEFAULT_EMAIL_NOTIFICATION_KINDS: NotificationKind[] = [
  "new_applicant",
  "application_status",
  "posting_closed",
  "applicants_waiting",
  "staff_warning",
];

/** The page lists the newest this many; older ones stay in the table until the member's account goes. */
export const NOTIFICATION_PAGE_LIMIT = 50;
