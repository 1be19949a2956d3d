import cluster from "node:cluster";
import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import {
  getDatabaseHandle,
  isDatabaseReachable,
  openDatabase,
  probeDatabase,
  setDatabase,
} from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { ensureAuthSecret } from "~/features/accounts/auth-secret.server";
import { getLiveHub, LiveHub, setLiveHub } from "~/features/live/live-hub.server";
import { limitAddress } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { isBlockedScriptSource } from "~/features/security/script-markers";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/features/uploads/read-upload-form.server";
import { getFileStorage } from "~/features/uploads/storage.server";
import { UPLOAD_MESSAGES } from "~/features/uploads/upload-rules";
import { type Config, ConfigError, config as loadConfig } from "~/lib/config.server";
import { type Logger, logger as processLogger } from "~/lib/logger.server";
import { setReadCacheLifetime } from "~/lib/read-cache.server";
import { redactUrl } from "~/lib/redact-url";
import { createRequestContext, type RequestLogFacts } from "~/lib/request-context";
import { withoutNul } from "~/lib/validation";
import { startBackgroundWork } from "./background-work";
import { SERVING_MESSAGE, WORKER_FLAG } from "./cluster-primary.mjs";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";
import { answerWhileDatabaseDown, DatabaseOutage, sendUnavailable } from "./database-outage";
import { trackForGracefulStop } from "./graceful-stop";
import { countKeptPageView } from "./kept-page-views";
import { PAGE_CACHE, PageCache } from "./page-cache";
import { createPageHandler } from "./page-handler";
import {
  allowOnlyKnownMethods,
  capRequestBodies,
  clientAddress,
  refuseCrossSiteWrites,
} from "./request-guards";
import { requestLog } from "./request-log";
import { cspNonce, securityHeaders } from "./security-headers";
import { serveUploadedImage } from "./uploads-route";

type StartOptions = { viteDevServer?: ViteDevServer };

/** A server process started by our own primary (server/cluster-primary.mjs), not alone or by another manager. */
const underOurPrimary = cluster.isWorker && process.argv.includes(WORKER_FLAG);

export async function startServer({ viteDevServer }: StartOptions): Promise<Server> {
  const config = configOrExit();
  const logger = processLogger();
  const stopSignals = catchStopSignals(logger);
  // A storage setting that cannot work should stop the start, not the first upload.
  getFileStorage();
  const stopDatabase = await startDatabase(config, logger);
  const stopHousekeeping = await startBackgroundWork(getDatabaseHandle(), logger);
  const outage = new DatabaseOutage(probeDatabase, {
    down: (reason) => logger.error({ reason }, "the database cannot be reached: answering 503 until it can"),
    up: (downForMs) => logger.info({ downForMs }, "the database answers again"),
  });
  const app = createApp({ config, logger, viteDevServer, outage, build: await loadBuild(viteDevServer) });
  const server = app.listen(config.port, config.host, () => {
    const who = cluster.worker
      ? `server process ${cluster.worker.id}, pid ${process.pid}`
      : `pid ${process.pid}`;
    logger.info({ port: config.port }, `Rangmanch is serving at http://localhost:${config.port} (${who})`);
    // Several processes (server/cluster-primary.mjs): the primary starts the others once the first serves.
    if (underOurPrimary) process.send?.({ type: SERVING_MESSAGE, processes: config.webConcurrency });
  });
  const gracefulStop = trackForGracefulStop(server, {
    endStreams: () => {
      try {
        return getLiveHub().sendElsewhere();
      } catch (error) {
        // The deadline closes them instead.
        logger.error({ err: error }, "could not send the live streams elsewhere");
        return 0;
      }
    },
  });
  stopSignals.started([
    ["requests in flight", () => gracefulStop.drain()],
    // Unfinished jobs go back to the queue for another process (or the next start).
    ["background jobs", () => stopHousekeeping()],
    ["database outage probe", () => outage.stop()],
    ["database", () => stopDatabase()],
  ]);
  return server;
}

/**
 * SIGTERM or SIGINT: each step in turn, then exit 0. The first,
 * the drain (server/graceful-stop.ts), stops taking connections, sends the
 * live streams elsewhere and lets the requests in flight finish, for
 * DRAIN_DEADLINE_MS at most. A signal during start-up waits for the start to
 * end (it may be migrating), then stops. A second signal exits at once. A
 * server process of our primary (WEB_CONCURRENCY) heeds SIGTERM alone: a
 * terminal's Ctrl-C reaches every process of the group, and the primary
 * answers it with a SIGTERM to each one.
 */
