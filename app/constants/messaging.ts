/** Messaging's rules and words (spec part 1, "Messaging"; decision 035). */

/** A message is at most this many characters. */
export const MAX_MESSAGE_LENGTH = 5000;

export const MESSAGING_MESSAGES = {
  noRecipient: "Please select a recipient",
  noMessage: "Please enter a message",
  tooLong: `A message can be at most ${MAX_MESSAGE_LENGTH.toLocaleString("en-IN")} characters. Shorten it and send again.`,
  sent: (name: string) => `Message sent to ${name}`,
  notOnRangmanch: "This person has not joined Rangmanch yet, so they cannot be messaged.",
  toSelf: "You cannot send a message to yourself.",
  tooManyMessages: "You are sending messages too quickly. Wait a minute and try again.",
  tooManyNewRecipients:
    "You have started conversations with many new people today. You can write to more tomorrow, and reply to anyone at any time.",
} as const;

/** Conversations listed on /messages, newest first. */
export const CONVERSATION_LIST_LIMIT = 50;

/** Messages shown in a conversation: the newest this many. */
export const CONVERSATION_MESSAGE_LIMIT = 200;

/** Recipient search: the most people suggested for what was typed. */
export const RECIPIENT_SUGGESTION_LIMIT = 8;

/** A message unread this long (and nothing newer in its conversation) is emailed to members who asked. */
export const UNREAD_EMAIL_QUIET_MINUTES = 15;

/** Live events are kept this long for pages that reconnect; older ones are deleted by a background chore. */
export const LIVE_EVENT_RETENTION_DAYS = 7;
