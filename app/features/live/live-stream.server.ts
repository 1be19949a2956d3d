import type { LiveHub, LiveSignal } from "./live-hub.server";

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2000;

/** One signal in the text/event-stream format; the event's number is its id, which the browser sends back as Last-Event-ID. */
export function formatSignal(signal: LiveSignal): string {
  if (signal.type === "ping") return ": ping\n\n";
  // The server is stopping: `retry` is how long the browser waits before it reconnects, once the
  // stream ends (its own retry, not the page's: live-updates.tsx sees only "reconnecting").
  if (signal.type === "reconnect") return `retry: ${signal.retryMs}\nevent: reconnect\ndata: {}\n\n`;
  if (signal.type === "resync") return `id: ${signal.seq}\nevent: resync\ndata: {}\n\n`;
  // JSON never holds a raw line break, so the data is one line.
  return `id: ${signal.event.seq}\nevent: ${signal.event.kind}\ndata: ${JSON.stringify(signal.event.payload)}\n\n`;
}

/**
 * Where a stream starts: the Last-Event-ID a reconnecting browser sends, else
 * the `after` number the page was drawn with, else 0 (everything kept).
 */
export function startingSeq(request: Request): number {
  const fromHeader = request.headers.get("last-event-id");
  const fromQuery = new URL(request.url).searchParams.get("after");
  for (const text of [fromHeader, fromQuery]) {
    if (text && /^\d{1,9}$/.test(text)) return Number(text);
  }
  return 0;
}

/**
 * The member's event stream as a Response: it stays open until the browser
 * leaves, the server stops, or the session that opened it ends.
 */
export function liveStreamResponse(
  hub: LiveHub,
  { userId, sessionId }: { userId: string; sessionId: string },
  request: Request,
): Response {
  const encoder = new TextEncoder();
  let disconnect: (() => void) | undefined;
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          closed = true;
        }
      };
      const close = () => {
        if (closed) return;
        closed = true;
        try {
          controller.close();
        } catch {
          // The reader has gone already.
        }
      };
      write(`retry: ${RETRY_MS}\n\n`);
      disconnect = await hub.connect(
        userId,
        startingSeq(request),
        (signal) => write(formatSignal(signal)),
        close,
        sessionId,
      );
      if (request.signal.aborted) disconnect();
      request.signal.addEventListener("abort", () => disconnect?.(), { once: true });
    },
    cancel() {
      closed = true;
      disconnect?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // Proxies such as nginx would otherwise hold the stream back in their buffer.
      "X-Accel-Buffering": "no",
    },
  });
}
