import { data, redirect } from "react-router";
import { setFlashToast } from "~/features/toast/flash-toast.server";
import { parseForm } from "~/lib/bounded-reply";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  revokeSessionSchema,
} from "./account-schemas";
import { changeEmail } from "./change-email.server";
import { changePassword } from "./change-password.server";
import { deleteAccount } from "./delete-account.server";
import { revokeSession } from "./manage-sessions.server";
import { resendVerification } from "./resend-verification.server";
import type { CurrentUser } from "./session.server";

type Intent =
  | "change-password"
  | "change-email"
  | "revoke-session"
  | "delete-account"
  | "resend-verification";

function reply(
  intent: Intent,
  status: number,
  body: { message?: string; fieldErrors?: Record<string, string[] | null> },
) {
  return data({ intent, ok: status < 400, ...body }, { status });
}

/** The account settings page's actions, one per intent; each checks its own schema. */
export async function handleAccountAction(user: CurrentUser, formData: FormData, request: Request) {
  const intent = formData.get("intent");
  switch (intent) {
    case "change-password": {
      const submission = parseForm(formData, changePasswordSchema);
      if (submission.status !== "success")
        return reply(intent, 400, { fieldErrors: submission.reply().error ?? {} });
      const result = await changePassword(
        user,
        submission.value.currentPassword,
        submission.value.newPassword,
        request,
      );
      if (!result.ok)
        return reply(intent, result.status, { fieldErrors: { currentPassword: [result.message] } });
      result.headers.append(
        "Set-Cookie",
        await setFlashToast({
          type: "success",
          title: "Password changed",
          description: "Your other sessions were signed out.",
        }),
      );
      return redirect("/account", { headers: result.headers });
    }
    case "change-email": {
      const submission = parseForm(formData, changeEmailSchema);
      if (submission.status !== "success")
        return reply(intent, 400, { fieldErrors: submission.reply().error ?? {} });
      const result = await changeEmail(user, submission.value.newEmail, request);
      if (!result.ok) return reply(intent, result.status, { fieldErrors: { newEmail: [result.message] } });
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
      const revoked = await revokeSession(user.id, submission.value.sessionId, request);
      if (!revoked) return reply(intent, 404, { message: "That session has already ended." });
      return reply(intent, 200, { message: "That device has been signed out." });
    }
    case "resend-verification": {
      const result = await resendVerification(user);
      if (!result.ok) return reply(intent, result.status, { message: result.message });
      return reply(intent, 200, { message: `We sent a new verification link to ${user.email}.` });
    }
    case "delete-account": {
      const submission = parseForm(formData, deleteAccountSchema);
      if (submission.status !== "success")
        return reply(intent, 400, { fieldErrors: submission.reply().error ?? {} });
      const result = await deleteAccount(user, submission.value.password, request);
      if (!result.ok) return reply(intent, result.status, { fieldErrors: { password: [result.message] } });
      result.headers.append(
        "Set-Cookie",
        await setFlashToast({ type: "info", title: "Your account has been deleted." }),
      );
      return redirect("/", { headers: result.headers });
    }
    default:
      return data({ intent: null, ok: false, message: "Unknown action." }, { status: 400 });
  }
}
