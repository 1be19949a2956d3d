import path from "node:path";

/** Everything the server reads from its environment, in one place (see docs/operations.md). */
export type ServerConfig = ReturnType<typeof readConfig>;

export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number.parseInt(env.PORT ?? "3000", 10);
  return {
    port: Number.isFinite(port) ? port : 3000,
    host: env.HOST ?? "0.0.0.0",
    production: env.NODE_ENV === "production",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    /** Express "trust proxy" setting: client addresses are read from X-Forwarded-For only behind these. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? "info",
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  const hops = Number.parseInt(value, 10);
  return String(hops) === value ? hops : value;
}
