import { UNREAD_EMAIL_QUIET_MINUTES } from "./messaging";

/**
 * Members' doings on one's profile and posts. They come often (a popular
 * post is liked hundreds of times), so they never come by email; each kind
 * is on the bell until its member switches it off, and then none is written.
 */
export const ACTIVITY_NOTIFICATION_KINDS = [
  "new_follower",
  "connection_request",
  "connection_accepted",
  "endorsement",
  "review",
  "post_like",
  "post_comment",
] as const;

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
  // Productions: an invitation to join one, and staff's or the domain code's decision on its verification.
  "production_invitation",
  "production_verification",
  // A posting of one's own held because it seems to ask applicants for money, and staff's answer.
  "posting_held",
  // A member asks one to confirm a credit of theirs.
  "credit_confirmation",
  // Not on the bell: messages have their own count. The kind is the email switch for unread messages.
  "new_message",
  // What other members do with one's profile and posts: on the bell only, each switched off in /account.
  ...ACTIVITY_NOTIFICATION_KINDS,
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type ActivityNotificationKind = (typeof ACTIVITY_NOTIFICATION_KINDS)[number];

/** The account settings' words for each activity kind's switch. */
export const ACTIVITY_NOTIFICATION_LABELS: Record<ActivityNotificationKind, string> = {
  new_follower: "Someone follows me",
  connection_request: "Someone asks to connect with me",
  connection_accepted: "Someone accepts my connection request",
  endorsement: "Someone endorses one of my skills",
  review: "Someone reviews me",
  post_like: "Someone likes my post",
  post_comment: "Someone comments on my post",
};

/** The kinds that may also come by email: everything but the activity kinds. */
export type EmailNotificationKind = Exclude<NotificationKind, ActivityNotificationKind>;

export const EMAIL_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter(
  (kind): kind is EmailNotificationKind =>
    !(ACTIVITY_NOTIFICATION_KINDS as readonly NotificationKind[]).includes(kind),
);

/**
 * Kinds whose emails are gathered into one an hour (decision 057: 25 jobs
 * posted in a second once sent a subscriber 25 emails); each notice is on the
 * bell at once.
 */
export const DIGEST_NOTIFICATION_KINDS = ["job_alert"] as const satisfies EmailNotificationKind[];

/** The account settings' words for each kind's email switch. */
export const NOTIFICATION_KIND_LABELS: Record<EmailNotificationKind, string> = {
  new_applicant: "Someone applies to a posting of mine, or asks to join my project",
  application_status: "A poster answers my application or request to join",
  posting_closed: "A posting I applied to closes",
  applicants_waiting: "Applicants are waiting for my answer",
  job_alert: "New jobs match my job notifications (one email an hour at most)",
  staff_warning: "Our team warns me about something I posted or sent",
  production_invitation: "I am invited to join a production",
  production_verification: "Our staff decide on the verification of a production I own",
  posting_held: "A posting of mine is held for review, released or refused",
  credit_confirmation: "A co-worker asks me to confirm a credit of theirs",
  new_message: `Messages wait unread for ${UNREAD_EMAIL_QUIET_MINUTES} minutes (one email per conversation)`,
};

/** Email is on by default for answers to one's own applications and for new applicants; job alerts stay on the bell until switched on. */
export const DEFAULT_EMAIL_NOTIFICATION_KINDS: NotificationKind[] = [
  "new_applicant",
  "application_status",
  "posting_closed",
  "applicants_waiting",
  "staff_warning",
  "production_invitation",
  "production_verification",
  "posting_held",
  "credit_confirmation",
];

/**
 * The most notices one member's doings may have us email in a day, to everyone together: their
 * invitations, credit requests, a posting's changes told to its applicants... Past it each notice
 * is still on its recipient's bell; only the emails stop until the day is over. Room for one change
 * told to every applicant of a large audition, never a stream.
 */
export const NOTICE_EMAILS_PER_SENDER_PER_DAY = 250;

/** And to any one member: no one member can make us send another more than a few emails a day. */
export const NOTICE_EMAILS_PER_RECIPIENT_PER_DAY = 5;

/**
 * A posting's changes are told to its applicants in one notice per this many minutes at most:
 * every edit made meanwhile goes into it (pay edited back and forth is one notice, not one an edit).
 */
export const POSTING_CHANGES_GATHERED_MINUTES = 60;

/** The page lists the newest this many; older ones stay in the table until the member's account goes. */
export const NOTIFICATION_PAGE_LIMIT = 50;
