import { useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator } from "react-router";

/** The events the server's stream names (app/features/live/live-events.server.ts), and "resync". */
const LIVE_EVENT_KINDS = ["message", "read", "notification", "resync"] as const;

/**
 * Events a page handles itself rather than by reloading its data: the feed
 * counts new posts ("3 new posts") and refreshes one post when it is liked or
 * commented on, without losing the pages already scrolled through.
 */
const PAGE_HANDLED_KINDS = ["feed_post", "feed_activity"] as const;
type PageHandledKind = (typeof PAGE_HANDLED_KINDS)[number];
const PAGE_EVENT = "rangmanch:live";
type PageEventDetail = { kind: PageHandledKind; payload: Record<string, unknown> };

/** Calls `handler` with each event of `kind` the page's live stream receives. */
export function useLiveEvent(kind: PageHandledKind, handler: (payload: Record<string, unknown>) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<PageEventDetail>).detail;
      if (detail.kind === kind) latest.current(detail.payload);
    };
    window.addEventListener(PAGE_EVENT, listener);
    return () => window.removeEventListener(PAGE_EVENT, listener);
  }, [kind]);
}

/** Events arriving together (a burst of messages) reload the page's data once. */
const REFRESH_DELAY_MS = 50;
/**
 * How long a page first waits before opening a stream the browser gave up on (the server's
 * Retry-After), doubled after each refusal up to the longest.
 */
const REOPEN_DELAY_MS = 5_000;
const LONGEST_REOPEN_DELAY_MS = 120_000;

/**
 * Keeps a signed-in page current (decision 035): one Server-Sent Events stream
 * per page, started after the event number the page was drawn with. Each event
 * reloads the page's data (the header counts, the conversation list, an open
 * conversation), so what is shown always comes from the server. A dropped
 * stream is reopened by the browser with the number of the last event it got
 * (Last-Event-ID), and the server sends what came after it; one the browser
 * gave up on is opened again by the page, from the same number.
 */
export function LiveUpdates({ after }: { after: number }) {
  const revalidator = useRevalidator();
  const navigating = useNavigation().state !== "idle";
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // A reload asked for during a navigation would interrupt it (and lose what its loaders
  // consumed, such as a flash toast): it waits until the navigation has landed.
  const navigatingNow = useRef(navigating);
  navigatingNow.current = navigating;
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (waiting && !navigating) {
      setWaiting(false);
      void revalidate.current();
    }
  }, [waiting, navigating]);
  // Where the page started: later numbers come with the events themselves.
  const start = useRef(after);

  useEffect(() => {
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | undefined;
    // The number of the last event this page has had: where a reopened stream starts.
    let lastSeq = start.current;
    let reopenDelay = REOPEN_DELAY_MS;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (navigatingNow.current) setWaiting(true);
        else void revalidate.current();
      }, REFRESH_DELAY_MS);
    };
    const heard = (event: Event) => {
      const seq = Number((event as MessageEvent<string>).lastEventId);
      if (Number.isInteger(seq) && seq > 0) lastSeq = seq;
    };
    const open = () => {
      const next = new EventSource(`/api/live?after=${lastSeq}`);
      source = next;
      for (const kind of LIVE_EVENT_KINDS) {
        next.addEventListener(kind, (event) => {
          heard(event);
          refresh();
        });
      }
      for (const kind of PAGE_HANDLED_KINDS) {
        next.addEventListener(kind, (event) => {
          heard(event);
          let payload: Record<string, unknown> = {};
          try {
            payload = JSON.parse((event as MessageEvent<string>).data);
          } catch {
            // A payload that does not read is still news that something changed.
          }
          window.dispatchEvent(new CustomEvent<PageEventDetail>(PAGE_EVENT, { detail: { kind, payload } }));
        });
      }
      // Tests (and support) can tell a page whose stream is open.
      next.addEventListener("open", () => {
        root.dataset.live = "open";
        reopenDelay = REOPEN_DELAY_MS;
      });
      next.addEventListener("error", () => {
        if (next.readyState !== EventSource.CLOSED) {
          root.dataset.live = "reconnecting";
          return;
        }
        // The browser gives up on a stream whose reconnection was refused (a 503 while the
        // database restarts, or a session that has ended): this page tries again itself from the
        // last event it had, waiting longer each time. Refused twice running, it also reloads its
        // data, which sends a page whose session has ended to sign in (ending this for good).
        root.dataset.live = "closed";
        if (reopenDelay > REOPEN_DELAY_MS) void revalidate.current();
        reopenTimer = setTimeout(open, reopenDelay);
        reopenDelay = Math.min(reopenDelay * 2, LONGEST_REOPEN_DELAY_MS);
      });
    };
    open();
    return () => {
      clearTimeout(timer);
      clearTimeout(reopenTimer);
      source?.close();
      delete root.dataset.live;
    };
  }, []);
  return null;
}
