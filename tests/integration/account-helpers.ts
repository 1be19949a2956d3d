import { afterAll, beforeAll } from "vitest";
import { resetEmailTransport } from "~/features/email/deliver-email.server";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.mjs";
import { deliverQueuedEmails } from "./queued-jobs";

/**
 * A real SMTP server on loopback for this test file; the app sends to it.
 * The getter first hands every queued email to it, as the server's email
 * worker would a moment after the action that queued it.
 */
export function setUpMailSink(): () => Promise<SmtpSink> {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    resetEmailTransport();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEmailTransport();
    await sink.close();
  });
  return async () => {
    await deliverQueuedEmails();
    return sink;
  };
}

let counter = 0;
export function uniqueEmail(label = "person") {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const STRONG_PASSWORD = "Kathak#2026x";

/** A form POST as a browser on our site would send it, from a given address, with cookies. */
/** A form post as a browser sends it; a field given a list is sent once per value (checkboxes). */
export function post(
  path: string,
  fields: Record<string, string | string[]>,
  options: { cookie?: string; ip?: string } = {},
) {
  const headers = new Headers({
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: "http://localhost:3000",
    [CLIENT_ADDRESS_HEADER]: options.ip ?? "203.0.113.7",
    "User-Agent": "IntegrationTest/1.0",
  });
  if (options.cookie) headers.set("Cookie", options.cookie);
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return new Request(`http://localhost:3000${path}`, { method: "POST", headers, body });
}

export function get(path: string, options: { cookie?: string } = {}) {
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7" });
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request(path.startsWith("http") ? path : `http://localhost:3000${path}`, { headers });
}

/** The cookie header a browser would send back after these Set-Cookie headers (name=value pairs). */
export function cookieHeaderFrom(response: Response | { headers: Headers }): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
