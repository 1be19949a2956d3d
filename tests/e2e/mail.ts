import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";

/**
 * The messages the end-to-end server sent, as the loopback SMTP sink started
 * by start-server.mjs wrote them (one JSON file each) for this port.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIL_DIR = path.join(os.tmpdir(), `rangmanch-e2e-mail-${PORT}`);

export type ReceivedEmail = { subject: string; text: string; link: string };
type StoredMessage = { to: string[]; subject: string; text: string; receivedAt: number };

function readMessages(): StoredMessage[] {
  let files: string[];
  try {
    files = fs.readdirSync(MAIL_DIR).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  const messages: StoredMessage[] = [];
  for (const file of files) {
    try {
      messages.push(JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), "utf8")) as StoredMessage);
    } catch {
      // A file still being written; the next poll reads it.
    }
  }
  return messages.sort((a, b) => a.receivedAt - b.receivedAt);
}

/** Every message to `to` (optionally with a matching subject), oldest first. */
export function emailsTo(to: string, subject?: RegExp): StoredMessage[] {
  const address = to.toLowerCase();
  return readMessages().filter((m) => m.to.includes(address) && (!subject || subject.test(m.subject)));
}

/**
 * Waits (up to 10 s) for a message to `to` whose subject matches, and returns
 * the newest one with the first http(s) link in its text. With `after`, only
 * messages received after that many matching ones count (for a second email).
 */
export async function waitForEmail(
  to: string,
  subject: RegExp,
  { after = 0 }: { after?: number } = {},
): Promise<ReceivedEmail> {
  let found: StoredMessage | undefined;
  await expect
    .poll(
      () => {
        const matching = emailsTo(to, subject);
        found = matching.length > after ? matching.at(-1) : undefined;
        return Boolean(found);
      },
      {
        message: `an email to ${to} with a subject matching ${subject}`,
        timeout: 10_000,
        intervals: [100, 250, 500],
      },
    )
    .toBe(true);
  const message = found!;
  const link = message.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `a link in the email "${message.subject}"`).toBeTruthy();
  return { subject: message.subject, text: message.text, link: link! };
}
