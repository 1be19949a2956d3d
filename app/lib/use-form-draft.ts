import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker, useNavigation } from "react-router";
import { type DraftValues, draftKey, draftValuesOf, parseStoredDraft } from "./form-draft-values";

export type FormDraftOptions = {
  /** The form element's id (Conform's form id). */
  formId: string;
  /** Whose draft it is (the signed-in member), and of what (a profile's id): one draft each. */
  scope: string;
  /** Field names never kept (an uploaded photo's id, which cannot be shown again without its preview). */
  leaveOut?: readonly string[];
};

/**
 * A half-filled form kept on the device and a warning before leaving it.
 *
 * Every change (typing, a choice, a list editor's hidden JSON field) is saved
 * to localStorage under the member's and the form's key; a draft equal to the
 * form as it opened is removed. When the page opens with a draft, `restored`
 * holds it and `formKey` changes, so the caller redraws the form from it.
 * While there are unsaved changes, in-app navigation away is held by
 * React Router's blocker (the caller shows the product's dialog) and closing
 * or reloading the tab asks the browser's own question. A submit is let
 * through, and so is Cancel (a link marked `data-discards-draft`), which
 * drops the draft. The draft is removed once the form leaves the page after
 * a submit; a submit that ends with the form still on the page (field errors,
 * a refusal in place) keeps it, and the warning.
 */
export function useFormDraft({ formId, scope, leaveOut = [] }: FormDraftOptions) {
  const storageKey = draftKey(formId, scope);
  const [restored, setRestored] = useState<DraftValues | null>(null);
  const [version, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  // The form as it opened: a draft equal to it is no draft.
  const opened = useRef<string | null>(null);
  const submitted = useRef(false);
  const discarded = useRef(false);
  const leaveOutKey = leaveOut.join(",");

  const currentValues = useCallback(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return null;
    return JSON.stringify(draftValuesOf(new FormData(form), leaveOutKey ? leaveOutKey.split(",") : []));
  }, [formId, leaveOutKey]);

  // After hydration (localStorage is the device's): note the form as it opened, then bring back a draft.
  useEffect(() => {
    opened.current = currentValues();
    const draft = parseStoredDraft(safeStorage()?.getItem(storageKey) ?? null);
    if (draft && JSON.stringify(draft.values) !== opened.current) {
      setRestored(draft.values);
      setVersion((v) => v + 1);
      setDirty(true);
    }
  }, [storageKey, currentValues]);

  // Every change is saved at once, so a link followed a moment after typing still warns.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is drawn again (a new element) when `version` changes.
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const save = () => {
      // Sent: the page changes as it waits ("Saving..."), which is no edit of the person's.
      if (submitted.current || discarded.current) return;
      const values = currentValues();
      if (values === null || opened.current === null) return;
      const storage = safeStorage();
      if (values === opened.current) {
        storage?.removeItem(storageKey);
        setDirty(false);
      } else {
        try {
          storage?.setItem(storageKey, JSON.stringify({ values: JSON.parse(values), savedAt: Date.now() }));
        } catch {
          // A full storage keeps no draft; the warning before leaving still holds.
        }
        setDirty(true);
      }
    };
    // Cancel (a link marked data-discards-draft) is the person throwing the changes away: no question.
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("a[data-discards-draft]")) return;
      safeStorage()?.removeItem(storageKey);
      discarded.current = true;
    };
    // After the event has reached React: saving marks the form dirty, and that render, drawn
    // before React's own handler had the keystroke, put a controlled field (Location) back to its
    // old value and lost the first character typed.
    const saveSoon = () => window.setTimeout(save, 0);
    form.addEventListener("input", saveSoon);
    form.addEventListener("change", saveSoon);
    form.addEventListener("click", onClick, true);
    // List editors keep their value in hidden inputs, which change without an input event.
    const observer = new MutationObserver(save);
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ["value"] });
    return () => {
      form.removeEventListener("input", saveSoon);
      form.removeEventListener("change", saveSoon);
      form.removeEventListener("click", onClick, true);
      observer.disconnect();
    };
  }, [formId, storageKey, currentValues, version]);

  // Sent: the page's form went to the server (a submit the browser refused never leaves the page,
  // and Conform's checks as the person types are not submissions at all).
  const navigation = useNavigation();
  // Back at rest with the form still on the page: the server did not take it (its field errors,
  // or a refusal in place, app/lib/refusals-in-place.ts, which carries no form result at all),
  // so the draft stays, and so does the warning. An accepted submit leaves the page first.
  useEffect(() => {
    if (navigation.state === "submitting") submitted.current = true;
    else if (navigation.state === "idle") submitted.current = false;
  }, [navigation.state]);

  // Saved: the form leaves the page after a submit the server accepted, in the app
  // or, when the answer is a redirect the browser follows itself, with the document.
  useEffect(() => {
    const clearIfSent = () => {
      if (submitted.current) safeStorage()?.removeItem(storageKey);
    };
    window.addEventListener("pagehide", clearIfSent);
    return () => {
      window.removeEventListener("pagehide", clearIfSent);
      clearIfSent();
    };
  }, [storageKey]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !submitted.current && !discarded.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (submitted.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const discard = useCallback(() => {
    safeStorage()?.removeItem(storageKey);
    setRestored(null);
    setVersion((v) => v + 1);
    setDirty(false);
  }, [storageKey]);

  return { restored, formKey: `${formId}-${version}`, discard, blocker, dirty };
}

/** localStorage, or null where it is switched off (private modes, blocked storage). */
function safeStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
