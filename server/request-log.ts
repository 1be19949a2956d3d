import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "~/lib/logger.server";
import { redactUrl } from "~/lib/redact-url";
import type { RequestLogFacts } from "~/lib/request-context";

type Res = ServerResponse & { locals?: { log?: RequestLogFacts } };

/**
 * One concise line per request: method, URL (secrets redacted), route, status,
 * time, request id and user id. Headers are never logged: they hold the
 * session cookie, and a response's Set-Cookie holds a new session token.
 */
export function requestLog(logger: Logger) {
  return pinoHttp<IncomingMessage, Res>({
    logger,
    genReqId: (_req, res) => {
      const id = crypto.randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    // A page, a data request or an API call is logged at info. A static file
    // (a script, a picture: what the page handler never sees, so no route
    // facts) is debug, unless it failed: one page pulls in dozens of them,
    // and at info they buried the requests worth reading.
    customLogLevel: (_req, res, error) => {
      if (error || res.statusCode >= 500) return "error";
      return res.locals?.log || res.statusCode >= 400 ? "info" : "debug";
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customProps: (_req, res) => {
      const facts = res.locals?.log;
      return facts ? { route: facts.route, userId: facts.userId } : {};
    },
  });
}
