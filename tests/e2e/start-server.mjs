// Starts the built server for the end-to-end tests on a database of its own:
// a fresh PGlite folder, or (with DATABASE_URL) a freshly created PostgreSQL
// database on that server, so every run starts from the seed.
//
// Beside it run, on loopback, a real SMTP server that writes every message
// it receives to a folder (tests/e2e/mail.ts reads them) and an OpenID
// Connect provider (oauth2-mock-server) that the server uses as "Google".
// Facebook and Instagram stay unconfigured, so their buttons say so.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";
import pg from "pg";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import { E2E_AUTH_SECRET, E2E_PORT, E2E_SMTP_URL, e2eDatabaseName, e2eDatabaseUrl } from "./environment.mjs";

const PORT = String(E2E_PORT);
const env = {
  ...process.env,
  PORT,
  NODE_ENV: "production",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // As behind a reverse proxy on this machine: each test sends its own
  // X-Forwarded-For (tests/e2e/fixtures.ts), so per-address limits are per test.
  TRUST_PROXY: "loopback",
  PUBLIC_URL: `http://localhost:${PORT}`,
  AUTH_SECRET: E2E_AUTH_SECRET,
};
// Whatever the shell running the tests has configured must not leak in.
for (const provider of ["GOOGLE", "FACEBOOK", "INSTAGRAM"]) {
  for (const suffix of [
    "CLIENT_ID",
    "CLIENT_SECRET",
    "DISCOVERY_URL",
    "AUTHORIZATION_URL",
    "TOKEN_URL",
    "USERINFO_URL",
  ]) {
    delete env[`${provider}_${suffix}`];
  }
}

// A fresh data folder either way: the embedded database (PGlite), and on both databases the
// uploaded images and the mail outbox, so a run never writes into the checkout's ./data.
const dataDir = path.join(os.tmpdir(), `rangmanch-e2e-${PORT}`);
fs.rmSync(dataDir, { recursive: true, force: true });
env.DATA_DIR = dataDir;

if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${e2eDatabaseName()} with (force)`);
  await admin.query(`create database ${e2eDatabaseName()}`);
  await admin.end();
  env.DATABASE_URL = e2eDatabaseUrl();
}

// The mail sink: every message lands as a JSON file in this folder.
const mailDir = path.join(os.tmpdir(), `rangmanch-e2e-mail-${PORT}`);
fs.rmSync(mailDir, { recursive: true, force: true });
const sink = await startSmtpSink({ port: Number(new URL(E2E_SMTP_URL).port), dir: mailDir });
env.SMTP_URL = sink.url;

// The loopback OpenID Connect provider, standing in for Google.
const TEST_USER = {
  sub: "oauth-tester-1",
  email: "oauth.tester@example.com",
  email_verified: true,
  name: "Oauth Tester",
};
const oidc = new OAuth2Server();
await oidc.issuer.keys.generate("RS256");
oidc.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, TEST_USER));
oidc.service.on("beforeUserinfo", (response) => {
  response.body = { ...TEST_USER };
});
const oidcPort = Number(PORT) + 1000;
oidc.issuer.url = `http://127.0.0.1:${oidcPort}`;
await oidc.start(oidcPort, "127.0.0.1");
env.GOOGLE_CLIENT_ID = "rangmanch-e2e";
env.GOOGLE_CLIENT_SECRET = "e2e-secret";
env.GOOGLE_DISCOVERY_URL = `${oidc.issuer.url}/.well-known/openid-configuration`;

const server = spawn(process.execPath, ["server.js"], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  await Promise.allSettled([sink.close(), oidc.stop()]);
  process.exit(code ?? 0);
});
