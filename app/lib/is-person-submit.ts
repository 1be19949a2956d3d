/**
 * Conform checks a field as it is typed in by submitting the form through a
 * hidden button named "__intent__" (a validation intent that never leaves the
 * page). Only a submit by any other button, or by Enter, is the person's.
 */
const CONFORM_INTENT = "__intent__";

export function isPersonSubmit(event: Event): boolean {
  const submitter = (event as SubmitEvent).submitter;
  return submitter?.getAttribute("name") !== CONFORM_INTENT;
}
