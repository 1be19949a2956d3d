import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { CoalescingStream } from "~/lib/coalescing-stream.server";
import { logger } from "~/lib/logger.server";
import { QuietModulePreloads } from "~/lib/module-preloads.server";
import { NonceProvider } from "~/lib/nonce";
import { requestFactsContext } from "~/lib/request-context";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(requestFactsContext).cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and share previews get the whole page at once; browsers get it streamed.
    const readyEvent =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A finished part (the header's account menu) goes out in its place. By default React 19.2 sends
        // any finished Suspense part over 500 bytes found past the first 12.8 KB after the page, with a
        // script that reveals it up to 300 ms later: more bytes, more work, and a menu that pops in late.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          // One chunk per turn instead of one per tag: see CoalescingStream; and the head's module preloads
          // asked after the stylesheet: see QuietModulePreloads.
          const body = new CoalescingStream();
          const stream = createReadableStreamFromReadable(body.pipe(new QuietModulePreloads()));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            logger().error({ err: error }, "Rendering a page failed after its shell was sent");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
