import { config } from "~/lib/config.server";
import type { Email } from "./deliver-email.server";
import { escapeHtml } from "./public-form-emails";

/** The account emails, as plain text with a simple HTML twin. Links are the only variable parts. */

export function verificationEmail(to: string, name: string, url: string): Email {
  return plainTextEmail(
    to,
    "Verify your email for Rangmanch",
    `Hi ${name},\n\nWelcome to Rangmanch! Confirm your email address to post, apply and message:\n\n${url}\n\nIf you did not create an account, you can ignore this email.`,
  );
}

/**
 * To the address someone asked to move their account to. That someone may not
 * own it, so it says plainly whose account this is and that ignoring it
 * changes nothing; it is never the sign-up welcome.
 */
export function newAddressEmail(to: string, accountName: string, url: string): Email {
  const name = accountName.replace(/\s+/g, " ").trim().slice(0, 100);
  return plainTextEmail(
    to,
    // The account's name is chosen by whoever asked, so it stays out of the subject line.
    "Confirm this new address for a Rangmanch account",
    `Someone asked to use this email address for the Rangmanch account of ${name}.\n\nIf that was you, confirm the new address here (the link expires in 24 hours; it does not sign you in):\n\n${url}\n\nIf you did not ask for this, ignore this email: nothing changes, and this address is not added to any account.`,
  );
}

export function passwordResetEmail(to: string, url: string): Email {
  return plainTextEmail(
    to,
    "Reset your Rangmanch password",
    `Someone asked to reset the password for this Rangmanch account.\n\nSet a new password here (the link works once and expires in 30 minutes):\n\n${url}\n\nIf this was not you, ignore this email: your password stays as it is.`,
  );
}

export function changeEmailEmail(to: string, newEmail: string, url: string): Email {
  return plainTextEmail(
    to,
    "Confirm your new email for Rangmanch",
    `You asked to change your Rangmanch email to ${newEmail}.\n\nConfirm the change here:\n\n${url}\n\nIf this was not you, ignore this email and consider changing your password.`,
  );
}

export function existingAccountEmail(to: string, loginUrl: string): Email {
  return plainTextEmail(
    to,
    "You already have a Rangmanch account",
    `Someone (hopefully you) tried to create a Rangmanch account with this email, which already has one.\n\nSign in here: ${loginUrl}\n\nForgot your password? Use "Forgot password" on that page.`,
  );
}

/** A web address in text: up to the first space, quote or angle bracket. */
const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+/g;

/**
 * An email from plain text: paragraphs split on blank lines, with an HTML
 * twin in which every value is escaped (text and attributes alike) and only
 * our own links are made clickable (docs/architecture.md; a member's words in
 * a notice once could break out of a link's href, and a member's address is
 * never a link we vouch for). The subject is plain text: callers keep
 * members' words out of it.
 */
export function plainTextEmail(to: string, subject: string, text: string): Email {
  const origin = config().appOrigin;
  const ours = (url: string) => url === origin || url.startsWith(`${origin}/`);
  const html = text
    .split("\n\n")
    .map((paragraph) => {
      let rendered = "";
      let last = 0;
      for (const match of paragraph.matchAll(URL_IN_TEXT)) {
        const url = match[0];
        rendered += escapeHtml(paragraph.slice(last, match.index));
        rendered += ours(url) ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : escapeHtml(url);
        last = match.index + url.length;
      }
      return `<p>${rendered}${escapeHtml(paragraph.slice(last))}</p>`;
    })
    .join("\n");
  return { to, subject, text, html };
}
