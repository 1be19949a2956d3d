import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner in the first page load: sonner (its toast store and
 * the Toaster that draws them, about 10 KB compressed) is fetched with the
 * first toast. The Toaster (components/ui/toaster.tsx) then mounts, and the
 * toast is handed to sonner only once the Toaster's live region is on the
 * page, so screen readers announce it as they did when the Toaster was
 * there from the start.
 *
 * The same calls as sonner's `toast` for what this app uses: success, error, info.
 */
type ToastKind = "success" | "error" | "info";

export const loadSonner = () => import("sonner");

let toastRequested = false;
let wakeToaster: (() => void) | null = null;
let markToasterMounted = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

/** For the Toaster: `wake` mounts it; called at once if a toast came first. */
export function onToastRequested(wake: () => void) {
  wakeToaster = wake;
  if (toastRequested) wake();
  return () => {
    if (wakeToaster === wake) wakeToaster = null;
  };
}

/** For the Toaster, once sonner's Toaster has mounted and subscribed. */
export function toasterReady() {
  markToasterMounted();
}

/** Error toasts still showing: a success that follows answers them, so they go (an old error stacked under a new success read as if it still held). */
const errorsShown = new Set<string | number>();

function show(kind: ToastKind, title: string, options?: ExternalToast) {
  toastRequested = true;
  wakeToaster?.();
  Promise.all([loadSonner(), toasterMounted])
    .then(([{ toast }]) => {
      if (kind === "success") {
        for (const id of errorsShown) toast.dismiss(id);
        errorsShown.clear();
      }
      const id = toast[kind](title, {
        ...options,
        onDismiss: (shown) => {
          errorsShown.delete(shown.id);
          options?.onDismiss?.(shown);
        },
        onAutoClose: (shown) => {
          errorsShown.delete(shown.id);
          options?.onAutoClose?.(shown);
        },
      });
      if (kind === "error") errorsShown.add(id);
    })
    // Offline before sonner arrived: there is nothing to draw the message with.
    .catch(() => {});
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  info: (title: string, options?: ExternalToast) => show("info", title, options),
};
