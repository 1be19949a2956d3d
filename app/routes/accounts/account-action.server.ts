import { data, redirect } from "react-router";
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
import { revokeSession } from "~/features/accounts/manage-sessions.server";
import { resendVerification } from "~/features/accounts/resend-verification.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { parseForm } from "~/lib/bounded-reply";
import { setCookies } from "~/lib/http.server";
import { replyToError } from "~/lib/service-error-reply.server";

type Intent =
  | "change-password"
  | "change-email"
  | "revoke-session"
  | "delete-account"
  | "resend-verification";

type Reply = { message?: string; fieldErrors?: Record<string, string[] | null> };

function reply(intent: Intent, status: number, body: Reply) {
  return data({ intent, ok: status < 400, ...body }, { status });
}

/** A service's refusal, shown beside `field` when given, else above the intent's form. */
function refusal(intent: Intent, thrown: unknown, field?: string) {
  return replyToError(thrown, (error): Reply & { intent: Intent; ok: boolean } =>
    field
      ? { intent, ok: false, fieldErrors: { [field]: [error.message] } }
      : { intent, ok: false, message: error.message },
  );
}

/**
 * The account settings page's action, split out of app/routes/account.tsx:
 * route code (it reads the form and answers HTTP), one branch per intent, each
 * parsing its own schema and calling one service.
 */
export async function handleAccountAction(user: CurrentUser, formData: FormData, request: Request) {
  const db = getDb();
  const auth = authEdgeFor(request);
  const intent = formData.get("intent");
  switch (intent) {
    case "change-password": {
      const submission = parseForm(formData, changePasswordSchema);
      if (submission.status !== "success")
        return reply(intent, 400, { fieldErrors: submission.reply().error ?? {} });
      try {
        const { cookies } = await changePassword(db, auth, user, submission.value);
        const toast = await setFlashToast({
          type: "success",
          title: "Password changed",
          description: "Your other sessions were signed out.",
        });
        return redirect("/account", { headers: setCookies([...cookies, toast]) });
      } catch (thrown) {
        return refusal(intent, thrown, "currentPassword");
      }
    }
    case "change-email": {
      const submission = parseForm(formData, changeEmailSchema);
      if (submission.status !== "success")
        return reply(intent, 400, { fieldErrors: submission.reply().error ?? {} });
      try {
        await changeEmail(db, auth, user, submission.value.newEmail);
      } catch (thrown) {
        return refusal(intent, thrown, "newEmail");
      }
      return reply(intent, 200, {
        message: user.emailVerified
          ? "Check your current inbox to approve the change; then confirm the new address from its inbox."
          : "Check the new address's inbox for a link to confirm it.",
      });
    }
    case "revoke-session": {
      const submission = parseForm(formData, revokeSessionSchema);
      if (submission.status !== "success")
        return reply(intent, 400, { message: "Choose a session to sign out." });
      try {
        await revokeSession(db, auth, user, submission.value.sessionId);
      } catch (thrown) {
        return refusal(intent, thrown);
      }
      return reply(intent, 200, { message: "That device has been signed out." });
    }
    case "resend-verification": {
      try {
        await resendVerification(db, auth, user);
      } catch (thrown) {
        return refusal(intent, thrown);
      }
      return reply(intent, 200, { message: `We sent a new verification link to ${user.email}.` });
    }
    case "delete-account": {
      const submission = parseForm(formData, deleteAccountSchema);
      if (submission.status !== "success")
        return reply(intent, 400, { fieldErrors: submission.reply().error ?? {} });
      try {
        const { cookies } = await deleteAccount(db, auth, user, submission.value.password);
        const toast = await setFlashToast({ type: "info", title: "Your account has been deleted." });
        return redirect("/", { headers: setCookies([...cookies, toast]) });
      } catch (thrown) {
        return refusal(intent, thrown, "password");
      }
    }
    default:
      return data({ intent: null, ok: false, message: "Unknown action." }, { status: 400 });
  }
}
