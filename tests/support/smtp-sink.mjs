// A real SMTP server on loopback that keeps every message it receives, for
// tests that read the email a flow sends and follow its link. Plain
// JavaScript so both Vitest and the end-to-end server launcher can use it.
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * Starts the sink on 127.0.0.1 (port 0 picks a free one). Messages are kept
 * in memory and, when `dir` is given, also written there as JSON files
 * ({ to, subject, text }) so another process can read them.
 */
export async function startSmtpSink({ port = 0, dir } = {}) {
  const messages = [];
  // How many of the next messages to refuse, as a mail server that is having trouble does.
  let refusing = 0;
  let refused = 0;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusing > 0) {
          refusing -= 1;
          refused += 1;
          const error = new Error("Mailbox busy, try again later");
          error.responseCode = 451;
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: header(raw, "subject"),
          text: bodyText(raw),
          receivedAt: Date.now(),
        };
        messages.push(message);
        if (dir) {
          fs.writeFileSync(
            path.join(dir, `${message.receivedAt}-${Math.random().toString(36).slice(2, 8)}.json`),
            JSON.stringify(message),
          );
        }
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    /** The newest message to `to`, optionally with a subject matching `subject`. */
    latestTo(to, subject) {
      return [...messages]
        .reverse()
        .find((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
    },
    /** Refuses the next `count` messages with a temporary failure (451); they are not kept. */
    refuseNext(count) {
      refusing = count;
    },
    /** How many messages it has refused so far. */
    get refused() {
      return refused;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The first http(s) link in a message's text. */
export function firstLink(text) {
  return text.match(/https?:\/\/\S+/)?.[0];
}

function header(raw, name) {
  const match = raw.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im"));
  return match ? match[1].replace(/\r?\n[ \t]/g, " ").trim() : "";
}

/** The plain-text part, with quoted-printable soft breaks and escapes undone. */
function bodyText(raw) {
  const plain =
    raw.split(/Content-Type: text\/plain[^\n]*\n/i)[1] ??
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("\n\n");
  const part = plain.split(/\r?\n--/)[0];
  const headerEnd = part.search(/\r?\n\r?\n/);
  const body =
    /Content-Transfer-Encoding: quoted-printable/i.test(raw) && headerEnd >= 0 ? part.slice(headerEnd) : part;
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
    .trim();
}
