import type { Request, RequestHandler, Response } from "express";

/** How long a visitor is asked to wait: the database is asked again twice a second meanwhile. */
export const RETRY_AFTER_SECONDS = 5;
const PROBE_EVERY_MS = 500;
/** A probe that has not answered by then counts as a failure (a connection attempt may hang). */
const PROBE_TIMEOUT_MS = 2_000;

export const UNAVAILABLE_MESSAGE =
  "Rangmanch can't reach its database just now. Please try again in a few seconds.";

type OutageEvents = { down: (reason: string) => void; up: (downForMs: number) => void };

/**
 * Whether the database can be reached, as the server last found it (issue 26,
 * "Database restart"). A request that failed with a 5xx asks `confirmFailure`:
 * if the database does not answer `select 1` either, the outage begins, and
 * every request is answered 503 with Retry-After (no 500, no wait on a dead
 * connection) until a probe, twice a second, finds it answering again. A bug
 * that fails one page while the database is fine stays the 500 it is.
 */
export class DatabaseOutage {
  private downSince: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The probe under way for failed requests: a burst of them (the moment the database goes) asks once. */
  private confirming: Promise<string | null> | undefined;

  /**
   * `probe` asks the database on a connection of its own, not the pool's: under a heavy load a probe
   * queued behind the pool's busy connections would time out and read a slow spell as an outage.
   * It throws what went wrong.
   */
  constructor(
    private readonly probeDatabase: () => Promise<void>,
    private readonly events: OutageEvents,
  ) {}

  get isDown() {
    return this.downSince !== undefined;
  }

  /** After a failed request: true when the database is (now known to be) unreachable. */
  async confirmFailure(): Promise<boolean> {
    if (this.isDown) return true;
    this.confirming ??= this.probe().finally(() => {
      this.confirming = undefined;
    });
    const failure = await this.confirming;
    if (failure === null) return false;
    this.begin(failure);
    return true;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private begin(reason: string) {
    if (this.isDown) return;
    this.downSince = Date.now();
    this.tell(() => this.events.down(reason));
    this.scheduleProbe();
  }

  private scheduleProbe() {
    if (this.stopped) return;
    this.timer = setTimeout(async () => {
      if ((await this.probe()) === null) {
        const downForMs = Date.now() - (this.downSince ?? Date.now());
        this.downSince = undefined;
        this.timer = undefined;
        this.tell(() => this.events.up(downForMs));
      } else {
        this.scheduleProbe();
      }
    }, PROBE_EVERY_MS);
    this.timer.unref();
  }

  /** Null when the database answered in time, else what went wrong. */
  private async probe(): Promise<string | null> {
    let timeout: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timeout = setTimeout(() => resolve(`no answer within ${PROBE_TIMEOUT_MS} ms`), PROBE_TIMEOUT_MS);
    });
    try {
      const answered = this.probeDatabase().then(
        () => null,
        (error: unknown) => (error instanceof Error && error.message) || String(error),
      );
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timeout);
    }
  }

  /** A listener that throws (a logger misconfigured) must not become an unhandled rejection. */
  private tell(event: () => void) {
    try {
      event();
    } catch (error) {
      // biome-ignore lint/suspicious/noConsole: the listener that failed may be the logger itself
      console.error("A database outage listener failed:", error);
    }
  }
}

/** While the outage lasts, every request behind this answers 503 at once. */
export function answerWhileDatabaseDown(outage: DatabaseOutage): RequestHandler {
  return (req, res, next) => {
    if (!outage.isDown) return next();
    sendUnavailable(req, res);
  };
}

/**
 * The 503: the message as text for the router's data requests, JSON for the
 * API, else a small page in our words that reloads itself when the wait is
 * over. No part of it needs the database.
 */
export function sendUnavailable(req: Request, res: Response) {
  res.status(503);
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  // React Router's client reads a failed data request's body as the error's text: the root error
  // screen then says "Something went wrong" with this message and a Try again button.
  if (req.path.endsWith(".data")) {
    res.type("text/plain").send(UNAVAILABLE_MESSAGE);
    return;
  }
  if (req.path.startsWith("/api/") || !req.accepts("html")) {
    res.json({ ok: false, message: UNAVAILABLE_MESSAGE });
    return;
  }
  res.type("html").send(UNAVAILABLE_PAGE);
}

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">
<meta name="robots" content="noindex">
<title>Back in a moment · Rangmanch</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#fff;color:#1f1a17">
<main style="max-width:32rem;margin:15vh auto;padding:0 1.5rem">
<p style="margin:0 0 2rem;font-weight:700;font-size:1.25rem;color:oklch(0.5 0.22 330)">Rangmanch</p>
<h1 style="font-size:1.6rem;margin:0 0 .75rem">Back in a moment</h1>
<p style="line-height:1.5;margin:0 0 1rem">${UNAVAILABLE_MESSAGE}</p>
<p style="line-height:1.5;margin:0;color:#5c524b">This page tries again by itself in ${RETRY_AFTER_SECONDS} seconds.</p>
</main>
</body>
</html>
`;
