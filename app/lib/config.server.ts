import os from "node:os";
import path from "node:path";
import { z } from "zod";

/**
 * Everything Rangmanch reads from its environment, parsed and checked in one
 * place (docs/operations.md, "Configuration"; decision 022). Nothing else in
 * app/ or server/ reads `process.env` (Biome's noProcessEnv enforces it).
 *
 * `readConfig(env)` is pure: tests build a configuration from any object.
 * `config()` is the running process's, parsed once and kept; it is parsed
 * again only if the variables it reads change (tests set them between files),
 * so nobody has to remember to reset it. An empty variable counts as unset.
 */

/** The social sign-in providers whose credentials can be set (features/accounts/social-providers.ts). */
const OAUTH_PROVIDERS = ["google", "facebook", "instagram"] as const;
const OAUTH_SUFFIXES = {
  clientId: "CLIENT_ID",
  clientSecret: "CLIENT_SECRET",
  discoveryUrl: "DISCOVERY_URL",
  authorizationUrl: "AUTHORIZATION_URL",
  tokenUrl: "TOKEN_URL",
  userInfoUrl: "USERINFO_URL",
} as const;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const NODE_ENVS = ["development", "production", "test"] as const;
/** Better Auth warns below this length; the server refuses it in production. */
const MIN_PRODUCTION_SECRET_LENGTH = 32;

export type Env = Readonly<Record<string, string | undefined>>;
type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];
type OAuthSettings = Readonly<{
  clientId: string;
  clientSecret: string;
  discoveryUrl?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userInfoUrl?: string;
}>;

/** One variable that cannot be used, and why; values that may hold a password are never repeated. */
export type ConfigProblem = { variable: string; message: string };

export class ConfigError extends Error {
  readonly problems: readonly ConfigProblem[];

  constructor(problems: ConfigProblem[]) {
    const count = problems.length === 1 ? "1 setting" : `${problems.length} settings`;
    super(
      [
        `Rangmanch cannot start: ${count} in the environment cannot be used (docs/operations.md, "Configuration"):`,
        ...problems.map(({ variable, message }) => `  - ${variable} ${message}`),
      ].join("\n"),
    );
    this.name = "ConfigError";
    this.problems = problems;
  }
}

const quoted = (value: string) => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
const fail = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
};

/** Unset and empty are the same: `FOO=` in a .env file or a compose file means "no value". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const oneOf = <const T extends readonly string[]>(values: T) =>
  z
    .string()
    .transform((value, ctx): T[number] =>
      values.includes(value)
        ? (value as T[number])
        : fail(ctx, `must be one of ${values.map((v) => `"${v}"`).join(", ")}, not ${quoted(value)}.`),
    );

const port = z
  .string()
  .transform((value, ctx) =>
    /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535
      ? Number(value)
      : fail(ctx, `must be a port number from 1 to 65535, not ${quoted(value)}.`),
  );

/**
 * A URL with one of the given protocols, returned as written. `secret` URLs
 * (connection strings) may carry a password, so the message never repeats them.
 */
const url = (protocols: string[], example: string, { secret = false } = {}) =>
  z.string().transform((value, ctx) => {
    const shown = secret ? "" : `, not ${quoted(value)}`;
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return fail(ctx, `must be a URL such as ${example}${shown}.`);
    }
    if (!protocols.includes(parsed.protocol)) {
      const allowed = protocols.map((p) => `${p}//`).join(" or ");
      return fail(ctx, `must start with ${allowed} (such as ${example})${shown}.`);
    }
    return value;
  });

