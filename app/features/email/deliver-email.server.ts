import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "~/lib/config.server";

export type Email = { to: string; subject: string; text: string; html?: string };

let transporter: Transporter | undefined;

/**
 * Hands one email to the mail server: the email queue's worker calls this
 * (features/background/), never a request, so a mail server that is down
 * costs a retry, not the email. Throws when the mail server refuses it.
 *
 * Sends over SMTP when SMTP_URL is set. Without it (a laptop, a demo)
 * the message goes to an outbox folder under DATA_DIR, so sign-up and
 * password reset still work end to end, and is announced in the server log.
 */
export async function deliverEmail(email: Email) {
  const { smtpUrl, from, outboxDir } = config().mail;
  if (smtpUrl) {
    // A mail server that stops answering fails the try well inside the job's 2 minutes (db/job-queues.ts);
    // nodemailer's own defaults would hold it for up to 10.
    transporter ??= nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    await transporter.sendMail({ from, ...email });
    return;
  }
  await fs.mkdir(outboxDir, { recursive: true });
  const file = path.join(
    outboxDir,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${safe(email.to)}.txt`,
  );
  const body = `From: ${from}\nTo: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n`;
  await fs.writeFile(file, body);
  // biome-ignore lint/suspicious/noConsole: the outbox line is for the developer at the terminal (in development the whole message, its link one click away), not a JSON log entry
  console.info(outboxLogLine(email, file));
}

/**
 * The log line for a message saved to the outbox. The body's links (reset,
 * verification) are bearer tokens, and production logs are read by more
 * people and kept longer than a developer's terminal: only who, what and
 * where the file is; under `npm run dev` the whole text, so the link is one
 * click away.
 */
function outboxLogLine(email: Email, file: string) {
  const line = `[mail] to ${email.to}: ${email.subject} (no SMTP_URL; saved to ${file})`;
  // Only when we know it is a developer's machine: a bundle run without NODE_ENV must not leak links.
  return config().development ? `${line}\n${email.text}` : line;
}

function safe(address: string) {
  return address.replace(/[^a-z0-9@.-]/gi, "_").slice(0, 80);
}

/** For tests that swap SMTP servers between files. */
export function resetEmailTransport() {
  transporter?.close();
  transporter = undefined;
}
