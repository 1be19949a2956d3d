import pino from "pino";

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
