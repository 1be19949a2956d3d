// A verified, signed-in member made the way a person makes one: the sign-up
// form, the verification link from the email, the sign-in form. Without
// SMTP_URL the server writes its mail to $DATA_DIR/outbox (see
// app/features/email/deliver-email.server.ts); the link is read from there.
// The session cookie is the one the sign-in answered with, never made up.
import fs from "node:fs";
import path from "node:path";
import { request } from "./http.mjs";

const PASSWORD = "Stage#Light42";

/**
 * Signs up `name` on the server at `baseUrl` (whose DATA_DIR is `dataDir`),
 * verifies the address and signs in. Returns the Cookie header to send, the
 * member's username and the id of the profile sign-up made for them.
 */
export async function signInVerifiedMember({ baseUrl, dataDir, name = "Bench Member" }) {
  const email = `bench-${Date.now()}@example.com`;
  const jar = new Map();

  const signUp = await post(baseUrl, "/signup", jar, {
    fullName: name,
    email,
    password: PASSWORD,
    category: "acting",
    agreeToTerms: "on",
  });
  expectRedirect(signUp, "/signup?sent=1", "signing up");

  const link = await verificationLink(path.join(dataDir, "outbox"), email);
  if (new URL(link).origin !== baseUrl)
    throw new Error(`The verification link ${link} is not on ${baseUrl}.`);
  const opened = await get(link, jar);
  expectRedirect(opened, "/login?verified=1", "opening the verification link");

  const signIn = await post(baseUrl, "/login", jar, { email, password: PASSWORD, rememberMe: "on" });
  expectRedirect(signIn, null, "signing in");
  if (![...jar.keys()].some((cookie) => cookie.includes("session_token"))) {
    throw new Error(`Signing in set no session cookie (cookies: ${[...jar.keys()].join(", ") || "none"}).`);
  }

  // The account page is members-only: a 200 proves the cookie works, the badge that the address is verified.
  const account = await get(`${baseUrl}/account`, jar);
  const accountHtml = account.body.toString("utf8");
  if (account.status !== 200) {
    throw new Error(
      `/account answered ${account.status} with the session cookie (location: ${account.headers.location}).`,
    );
  }
  if (!accountHtml.includes(email) || !/>Verified</.test(accountHtml) || />Not verified</.test(accountHtml)) {
    throw new Error("/account does not show this member as signed in and verified.");
  }

  const profile = await ownProfile(baseUrl, jar, name);
  return { cookie: cookieHeader(jar), email, name, ...profile };
}

/**
 * The profile sign-up made: its username is the name, lowercased and
 * hyphenated, on a fresh database; its owner's page links to its editor.
 */
async function ownProfile(baseUrl, jar, name) {
  const username = name.toLowerCase().replace(/\s+/g, "-");
  const response = await get(`${baseUrl}/u/${username}`, jar);
  const html = response.body.toString("utf8");
  const id = html.match(/href="\/edit-profile\/(\d+)"/)?.[1];
  if (response.status !== 200 || !id) {
    throw new Error(`/u/${username} (answered ${response.status}) shows its owner no Edit Profile link.`);
  }
  return { username, profileId: Number(id) };
}

/** Polls the outbox (up to 20 s) for the verification email to `email` and returns its link. */
async function verificationLink(outbox, email) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith(".txt")) : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(outbox, file), "utf8");
      if (!text.includes(`To: ${email}`) || !/^Subject: .*Verify your email/im.test(text)) continue;
      const link = text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No verification email to ${email} reached ${outbox} within 20 s.`);
}

/** A same-site form post, as the browser sends it (Origin names our own site). */
function post(baseUrl, pathname, jar, fields) {
  return request(`${baseUrl}${pathname}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: baseUrl,
      ...(jar.size > 0 ? { Cookie: cookieHeader(jar) } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  }).then((response) => remember(response, jar));
}

function get(url, jar) {
  return request(url, { headers: jar.size > 0 ? { Cookie: cookieHeader(jar) } : {} }).then((response) =>
    remember(response, jar),
  );
}

/** Keeps the cookies a response sets, and forgets those it expires, as a browser would. */
function remember(response, jar) {
  for (const line of response.headers["set-cookie"] ?? []) {
    const [pair, ...attributes] = line.split(";");
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key, setting = ""] = attribute.split("=").map((part) => part.trim());
      if (/^max-age$/i.test(key)) return Number(setting) <= 0;
      if (/^expires$/i.test(key)) return Date.parse(setting) <= Date.now();
      return false;
    });
    if (expired || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return response;
}

function cookieHeader(jar) {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

function expectRedirect(response, location, step) {
  const actual = response.headers.location;
  if (response.status !== 302 || (location !== null && actual !== location)) {
    throw new Error(
      `${step}: expected a 302 to ${location ?? "a page"}, got ${response.status} to ${actual}.`,
    );
  }
}
