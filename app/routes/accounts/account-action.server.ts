import { redirect } from "react-router";
import { getDb } from "~/db/client.server";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  revokeSessionSchema,
} from "~/features/accounts/account-schemas";
import { authEdgeFor } from "~/features/accounts/auth-edge.server";
import { changeEmail } from "~/features/accounts/change-email.server";
import { changePassword } from "~/features/accounts/change-password.server";
import { deleteAccount } from "~/features/accounts/delete-account.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { guards } from "~/features/accounts/guards.server";
import { revokeSession } from "~/features/accounts/manage-sessions.server";
import { resendVerification } from "~/features/accounts/resend-verification.server";
import type { RequestArgs } from "~/features/accounts/viewer.server";
import { intent, NO_FIELDS } from "~/lib/form-intents.server";
import { setCookies } from "~/lib/http.server";
import { ServiceError } from "~/lib/service-error";

/** The account page's action arguments. */
type AccountArgs = RequestArgs;

/** A service's refusal shown beside the form's `field` it is about (a wrong current password), not above the form. */
async function besideField<T>(field: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (thrown) {
    if (!(thrown instanceof ServiceError) || thrown.fieldErrors) throw thrown;
    throw new ServiceError(thrown.code, thrown.message, {
      fieldErrors: { [field]: [thrown.message] },
      retryAfterSeconds: thrown.retryAfterSeconds,
      cause: thrown,
    });
  }
}

/**
 * The account settings page's own intents (app/routes/account.tsx adds the
 * notification choices, which sit above accounts): each a member's, its
 * schema, and the one service it calls. Changing the password and deleting
 * the account answer with a redirect and a toast.
 */
export const ACCOUNT_INTENTS = {
  "change-password": intent({
    guard: guards.member,
    schema: changePasswordSchema,
    run: async (input, user, { request }: AccountArgs) => {
      const { cookies } = await besideField(
        "currentPassword",
        changePassword(getDb(), authEdgeFor(request), user, input),
      );
      const toast = await setFlashToast({
        type: "success",
        title: "Password changed",
        description: "Your other sessions were signed out.",
      });
      throw redirect("/account", { headers: setCookies([...cookies, toast]) });
    },
  }),
  "change-email": intent({
    guard: guards.member,
    schema: changeEmailSchema,
    run: async ({ newEmail }, user, { request }: AccountArgs) => {
      await besideField("newEmail", changeEmail(getDb(), authEdgeFor(request), user, newEmail));
      return {
        message: user.emailVerified
          ? "Check your current inbox to approve the change; then confirm the new address from its inbox."
          : "Check the new address's inbox for a link to confirm it.",
      };
    },
  }),
  "revoke-session": intent({
    guard: guards.member,
    schema: revokeSessionSchema,
    run: async ({ sessionId }, user, { request }: AccountArgs) => {
      await revokeSession(getDb(), authEdgeFor(request), user, sessionId);
      return { message: "That device has been signed out." };
    },
  }),
  "resend-verification": intent({
    guard: guards.member,
    schema: NO_FIELDS,
    run: async (_input, user, { request }: AccountArgs) => {
      await resendVerification(getDb(), authEdgeFor(request), user);
      return { message: `We sent a new verification link to ${user.email}.` };
    },
  }),
  "delete-account": intent({
    guard: guards.member,
    schema: deleteAccountSchema,
    run: async ({ password }, user, { request }: AccountArgs) => {
      const { cookies } = await besideField(
        "password",
        deleteAccount(getDb(), authEdgeFor(request), user, password),
      );
      const toast = await setFlashToast({ type: "info", title: "Your account has been deleted." });
      throw redirect("/", { headers: setCookies([...cookies, toast]) });
    },
  }),
};
