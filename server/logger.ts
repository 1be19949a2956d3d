import pino from "pino";

export function createLogger(level: string) {
  return pino({ level, redact: ["req.headers.cookie", "req.headers.authorization"] });
}
export type Logger = ReturnType<typeof createLogger>;
