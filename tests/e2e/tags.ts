/**
 * Every browser flow runs on PostgreSQL, where the factories write each test's
 * members and data while the server runs. The flows tagged here also run on
 * PGlite, the embedded database the product starts on by default: the start-up,
 * real sign-up and sign-in, and one posting-to-answer flow built through the
 * forms (decision 037).
 */
export const PGLITE_SMOKE = "@pglite-smoke";