function catchStopSignals(logger: Logger) {
  let steps: Array<[what: string, step: () => unknown]> | undefined;
  let asked: NodeJS.Signals | undefined;
  const stop = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, "stopping: no new connections; finishing the requests in flight");
    try {
      for (const [what, step] of steps ?? []) {
        const result = await step();
        // The drain reports what it did: how many requests were in flight, streams sent elsewhere...
        logger.info(typeof result === "object" && result ? result : {}, `stopped: ${what}`);
      }
    } catch (error) {
      logger.error({ err: error }, "could not stop cleanly");
      process.exit(1);
    }
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (asked) {
      logger.warn({ signal }, "a second signal: exiting now, without waiting for what is still running");
      process.exit(1);
    }
    asked = signal;
    if (steps) void stop(signal);
    else logger.info({ signal }, "asked to stop while starting: stopping once started");
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", (signal) =>
    underOurPrimary ? logger.debug("SIGINT: the primary stops this process") : onSignal(signal),
  );
  return {
    /** The server serves: from now on a signal runs `stopSteps`, and one that came already runs them now. */
    started(stopSteps: Array<[what: string, step: () => unknown]>) {
      steps = stopSteps;
      if (asked) void stop(asked);
    },
  };
}

/**
 * The React Router build. In production it is loaded once and handed over as
 * an object: given a function, React Router derives its route tables again on
 * every request (it assumes a build that may change), which cost about a tenth
 * of the CPU of each rendered page. In development the function reloads edits.
 */
