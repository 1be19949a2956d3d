import { useEffect } from "react";
import { isPersonSubmit } from "./is-person-submit";

/**
 * Where a refused form's errors show: a control marked invalid, or an error
 * message (a field's, a list row's, or the form's own above it).
 */
const ERROR_SELECTOR = '[aria-invalid="true"], [role="alert"]';

/** Frames to wait for the errors of a refused submit to be drawn (React draws them a frame or two later). */
const FRAMES_TO_WAIT = 10;

/**
 * After a refused submit, whether the browser refused it (Conform's check) or
 * the server did (a new `lastResult`), scrolls to the form's first error and
 * focuses it. Conform's own focus only finds a top-level field by its name:
 * it misses a list row's error (a credit without a role) and the form's own
 * message, and the browser's focus scroll can leave the field under the fixed
 * header or a sticky Save bar. The scroll margins in app.css (the header above,
 * `--form-sticky-bottom` below) keep both the field and its message in view.
 */
export function useFocusFirstError(formId: string, lastResult: { status?: string } | null | undefined) {
  useEffect(() => {
    const onSubmit = (event: Event) => {
      if ((event.target as HTMLElement | null)?.id === formId && isPersonSubmit(event))
        focusFirstErrorSoon(formId);
    };
    // Capture: heard before React's handler, which refuses the submit and draws the errors.
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, [formId]);

  useEffect(() => {
    if (lastResult?.status === "error") focusFirstErrorSoon(formId);
  }, [formId, lastResult]);
}

function focusFirstErrorSoon(formId: string, framesLeft = FRAMES_TO_WAIT) {
  requestAnimationFrame(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    if (focusFirstError(form)) return;
    if (framesLeft > 0) focusFirstErrorSoon(formId, framesLeft - 1);
  });
}

/** Scrolls to and focuses the form's first error; false when it shows none. */
function focusFirstError(form: HTMLFormElement): boolean {
  const first = [...form.querySelectorAll<HTMLElement>(ERROR_SELECTOR)].find(isShown);
  if (!first) return false;
  const control = first.matches('[role="alert"]') ? (controlDescribedBy(form, first) ?? first) : first;
  if (!isFocusable(control)) control.tabIndex = -1;
  const message = messageOf(control) ?? first;
  // The control first, then its message below it: both end up in view, the control kept if both fit.
  control.scrollIntoView({ block: "nearest" });
  if (message !== control) message.scrollIntoView({ block: "nearest" });
  control.focus({ preventScroll: true });
  return true;
}

function isShown(element: HTMLElement) {
  return element.getClientRects().length > 0;
}

function controlDescribedBy(form: HTMLFormElement, message: HTMLElement) {
  if (!message.id) return null;
  return [...form.querySelectorAll<HTMLElement>("[aria-describedby]")].find((control) =>
    control.getAttribute("aria-describedby")?.split(/\s+/).includes(message.id),
  );
}

function messageOf(control: HTMLElement) {
  const ids = control.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element?.matches('[role="alert"]') && isShown(element)) return element;
  }
  return null;
}

function isFocusable(element: HTMLElement) {
  return element.matches("input, select, textarea, button, a[href], [tabindex]");
}
