import pino from "pino";
import { config } from "./config.server";

/**
 * The request log never writes headers (see request-log.ts); this catches a
 * header object that reaches a log line some other way, e.g. inside an error.
 */
const REDACTED_PATHS = [
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "*.headers.cookie",
  "*.headers.authorization",
  '*.headers["set-cookie"]',
];

export function createLogger(level: string) {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } });
}
export type Logger = ReturnType<typeof createLogger>;

let shared: Logger | undefined;

/**
 * The process's logger: JSON lines on stdout at LOG_LEVEL, the request log's
 * and every line the app writes (a lint rule keeps console.* out of app/ and
 * server/; biome.json). Made on first use, after the config has been read.
 */
export function logger(): Logger {
  shared ??= createLogger(config().logLevel);
  return shared;
}
