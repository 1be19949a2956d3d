import type { ClientErrorInput } from "./client-error-schema";

const reported = new Set<string>();

/** Sends a browser error to the server once per message and page; failures to report are ignored. */
export function reportClientError(error: { message: string; stack?: string }) {
  if (typeof window === "undefined") return;
  const body: ClientErrorInput = {
    message: error.message || "Unknown error",
    stack: error.stack,
    path: window.location.pathname + window.location.search,
  };
  const key = `${body.path}|${body.message}`;
  if (reported.has(key)) return;
  reported.add(key);
  void fetch("/api/client-errors", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {});
}

/** Reports errors that escape React (event handlers, timers, rejected promises). */
export function listenForUncaughtErrors() {
  const onError = (event: ErrorEvent) =>
    reportClientError({ message: event.message, stack: event.error?.stack });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason;
    reportClientError(reason instanceof Error ? reason : { message: String(reason) });
  };
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