/** The site's own origin: scheme, host and port only, since every use appends a path to it. */
const origin = z.string().transform((value, ctx) => {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return fail(ctx, `must be the site's address such as https://rangmanch.in, not ${quoted(value)}.`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    return fail(ctx, `must start with https:// or http://, not ${quoted(value)}.`);
  if (parsed.pathname !== "/" || parsed.search || parsed.hash || parsed.username || parsed.password)
    return fail(
      ctx,
      `must be an origin only (scheme, host and port, such as https://rangmanch.in), not ${quoted(value)}: the site is served from the root.`,
    );
  return parsed.origin;
});

/** A sender such as `Rangmanch <no-reply@rangmanch.in>` or a bare address. */
const sender = z
  .string()
  .transform((value, ctx) =>
    /^(?:[^<>@\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(value.trim())
      ? value.trim()
      : fail(
          ctx,
          `must be an address, or a name and an address such as "Rangmanch <no-reply@rangmanch.in>", not ${quoted(value)}.`,
        ),
  );

/** The most server processes WEB_CONCURRENCY may ask for: each holds up to 15 PostgreSQL connections (docs/operations.md). */
const MAX_WEB_CONCURRENCY = 32;
/** "auto": one server process per CPU this process may use. */
const processesFor = (value: string) =>
  value === "auto" ? Math.min(os.availableParallelism(), MAX_WEB_CONCURRENCY) : Number(value);

/**
 * How many server processes `node server.js` runs (docs/operations.md, "Several processes";
 * server/cluster-primary.mjs).
 */
const webConcurrency = z
  .string()
  .transform((value, ctx) =>
    value === "auto" ||
    (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_WEB_CONCURRENCY)
      ? processesFor(value)
      : fail(
          ctx,
          `must be how many server processes to run, a whole number from 1 to ${MAX_WEB_CONCURRENCY}, or "auto" (one per CPU), not ${quoted(value)}.`,
        ),
  );

/** Express's "trust proxy": false, true, a number of hops, or one of Express's own strings (loopback, a subnet...). */
const trustProxy = z.string().transform((value): boolean | number | string => {
  if (value === "false") return false;
  if (value === "true") return true;
  const hops = Number.parseInt(value, 10);
  return String(hops) === value ? hops : value;
});

/**
 * S3-compatible object storage for uploads (UPLOADS_STORAGE=s3; features/uploads/s3-storage.server.ts).
 * Bucket names as S3 allows them today, plus the underscores and capitals of older buckets; a region
 * is a name such as us-east-1, or "auto" (Cloudflare R2); a prefix is a folder-like path inside the bucket
 * (no segment starts with a dot, so there is no `..`).
 */
const S3_BUCKET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/;
const S3_REGION_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
const S3_PREFIX_PATH = /^\/*(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\/*$/;
const S3_DEFAULT_REGION = "us-east-1";

const s3Variables = {
  S3_BUCKET: optional(
    z
      .string()
      .transform((value, ctx) =>
        S3_BUCKET_NAME.test(value)
          ? value
          : fail(
              ctx,
              `must be the bucket's name alone, such as rangmanch-uploads (3 to 63 letters, digits, ".", "-" and "_"), not ${quoted(value)}.`,
            ),
      ),
  ),
  S3_ENDPOINT: optional(url(["https:", "http:"], "https://s3.example.com")),
  S3_REGION: optional(
    z
      .string()
      .transform((value, ctx) =>
        S3_REGION_NAME.test(value)
          ? value
          : fail(
              ctx,
              `must be a region name such as us-east-1 (or auto for Cloudflare R2), not ${quoted(value)}.`,
            ),
      ),
  ),
  // Never repeated in a message: the secret is a password, and the key id names the account.
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(
    z
      .string()
      .transform((value, ctx) =>
        value === "true"
          ? true
          : value === "false"
            ? false
            : fail(ctx, `must be "true" or "false", not ${quoted(value)}.`),
      ),
  ),
  S3_PREFIX: optional(
    z
      .string()
      .transform((value, ctx) =>
        S3_PREFIX_PATH.test(value)
          ? value.replace(/^\/+|\/+$/g, "")
          : fail(
              ctx,
              `must be a folder-like path inside the bucket such as uploads or site/uploads (letters, digits, ".", "-", "_" and "/"), not ${quoted(value)}.`,
            ),
      ),
  ),
};

const oauthVariables = Object.fromEntries(
  OAUTH_PROVIDERS.flatMap((provider) =>
    Object.entries(OAUTH_SUFFIXES).map(([field, suffix]) => [
      `${provider.toUpperCase()}_${suffix}`,
      optional(
        field === "clientId" || field === "clientSecret"
          ? z.string()
          : url(["https:", "http:"], "https://accounts.example.com/..."),
      ),
    ]),
  ),
) as Record<string, z.ZodType<string | undefined>>;

const schema = z.object({
  PORT: optional(port),
  HOST: optional(z.string()),
  NODE_ENV: optional(oneOf(NODE_ENVS)),
  DATABASE_URL: optional(
    url(["postgres:", "postgresql:"], "postgres://user:password@host:5432/dbname", { secret: true }),
  ),
  DATA_DIR: optional(z.string()),
  MIGRATIONS_DIR: optional(z.string()),
  TRUST_PROXY: optional(trustProxy),
  LOG_LEVEL: optional(oneOf(LOG_LEVELS)),
  PUBLIC_URL: optional(origin),
  AUTH_SECRET: optional(z.string()),
  SMTP_URL: optional(
    url(["smtp:", "smtps:"], "smtps://user:password@mail.example.com:465", { secret: true }),
  ),
  MAIL_FROM: optional(sender),
  UPLOADS_STORAGE: optional(
    z
      .string()
      .transform((value, ctx) =>
        value === "local" || value === "s3"
          ? value
          : fail(ctx, `must be "local" or "s3", not ${quoted(value)}.`),
      ),
  ),
  UPLOADS_DIR: optional(z.string()),
  WEB_CONCURRENCY: optional(webConcurrency),
  ...s3Variables,
  ...oauthVariables,
});

type Variables = z.infer<typeof schema>;

/** The variables this module reads: a change to any of them makes `config()` parse again. */
const VARIABLES = Object.keys(schema.shape);

/**
 * Rules over two variables. They read the raw environment, so that they are
 * reported together with every single-variable problem, not after them.
 */
function crossChecks(env: Env): ConfigProblem[] {
  const set = (name: string) => (env[name] === "" ? undefined : env[name]);
  const problems: ConfigProblem[] = [];
  const processes = set("WEB_CONCURRENCY");
  if (processes !== undefined && processesFor(processes) > 1 && set("DATABASE_URL") === undefined)
    problems.push({
      variable: "WEB_CONCURRENCY",
      message: `asks for ${processesFor(processes)} server processes, but without DATABASE_URL the data is kept in an embedded database (PGlite, in DATA_DIR) that only one process can open. Set DATABASE_URL to a PostgreSQL database to run several processes, or leave WEB_CONCURRENCY unset to run one.`,
    });
  const secret = set("AUTH_SECRET");
  if (
    set("NODE_ENV") === "production" &&
    secret !== undefined &&
    secret.length < MIN_PRODUCTION_SECRET_LENGTH
  )
    problems.push({
      variable: "AUTH_SECRET",
      message: `must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production (it has ${secret.length}); make one with \`openssl rand -base64 32\`, or leave it unset to use the one stored in the database.`,
    });
  if (set("UPLOADS_STORAGE") === "s3" && set("S3_BUCKET") === undefined)
    problems.push({
      variable: "S3_BUCKET",
      message:
        'is missing: UPLOADS_STORAGE=s3 needs the name of the bucket that keeps the uploaded images (docs/operations.md, "Uploaded files").',
    });
  if ((set("S3_ACCESS_KEY_ID") === undefined) !== (set("S3_SECRET_ACCESS_KEY") === undefined))
    problems.push({
      variable: set("S3_ACCESS_KEY_ID") === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY",
      message:
        "is missing: S3 credentials need both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither, to use the AWS SDK's own: its environment variables, a profile or the machine's role).",
    });
  for (const provider of OAUTH_PROVIDERS) {
    const prefix = provider.toUpperCase();
    const hasId = set(`${prefix}_CLIENT_ID`) !== undefined;
    const hasSecret = set(`${prefix}_CLIENT_SECRET`) !== undefined;
    if (hasId !== hasSecret)
      problems.push({
        variable: hasId ? `${prefix}_CLIENT_SECRET` : `${prefix}_CLIENT_ID`,
        message: `is missing: ${provider} sign-in needs both ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET (or neither, to leave it off).`,
      });
  }
  return problems;
}

function oauthSettings(variables: Variables, provider: OAuthProviderId): OAuthSettings | undefined {
  // The provider variables are built from OAUTH_SUFFIXES, so the parsed object's type does not list them.
  const parsed = variables as Readonly<Record<string, unknown>>;
  const read = (suffix: string) => parsed[`${provider.toUpperCase()}_${suffix}`] as string | undefined;
  const clientId = read(OAUTH_SUFFIXES.clientId);
  const clientSecret = read(OAUTH_SUFFIXES.clientSecret);
  if (!clientId || !clientSecret) return undefined;
  return Object.freeze({
    clientId,
    clientSecret,
    discoveryUrl: read(OAUTH_SUFFIXES.discoveryUrl),
    authorizationUrl: read(OAUTH_SUFFIXES.authorizationUrl),
    tokenUrl: read(OAUTH_SUFFIXES.tokenUrl),
    userInfoUrl: read(OAUTH_SUFFIXES.userInfoUrl),
  });
}

function s3Settings(variables: Variables, bucket: string) {
  const accessKeyId = variables.S3_ACCESS_KEY_ID;
  const secretAccessKey = variables.S3_SECRET_ACCESS_KEY;
  return Object.freeze({
    bucket,
    /** Unset: AWS's own endpoint for the region. */
    endpoint: variables.S3_ENDPOINT,
    region: variables.S3_REGION ?? S3_DEFAULT_REGION,
    /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key (MinIO and most self-hosted stores). */
    forcePathStyle: variables.S3_FORCE_PATH_STYLE ?? false,
    /** Without slashes at either end; "" for the bucket's root. */
    prefix: variables.S3_PREFIX ?? "",
    /** Unset: the AWS SDK's default chain (AWS_* variables, a shared profile, the machine's or task's role). */
    credentials: accessKeyId && secretAccessKey ? Object.freeze({ accessKeyId, secretAccessKey }) : undefined,
  });
}

/** Where S3Storage puts the files (features/uploads/s3-storage.server.ts). */
export type S3Settings = Readonly<ReturnType<typeof s3Settings>>;

function toConfig(variables: Variables) {
  const port = variables.PORT ?? 3000;
  const production = variables.NODE_ENV === "production";
  const dataDir = path.resolve(variables.DATA_DIR ?? "data");
  const publicUrl = variables.PUBLIC_URL;
  const appOrigin = publicUrl ?? `http://localhost:${port}`;
  return {
    port,
    host: variables.HOST ?? "0.0.0.0",
    nodeEnv: variables.NODE_ENV,
    production,
    /** Only a developer's machine says so; a bundle run without NODE_ENV is treated as anything but. */
    development: variables.NODE_ENV === "development",
    databaseUrl: variables.DATABASE_URL,
    dataDir,
    migrationsDir: path.resolve(variables.MIGRATIONS_DIR ?? "drizzle"),
    /** Express "trust proxy" setting: client addresses are read from X-Forwarded-For only behind these. */
    trustProxy: variables.TRUST_PROXY ?? false,
    logLevel: variables.LOG_LEVEL ?? "info",
    /** Server processes `node server.js` runs (WEB_CONCURRENCY); more than one needs PostgreSQL. */
    webConcurrency: variables.WEB_CONCURRENCY ?? 1,
    /** PUBLIC_URL as an origin without a trailing slash; unset: pages fall back to the request's Host. */
    publicUrl,
    /** Links in emails and OAuth callbacks: PUBLIC_URL, or this machine when it is unset. */
    appOrigin,
    /** Cookies are Secure when a production server is reached over HTTPS. */
    secureCookies: production && appOrigin.startsWith("https://"),
    /** Unset: one is generated and kept in the database (features/accounts/auth-secret.server.ts). */
    authSecret: variables.AUTH_SECRET,
    mail: Object.freeze({
      smtpUrl: variables.SMTP_URL,
      from: variables.MAIL_FROM ?? "Rangmanch <no-reply@rangmanch.in>",
      outboxDir: path.join(dataDir, "outbox"),
    }),
    uploads: Object.freeze({
      driver: variables.UPLOADS_STORAGE ?? "local",
      /** With UPLOADS_STORAGE=local. */
      uploadsDir: path.resolve(variables.UPLOADS_DIR ?? path.join(dataDir, "uploads")),
      /** With UPLOADS_STORAGE=s3 (a cross-check makes sure S3_BUCKET is set then); undefined otherwise. */
      s3:
        variables.UPLOADS_STORAGE === "s3" && variables.S3_BUCKET
          ? s3Settings(variables, variables.S3_BUCKET)
          : undefined,
    }),
    oauth: Object.freeze(
      Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [provider, oauthSettings(variables, provider)])),
    ) as Readonly<Record<OAuthProviderId, OAuthSettings | undefined>>,
  };
}

export type Config = Readonly<ReturnType<typeof toConfig>>;

/** Parses `env` (by default this process's) into a frozen configuration, or throws a ConfigError naming every bad variable. */
export function readConfig(env: Env = process.env): Config {
  const result = schema.safeParse(env);
  const problems = [
    ...(result.error?.issues ?? []).map((issue) => ({
      variable: String(issue.path[0] ?? "environment"),
      message: issue.message,
    })),
    ...crossChecks(env),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(toConfig(result.data));
}

let current: { signature: string; config: Config } | undefined;

/** This process's configuration (see the top of the file for when it is read again). */
export function config(): Config {
  const signature = VARIABLES.map((name) => process.env[name] ?? "").join("\u0000");
  if (current?.signature !== signature) current = { signature, config: readConfig(process.env) };
  return current.config;
}
