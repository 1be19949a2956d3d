import { type FormEvent, type ReactNode, useRef, useState } from "react";
import type { FetcherSubmitFunction } from "react-router";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";

/** What the product asks before a step that cannot be undone. */
export type ConfirmQuestion = {
  title: string;
  description: string;
  /** The confirming button's words: the step itself ("Block", "Delete"), never a bare "OK". */
  confirmLabel: string;
};

type Asking = { question: ConfirmQuestion; form: HTMLFormElement; data: FormData };

/**
 * Asks the product's own question (not the browser's `confirm()`, which
 * cannot be styled, reads "localhost says" and blocks the page) before a
 * fetcher form is sent. `ask` picks the question from the button that
 * submitted (a form may hold both a step that needs asking and one that does
 * not); null lets the form go at once. Spread `formProps` on the
 * `fetcher.Form` and render `dialog` anywhere in the component.
 *
 * Without JavaScript the form is sent unasked, as before: the server's own
 * rules still hold.
 */
export function useConfirmBeforeSubmit(
  submit: FetcherSubmitFunction,
  ask: (submitter: HTMLElement | null) => ConfirmQuestion | null,
): { formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void }; dialog: ReactNode } {
  const [asking, setAsking] = useState<Asking | null>(null);
  // Kept past closing, so the dialog's words do not vanish while it fades out.
  const lastQuestion = useRef<ConfirmQuestion | null>(null);
  const askedBy = useRef<HTMLElement | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const question = ask(submitter);
    if (!question) return;
    event.preventDefault();
    lastQuestion.current = question;
    askedBy.current = submitter;
    const form = event.currentTarget;
    setAsking({ question, form, data: new FormData(form, submitter) });
  }

  function confirm() {
    if (!asking) return;
    const { form, data } = asking;
    void submit(data, { method: "post", action: form.getAttribute("action") ?? undefined });
    setAsking(null);
  }

  const question = asking?.question ?? lastQuestion.current;
  const dialog = question ? (
    <Dialog open={asking !== null} onOpenChange={(open) => (open ? null : setAsking(null))}>
      <DialogContent
        role="alertdialog"
        className="max-w-md"
        // Back to the button that asked: with no Radix trigger, focus would otherwise land on the page's start.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          askedBy.current?.focus();
        }}
      >
        <DialogTitle className="pr-6">{question.title}</DialogTitle>
        <DialogDescription>{question.description}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setAsking(null)}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={confirm}>
            {question.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  ) : null;

  return { formProps: { onSubmit }, dialog };
}
