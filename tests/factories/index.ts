/**
 * Test data made by direct inserts, for tests whose subject is not how
 * accounts come to be. Tests of sign-up, verification, sign-in, password
 * reset and the account settings use the real actions instead
 * (tests/integration/accounts.test.ts, account-hardening.test.ts).
 */
export { createApplication } from "./applications";
export { createAudition } from "./auditions";
export { createJob } from "./jobs";
export { createMember } from "./members";
export { createMessage } from "./messages";
export { createProfile } from "./profiles";
export { createProject } from "./projects";
export { createSession } from "./sessions";
export { type SignedInMember, signedInMember } from "./signed-in-member";