async function loadBuild(viteDevServer?: ViteDevServer): Promise<ServerBuild | (() => Promise<ServerBuild>)> {
  if (viteDevServer) {
    return () => viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  }
  return (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
}

/** Every bad variable, listed once on stderr, stops the start: no stack trace, no half-started server. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // biome-ignore lint/suspicious/noConsole: before the config is read there is no logger; a person reads this
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

async function startDatabase(config: Config, logger: Logger) {
  let releaseLock = () => {};
  if (!config.databaseUrl) {
    try {
      releaseLock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        logger.fatal(error.message);
        // biome-ignore lint/suspicious/noConsole: the same words for the person who started it, not as JSON
        console.error(`\n${error.message}\n`);
        process.exit(1);
      }
      throw error;
    }
  }
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  );
  setDatabase(handle);
  const { seeded, secretFrom, referenceRows } = await handle.withStartupLock(async (db) => {
    // Migrating also brings the cities and categories tables in step with the constants (decision 026).
    const referenceRows = await migrateDatabase(handle, db);
    return { referenceRows, seeded: await seedDatabase(db), secretFrom: await ensureAuthSecret(db) };
  });
  if (config.production && secretFrom !== "environment") {
    logger.warn(
      "AUTH_SECRET is not set: using a secret generated and stored in the database. Set AUTH_SECRET in production.",
    );
  }
  logger.info({ database: handle.kind, seed: seeded, referenceRows }, "database ready");
  // Live events (decision 035): this process hears every process's NOTIFYs and feeds its own open streams.
  const liveHub = new LiveHub(handle.db, handle);
  await liveHub.start();
  setLiveHub(liveHub);
  return async () => {
    await liveHub.stop();
    setLiveHub(undefined);
    await handle.close();
    releaseLock();
  };
}

function createApp({
  config,
  logger,
  viteDevServer,
  outage,
  build,
}: {
  config: Config;
  logger: Logger;
  viteDevServer?: ViteDevServer;
  outage: DatabaseOutage;
  build: ServerBuild | (() => Promise<ServerBuild>);
}) {
  const app = express();
  app.disable("x-powered-by");
  // Short-lived read caches and the page cache (app/lib/read-cache.server.ts,
  // page-cache.ts): on in production, off in development and in tests.
  const cachesOn = config.production && !viteDevServer;
  setReadCacheLifetime(cachesOn ? PAGE_CACHE.lifetimeMs : 0);
  app.set("trust proxy", config.trustProxy);

  app.use(requestLog(logger));
  app.use(cspNonce);
  app.use(securityHeaders({ development: Boolean(viteDevServer) }));
  app.use(allowOnlyKnownMethods);
  app.use(
    capRequestBodies({
      uploadPath: "/api/uploads",
      maxUploadBytes: MAX_UPLOAD_REQUEST_BYTES,
      uploadTooLargeMessage: UPLOAD_MESSAGES.tooManyBytes,
    }),
  );
  // An event stream must reach the browser as each event is written, not when a compression buffer fills.
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") &&
        compression.filter(req, res),
    }),
  );
  app.use(clientAddress);
  app.use(refuseCrossSiteWrites(config.publicUrl));

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const ready = !outage.isDown && (await isDatabaseReachable());
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "database unreachable" });
  });
  app.get("/uploads/:key", serveUploadedImage);
  app.post(
    "/api/csp-report",
    express.json({
      type: ["application/csp-report", "application/reports+json", "application/json"],
      limit: "16kb",
    }),
    async (req, res) => {
      res.status(204).end();
      // Anyone can post these, so each address gets a few; the rest are dropped unstored.
      const limit = await hitLimit(
        `csp-report:ip:${limitAddress(req.ip ?? "unknown")}`,
        LIMITS.cspReportsPerAddress,
      ).catch(() => null);
      if (!limit || limit.limited) return;
      const report = (req.body?.["csp-report"] ?? req.body) as Record<string, unknown> | undefined;
      const field = (name: string, max: number) => withoutNul(String(report?.[name] ?? "")).slice(0, max);
      const detail = {
        documentUri: redactUrl(field("document-uri", 500)),
        violatedDirective: field("violated-directive", 200),
        blockedUri: redactUrl(field("blocked-uri", 500)),
        sourceFile: redactUrl(field("source-file", 500)),
      };
      req.log.warn({ cspReport: detail }, "content security policy violation");
      await recordSecurityEvent({
        // A script from a source the policy does not allow is what spec part 2, section 8 calls an injection.
        type: isBlockedScriptSource(detail) ? "suspicious_script_injection" : "csp_violation",
        ipAddress: req.ip,
        userAgent: req.get("user-agent"),
        detail,
      }).catch((error) => req.log.error({ err: error }, "could not store a CSP report"));
    },
  );

  if (viteDevServer) {
    app.use(viteDevServer.middlewares);
  } else {
    const clientDir = path.resolve("build/client");
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    servePublicFiles(app, clientDir);
  }

  // Pages and actions all need the database: while it is gone they are answered 503 at once.
  app.use(answerWhileDatabaseDown(outage));
  app.all(
    "/{*splat}",
    createPageHandler({
      build,
      outage,
      mode: config.production ? "production" : "development",
      // In development every page is drawn afresh, so a change shows on reload.
      pageCache: cachesOn ? new PageCache() : undefined,
      onKeptPageSent: countKeptPageView,
      getLoadContext: (_req, res) => {
        const log: RequestLogFacts = {};
        res.locals.log = log;
        return createRequestContext({
          cspNonce: res.locals.cspNonce as string,
          log,
        });
      },
    }),
  );

  app.use(errorHandler(outage));
  return app;
}

/**
 * The files copied from public/ (images, downloads, the favicon), each under
 * its own top-level name. Mounted at the root, express.static would look on
 * disk for every page's path first (a stat call and an error object for each
 * /discover or /u/... request, about 3 % of a rendered page's CPU).
 */
function servePublicFiles(app: express.Express, clientDir: string) {
  for (const entry of fs.readdirSync(clientDir, { withFileTypes: true })) {
    if (entry.name === "assets") continue;
    const target = path.join(clientDir, entry.name);
    if (entry.isDirectory()) {
      app.use(`/${entry.name}`, express.static(target, { maxAge: "1h", index: false }));
    } else {
      app.get(`/${entry.name}`, (_req, res, next) => {
        res.sendFile(target, { maxAge: "1h" }, (error) => error && next(error));
      });
    }
  }
}

/**
 * Malformed bodies are the client's fault (400); a failure for want of the
 * database is a 503 with Retry-After; anything else is logged and answered plainly.
 */
function errorHandler(outage: DatabaseOutage): ErrorRequestHandler {
  return async (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status < 500 ? error.status : 500;
    const databaseDown = status >= 500 && (await outage.confirmFailure());
    if (status >= 500 && !databaseDown) req.log.error({ err: error }, "unhandled error");
    if (res.headersSent) return;
    if (databaseDown) return sendUnavailable(req, res);
    res
      .status(status)
      .type("text/plain")
      .send(status >= 500 ? "Something went wrong." : "Bad request.");
  };
}
