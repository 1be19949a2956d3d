import { Fragment, type ReactNode } from "react";
import type { DraftValues } from "~/lib/form-draft-values";
import { type FormDraftOptions, useFormDraft } from "~/lib/use-form-draft";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";

/**
 * A form that keeps a draft on the device and warns before it is left with
 * unsaved changes (app/lib/use-form-draft.ts). The form is drawn by
 * `children` from the restored draft (null: start from the usual values), and
 * drawn afresh when a draft is restored or discarded.
 */
export function FormWithDraft({
  children,
  ...options
}: FormDraftOptions & { children: (restored: DraftValues | null) => ReactNode }) {
  const draft = useFormDraft(options);
  const leaving = draft.blocker.state === "blocked";
  return (
    <>
      {draft.restored ? (
        <div
          role="status"
          className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
        >
          <p>
            <span className="font-medium">Draft restored.</span> This is what you typed here last time on this
            device.
          </p>
          <Button type="button" variant="outline" size="sm" onClick={draft.discard}>
            Discard draft
          </Button>
        </div>
      ) : null}
      <Fragment key={draft.formKey}>{children(draft.restored)}</Fragment>
      <Dialog
        open={leaving}
        onOpenChange={(open) => {
          if (!open && draft.blocker.state === "blocked") draft.blocker.reset();
        }}
      >
        <DialogContent>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>
            You have changes you have not saved. They stay on this device as a draft, and come back when you
            open this form again.
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => draft.blocker.reset?.()}>
              Stay on this page
            </Button>
            <Button type="button" onClick={() => draft.blocker.proceed?.()}>
              Leave page
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
