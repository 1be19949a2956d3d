/**
 * The end-to-end tests that also run on PostgreSQL in CI (decision 024, "When
 * CI grows past its budget", step 1): sign-up and the account flows, a write
 * on each feature, the searches whose SQL differs, and start-up. Everything
 * else runs on PGlite only; the integration tier still runs whole on both.
 */
export const BOTH_DATABASES = "@both-databases";
