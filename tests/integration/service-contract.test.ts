import { and, count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { securityEvents } from "~/db/schema";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-schemas";
import type { AuthAnswer, AuthEdge } from "~/features/accounts/auth-edge.server";
import { changeEmail, SAME_EMAIL } from "~/features/accounts/change-email.server";
import { revokeSession, SESSION_ENDED } from "~/features/accounts/manage-sessions.server";
import { RESET_LINK_INVALID, resetPassword } from "~/features/accounts/reset-password.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { signInWithEmail } from "~/features/accounts/sign-in-with-email.server";
import { signUpWithEmail } from "~/features/accounts/sign-up-with-email.server";
import { submitFeedback } from "~/features/feedback/submit-feedback.server";
import { tooManySubmissionsMessage } from "~/features/security/public-form-limit.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { uploadImage } from "~/features/uploads/upload-image.server";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/features/uploads/upload-rules";
import { ServiceError } from "~/lib/service-error";
import { setUpTestDatabase } from "./test-database";

/**
 * The services called directly, as a route calls them (decision 021): the
 * database handle, who is acting, plain values in; a result or a ServiceError
 * out. Better Auth's side is played by a stand-in edge, so its own failures
 * (which a real instance will not produce on demand) can be tried too.
 */

const db = setUpTestDatabase();

let nextAddress = 0;
const client = () => ({ ipAddress: `198.18.0.${++nextAddress}`, userAgent: "ContractTest/1.0" });

/** Better Auth said no: a refusal (a wrong password, a used token), or its own failure (a 5xx). */
type No = Extract<AuthAnswer, { ok: false }>;
const refusal: No = { ok: false, failed: false, code: undefined, cookies: [] };
const failure: No = { ok: false, failed: true, code: undefined, cookies: [] };

/** An edge where every Better Auth call answers `answer`; each call is recorded. */
function edge(answer: No) {
  const call = vi.fn(async () => answer);
  const auth = {
    client: client(),
    signIn: call,
    signUp: call,
    signOut: call,
    changePassword: call,
    changeEmail: call,
    deleteUser: call,
    startOAuth: call,
    resetPassword: call,
    requestPasswordReset: vi.fn(),
    sendVerificationEmail: vi.fn(),
  } satisfies AuthEdge;
  return { auth, call };
}

const member: CurrentUser = {
  id: "contract-test-user",
  name: "Contract Tester",
  email: "contract@example.com",
  emailVerified: true,
  image: null,
  role: "member",
  language: null,
};

async function refused(work: Promise<unknown>) {
  const thrown = await work.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(ServiceError);
  return thrown as ServiceError;
}

describe("signing in", () => {
  it("answers Better Auth's own failure with the spec's 'unexpected' message, not a wrong password", async () => {
    const { auth } = edge(failure);
    const error = await refused(
      signInWithEmail(db(), auth, { email: "fails@example.com", password: "Kathak#2026x" }),
    );
    expect(error).toMatchObject({ code: "unavailable", message: ACCOUNT_MESSAGES.unexpected });
  });

  it("answers a refused pair as unauthenticated and records the failure", async () => {
    const { auth } = edge(refusal);
    const email = "wrong-pair@example.com";
    const error = await refused(signInWithEmail(db(), auth, { email, password: "Wrong#2026x" }));
    expect(error).toMatchObject({ code: "unauthenticated", message: ACCOUNT_MESSAGES.invalidCredentials });
    const [row] = await db()
      .select({ n: count() })
      .from(securityEvents)
      .where(and(eq(securityEvents.type, "sign_in_failed"), eq(securityEvents.email, email)));
    expect(row!.n).toBe(1);
  });

  it("refuses over the limit before Better Auth is asked, saying when to come back", async () => {
    const { auth, call } = edge(refusal);
    const email = "limited@example.com";
    for (let i = 0; i < LIMITS.signInFailures.max; i++) {
      await hitLimit(db(), `sign-in:${email}:${auth.client.ipAddress}`, LIMITS.signInFailures);
    }
    const error = await refused(signInWithEmail(db(), auth, { email, password: "Kathak#2026x" }));
    expect(error.code).toBe("rate_limited");
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts(error.retryAfterSeconds!));
    expect(call).not.toHaveBeenCalled();
  });
});

describe("signing up and resetting", () => {
  const signUp = { fullName: "Contract Tester", password: "Kathak#2026x", category: "acting" };

  it("tells Better Auth's failure from its refusal, with the spec's sign-up message for both", async () => {
    const failed = await refused(
      signUpWithEmail(db(), edge(failure).auth, { ...signUp, email: "a@example.com" }),
    );
    expect(failed).toMatchObject({ code: "unavailable", message: ACCOUNT_MESSAGES.signupError });
    const bad = await refused(
      signUpWithEmail(db(), edge(refusal).auth, { ...signUp, email: "b@example.com" }),
    );
    expect(bad).toMatchObject({ code: "invalid", message: ACCOUNT_MESSAGES.signupError });
  });

  it("refuses a dead reset link as invalid", async () => {
    const { auth } = edge(refusal);
    const error = await refused(resetPassword(db(), auth, { token: "used", password: "Another#Pass9" }));
    expect(error).toMatchObject({ code: "invalid", message: RESET_LINK_INVALID });
  });
});

describe("account settings", () => {
  it("refuses the current address as a new one, without asking Better Auth or counting a change", async () => {
    const { auth, call } = edge(refusal);
    const error = await refused(changeEmail(db(), auth, member, member.email));
    expect(error).toMatchObject({ code: "invalid", message: SAME_EMAIL });
    expect(call).not.toHaveBeenCalled();
  });

  it("answers a session that is not the person's (or is over) as not found", async () => {
    const { auth } = edge(refusal);
    const error = await refused(revokeSession(db(), auth, member, "no-such-session"));
    expect(error).toMatchObject({ code: "not_found", message: SESSION_ENDED });
  });
});

describe("uploads and public forms", () => {
  it("refuses an upload over the byte limit as too large, and over the account's limit as rate limited", async () => {
    const uploader = { id: "contract-uploader", client: client() };
    const big = await refused(
      uploadImage(db(), uploader, { purpose: "avatar", file: new Uint8Array(MAX_UPLOAD_BYTES + 1) }),
    );
    expect(big).toMatchObject({ code: "too_large", message: UPLOAD_MESSAGES.tooManyBytes });

    for (let i = 0; i < LIMITS.imageUploadsPerAccount.max; i++) {
      await hitLimit(db(), `image-upload:${uploader.id}`, LIMITS.imageUploadsPerAccount);
    }
    const limited = await refused(
      uploadImage(db(), uploader, { purpose: "avatar", file: new Uint8Array(10) }),
    );
    expect(limited.code).toBe("rate_limited");
    expect(limited.message).toBe(UPLOAD_MESSAGES.limited(limited.retryAfterSeconds!));
  });

  it("counts a public form per sending address and refuses the sixth", async () => {
    const sender = client();
    const feedback = { feedbackType: "issue", feedback: "Contract" } as const;
    for (let i = 0; i < LIMITS.publicFormPerAddress.max; i++) await submitFeedback(db(), sender, feedback);
    const error = await refused(submitFeedback(db(), sender, feedback));
    expect(error).toMatchObject({
      code: "rate_limited",
      message: tooManySubmissionsMessage(error.retryAfterSeconds!),
    });
    await expect(submitFeedback(db(), client(), feedback)).resolves.toHaveProperty("id");
  });
});
