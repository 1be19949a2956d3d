import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, config, readConfig } from "./config.server";

/** The problems readConfig reports for `env`, as "VARIABLE message" lines. */
function problems(env: Record<string, string>) {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => `${p.variable} ${p.message}`);
    throw error;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`);
}

describe("readConfig", () => {
  it("runs on a laptop with nothing set", () => {
    const settings = readConfig({});
    expect(settings).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      production: false,
      development: false,
      databaseUrl: undefined,
      dataDir: path.resolve("data"),
      migrationsDir: path.resolve("drizzle"),
      trustProxy: false,
      logLevel: "info",
      publicUrl: undefined,
      appOrigin: "http://localhost:3000",
      secureCookies: false,
      authSecret: undefined,
      mail: {
        smtpUrl: undefined,
        from: "Rangmanch <no-reply@rangmanch.in>",
        outboxDir: path.resolve("data", "outbox"),
      },
      uploads: { driver: "local", uploadsDir: path.resolve("data", "uploads"), s3: undefined },
      oauth: { google: undefined, facebook: undefined, instagram: undefined },
    });
  });

  it("treats an empty variable as unset", () => {
    const settings = readConfig({
      PORT: "",
      DATABASE_URL: "",
      NODE_ENV: "",
      PUBLIC_URL: "",
      AUTH_SECRET: "",
    });
    expect(settings.port).toBe(3000);
    expect(settings.databaseUrl).toBeUndefined();
    expect(settings.nodeEnv).toBeUndefined();
    expect(settings.publicUrl).toBeUndefined();
    expect(settings.authSecret).toBeUndefined();
  });

  it("reads a production server's settings", () => {
    const settings = readConfig({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://rangmanch:pw@db.internal:5432/rangmanch",
      DATA_DIR: "/srv/rangmanch",
      PUBLIC_URL: "https://rangmanch.in/",
      AUTH_SECRET: "x".repeat(32),
      SMTP_URL: "smtps://mailer:pw@mail.example.com:465",
      MAIL_FROM: "no-reply@rangmanch.in",
      LOG_LEVEL: "warn",
    });
    expect(settings).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      production: true,
      databaseUrl: "postgres://rangmanch:pw@db.internal:5432/rangmanch",
      dataDir: "/srv/rangmanch",
      publicUrl: "https://rangmanch.in",
      appOrigin: "https://rangmanch.in",
      secureCookies: true,
      mail: { smtpUrl: "smtps://mailer:pw@mail.example.com:465", outboxDir: "/srv/rangmanch/outbox" },
      uploads: { uploadsDir: "/srv/rangmanch/uploads" },
      logLevel: "warn",
    });
  });

  it("reads S3-compatible storage for uploads, with the SDK's own credentials when none are given", () => {
    const settings = readConfig({
      UPLOADS_STORAGE: "s3",
      S3_BUCKET: "rangmanch-uploads",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "key-id",
      S3_SECRET_ACCESS_KEY: "secret-key",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "/site/uploads/",
    });
    expect(settings.uploads).toMatchObject({
      driver: "s3",
      s3: {
        bucket: "rangmanch-uploads",
        endpoint: "https://account.r2.cloudflarestorage.com",
        region: "auto",
        forcePathStyle: true,
        prefix: "site/uploads",
        credentials: { accessKeyId: "key-id", secretAccessKey: "secret-key" },
      },
    });
    expect(Object.isFrozen(settings.uploads.s3)).toBe(true);
    expect(readConfig({ UPLOADS_STORAGE: "s3", S3_BUCKET: "photos" }).uploads.s3).toEqual({
      bucket: "photos",
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
      prefix: "",
      credentials: undefined,
    });
    // S3 settings without UPLOADS_STORAGE=s3 are not used: uploads stay on the disk.
    expect(readConfig({ S3_BUCKET: "photos" }).uploads).toMatchObject({ driver: "local", s3: undefined });
  });

  it("keeps cookies plain over http, even in production", () => {
    expect(readConfig({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3100" }).secureCookies).toBe(
      false,
    );
    expect(readConfig({ PUBLIC_URL: "https://rangmanch.in" }).secureCookies).toBe(false);
  });

  it.each([
    ["true", true],
    ["false", false],
    ["2", 2],
    ["loopback", "loopback"],
    ["10.0.0.0/8", "10.0.0.0/8"],
  ])("reads TRUST_PROXY=%s as Express expects", (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it("turns a social provider on with both its client id and secret, with its endpoint overrides", () => {
    const settings = readConfig({
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      GOOGLE_DISCOVERY_URL: "http://127.0.0.1:4100/.well-known/openid-configuration",
    });
    expect(settings.oauth.google).toEqual({
      clientId: "id",
      clientSecret: "secret",
      discoveryUrl: "http://127.0.0.1:4100/.well-known/openid-configuration",
      authorizationUrl: undefined,
      tokenUrl: undefined,
      userInfoUrl: undefined,
    });
    expect(settings.oauth.facebook).toBeUndefined();
  });

  it("is frozen", () => {
    const settings = readConfig({});
    expect(Object.isFrozen(settings)).toBe(true);
    expect(Object.isFrozen(settings.mail)).toBe(true);
    expect(Object.isFrozen(settings.uploads)).toBe(true);
    expect(Object.isFrozen(settings.oauth)).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, 'PORT must be a port number from 1 to 65535, not "abc".'],
    [{ PORT: "70000" }, 'PORT must be a port number from 1 to 65535, not "70000".'],
    [{ PORT: "0" }, 'PORT must be a port number from 1 to 65535, not "0".'],
    [{ PORT: "3000.5" }, 'PORT must be a port number from 1 to 65535, not "3000.5".'],
    [{ NODE_ENV: "prod" }, 'NODE_ENV must be one of "development", "production", "test", not "prod".'],
    [
      { LOG_LEVEL: "verbose" },
      'LOG_LEVEL must be one of "fatal", "error", "warn", "info", "debug", "trace", "silent", not "verbose".',
    ],
    [
      { DATABASE_URL: "db.internal:5432" },
      "DATABASE_URL must start with postgres:// or postgresql:// (such as postgres://user:password@host:5432/dbname).",
    ],
    [
      { DATABASE_URL: "not a url" },
      "DATABASE_URL must be a URL such as postgres://user:password@host:5432/dbname.",
    ],
    [
      { DATABASE_URL: "mysql://root:hunter2@db/rangmanch" },
      "DATABASE_URL must start with postgres:// or postgresql:// (such as postgres://user:password@host:5432/dbname).",
    ],
    [
      { SMTP_URL: "mail.example.com:587" },
      "SMTP_URL must start with smtp:// or smtps:// (such as smtps://user:password@mail.example.com:465).",
    ],
    [
      { PUBLIC_URL: "rangmanch.in" },
      'PUBLIC_URL must be the site\'s address such as https://rangmanch.in, not "rangmanch.in".',
    ],
    [
      { PUBLIC_URL: "ftp://rangmanch.in" },
      'PUBLIC_URL must start with https:// or http://, not "ftp://rangmanch.in".',
    ],
    [
      { PUBLIC_URL: "https://rangmanch.in/app" },
      'PUBLIC_URL must be an origin only (scheme, host and port, such as https://rangmanch.in), not "https://rangmanch.in/app": the site is served from the root.',
    ],
    [
      { MAIL_FROM: "Rangmanch" },
      'MAIL_FROM must be an address, or a name and an address such as "Rangmanch <no-reply@rangmanch.in>", not "Rangmanch".',
    ],
    [{ UPLOADS_STORAGE: "ftp" }, 'UPLOADS_STORAGE must be "local" or "s3", not "ftp".'],
    [
      { UPLOADS_STORAGE: "s3" },
      'S3_BUCKET is missing: UPLOADS_STORAGE=s3 needs the name of the bucket that keeps the uploaded images (docs/operations.md, "Uploaded files").',
    ],
    [
      { UPLOADS_STORAGE: "s3", S3_BUCKET: "s3://rangmanch-uploads" },
      'S3_BUCKET must be the bucket\'s name alone, such as rangmanch-uploads (3 to 63 letters, digits, ".", "-" and "_"), not "s3://rangmanch-uploads".',
    ],
    [
      { S3_ENDPOINT: "minio.internal:9000" },
      'S3_ENDPOINT must start with https:// or http:// (such as https://s3.example.com), not "minio.internal:9000".',
    ],
    [
      { S3_REGION: "US East" },
      'S3_REGION must be a region name such as us-east-1 (or auto for Cloudflare R2), not "US East".',
    ],
    [{ S3_FORCE_PATH_STYLE: "yes" }, 'S3_FORCE_PATH_STYLE must be "true" or "false", not "yes".'],
    [
      { S3_PREFIX: "uploads/../private" },
      'S3_PREFIX must be a folder-like path inside the bucket such as uploads or site/uploads (letters, digits, ".", "-", "_" and "/"), not "uploads/../private".',
    ],
    [
      { S3_ACCESS_KEY_ID: "key-id" },
      "S3_SECRET_ACCESS_KEY is missing: S3 credentials need both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither, to use the AWS SDK's own: its environment variables, a profile or the machine's role).",
    ],
    [
      { S3_SECRET_ACCESS_KEY: "hunter2" },
      "S3_ACCESS_KEY_ID is missing: S3 credentials need both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither, to use the AWS SDK's own: its environment variables, a profile or the machine's role).",
    ],
    [
      { NODE_ENV: "production", AUTH_SECRET: "short-secret" },
      "AUTH_SECRET must be at least 32 characters in production (it has 12); make one with `openssl rand -base64 32`, or leave it unset to use the one stored in the database.",
    ],
    [
      { GOOGLE_CLIENT_ID: "id" },
      "GOOGLE_CLIENT_SECRET is missing: google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or neither, to leave it off).",
    ],
    [
      { FACEBOOK_CLIENT_SECRET: "secret" },
      "FACEBOOK_CLIENT_ID is missing: facebook sign-in needs both FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET (or neither, to leave it off).",
    ],
    [
      { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", GOOGLE_TOKEN_URL: "token" },
      'GOOGLE_TOKEN_URL must be a URL such as https://accounts.example.com/..., not "token".',
    ],
  ])("refuses %j", (env, message) => {
    expect(problems(env)).toEqual([message]);
  });

  it("never repeats a connection string, which may hold a password", () => {
    const [message] = problems({ DATABASE_URL: "mysql://root:hunter2@db/rangmanch" });
    expect(message).not.toContain("hunter2");
  });

  it("runs one server process unless WEB_CONCURRENCY asks for more, on PostgreSQL", () => {
    const postgres = { DATABASE_URL: "postgres://db.internal/rangmanch" };
    expect(readConfig({}).webConcurrency).toBe(1);
    expect(readConfig({ ...postgres, WEB_CONCURRENCY: "4" }).webConcurrency).toBe(4);
    expect(readConfig({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    expect(readConfig({ ...postgres, WEB_CONCURRENCY: "auto" }).webConcurrency).toBeGreaterThanOrEqual(1);
    for (const value of ["0", "two", "1.5", "33", "-2"])
      expect(problems({ ...postgres, WEB_CONCURRENCY: value })).toEqual([
        `WEB_CONCURRENCY must be how many server processes to run, a whole number from 1 to 32, or "auto" (one per CPU), not ${JSON.stringify(value)}.`,
      ]);
    expect(problems({ WEB_CONCURRENCY: "2" })).toEqual([
      "WEB_CONCURRENCY asks for 2 server processes, but without DATABASE_URL the data is kept in an embedded database (PGlite, in DATA_DIR) that only one process can open. Set DATABASE_URL to a PostgreSQL database to run several processes, or leave WEB_CONCURRENCY unset to run one.",
    ]);
  });

  it("allows a short AUTH_SECRET outside production (Better Auth warns)", () => {
    expect(readConfig({ AUTH_SECRET: "dev" }).authSecret).toBe("dev");
  });

  it("lists every bad variable at once, in one message that says where to look", () => {
    let error: unknown;
    try {
      readConfig({ PORT: "http", SMTP_URL: "nope", NODE_ENV: "production", AUTH_SECRET: "x" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems: listed } = error as ConfigError;
    expect(listed.map((p) => p.variable)).toEqual(["PORT", "SMTP_URL", "AUTH_SECRET"]);
    expect(message).toMatch(/^Rangmanch cannot start: 3 settings in the environment cannot be used/);
    expect(message).toContain('docs/operations.md, "Configuration"');
    for (const variable of ["PORT", "SMTP_URL", "AUTH_SECRET"])
      expect(message).toContain(`\n  - ${variable} `);
  });
});

describe("config()", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("parses once and returns the same object while the environment stays the same", () => {
    vi.stubEnv("PORT", "4321");
    const first = config();
    expect(first.port).toBe(4321);
    expect(config()).toBe(first);
  });

  it("follows a change to a variable it reads (tests set them between files)", () => {
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:2525");
    expect(config().mail.smtpUrl).toBe("smtp://127.0.0.1:2525");
    vi.stubEnv("SMTP_URL", "");
    expect(config().mail.smtpUrl).toBeUndefined();
  });

  it("throws the ConfigError for a bad variable", () => {
    vi.stubEnv("PORT", "eighty");
    expect(() => config()).toThrow(ConfigError);
  });
});
