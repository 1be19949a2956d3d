import type { Email } from "./deliver-email.server";

/**
 * Emails answering the public forms (contact, newsletter), which anyone can
 * send to any address. So what a stranger typed is kept to a minimum and
 * never made a link: only the sender's name and subject appear, cut short,
 * escaped in the HTML twin, and the only link is the one we made.
 */

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 48;

/** HTML-escapes a value (text content and attribute values alike). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A stranger's words on one line and short: no line breaks to fake paragraphs, no essay. */
function oneLine(value: string, max: number): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

type Paragraph = string | { link: string };

function render(to: string, subject: string, paragraphs: Paragraph[]): Email {
  const text = paragraphs.map((part) => (typeof part === "string" ? part : part.link)).join("\n\n");
  const html = paragraphs
    .map((part) =>
      typeof part === "string"
        ? `<p>${escapeHtml(part)}</p>`
        : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a></p>`,
    )
    .join("\n");
  return { to, subject, text, html };
}

export function contactReceivedEmail(to: string, sender: { name: string; subject: string }): Email {
  return render(to, "We received your message to Rangmanch", [
    `Hi ${oneLine(sender.name, 60)},`,
    `Thank you for writing to Rangmanch. We received your message "${oneLine(sender.subject, 100)}" and will reply to this address during our support hours (Monday to Friday, 9 AM to 6 PM IST).`,
    "If you did not write to us, you can ignore this email: someone typed your address on our contact form, and we will not write again unless you contact us.",
  ]);
}

export function newsletterConfirmEmail(to: string, confirmUrl: string): Email {
  return render(to, "Confirm your Rangmanch newsletter subscription", [
    "Someone (hopefully you) asked to receive the Rangmanch newsletter at this address.",
    `To confirm, open this link (it works once and expires in ${NEWSLETTER_CONFIRM_HOURS} hours):`,
    { link: confirmUrl },
    "If you did not ask for it, ignore this email: you will not be subscribed, and we will not write again.",
  ]);
}
