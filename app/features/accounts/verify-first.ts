/** Said when an unverified account tries to act toward others (decision 011). */
export const VERIFY_FIRST = "Please verify your email before you post, apply or send messages.";
