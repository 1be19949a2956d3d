import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { redactUrl } from "~/lib/redact-url";
import { requestLog } from "./request-log";

const servers: import("node:http").Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A real Express app with the request log, writing its lines into `lines`. */
async function start() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level: "info" }, sink) as never));
  // As express.static answers: before the page handler, so with no route facts.
  app.get("/assets/app.js", (_req, res) => void res.type("js").send("0"));
  app.all("/{*splat}", (_req, res) => {
    res.locals.log = { userId: "user-123", route: "u/:username" };
    res.setHeader("Set-Cookie", "better-auth.session_token=SECRET-SESSION-TOKEN; HttpOnly");
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

describe("request log", () => {
  it("writes one concise line without cookies, authorization or tokens", async () => {
    const { url, lines } = await start();
    await fetch(`${url}/api/auth/reset-password/RESET-TOKEN-123?callbackURL=%2Freset-password`, {
      headers: { Cookie: "better-auth.session_token=REQUEST-COOKIE", Authorization: "Bearer AUTH-HEADER" },
    });
    await fetch(`${url}/api/auth/verify-email?token=VERIFY-TOKEN-456&callbackURL=%2F`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = lines.join("");
    for (const secret of [
      "SECRET-SESSION-TOKEN",
      "REQUEST-COOKIE",
      "AUTH-HEADER",
      "RESET-TOKEN-123",
      "VERIFY-TOKEN-456",
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(lines).toHaveLength(2);
    const line = JSON.parse(lines[0]!);
    expect(line.req).toEqual({
      id: expect.any(String),
      method: "GET",
      url: "/api/auth/reset-password/[redacted]?callbackURL=[redacted]",
    });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(line).toMatchObject({
      userId: "user-123",
      route: "u/:username",
      responseTime: expect.any(Number),
    });
    expect(JSON.parse(lines[1]!).req.url).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]",
    );
  });
});

describe("request log levels", () => {
  it("logs pages and data at info, a static file only at debug, a missing file at info", async () => {
    const { url, lines } = await start();
    await fetch(`${url}/assets/app.js`);
    await fetch(`${url}/discover`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.map((line) => JSON.parse(line).req.url)).toEqual(["/discover"]);
  });
});

describe("redactUrl", () => {
  it.each([
    ["/reset-password?token=abc", "/reset-password?token=[redacted]"],
    [
      "/api/auth/oauth2/callback/google?code=c&state=s",
      "/api/auth/oauth2/callback/google?code=[redacted]&state=[redacted]",
    ],
    ["/u/asha?tab=reviews", "/u/asha?tab=reviews"],
    ["https://x.example/api/auth/reset-password/TOK", "https://x.example/api/auth/reset-password/[redacted]"],
    ["/jobs", "/jobs"],
  ])("%s", (raw, redacted) => {
    expect(redactUrl(raw)).toBe(redacted);
  });
});
