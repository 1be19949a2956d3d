import type * as React from "react";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import type { RoleDraft } from "../role-schema";
import { PayKindOptions, PayPeriodOptions, payNoteWords } from "./pay-fields";

type PayKey = "payKind" | "payMin" | "payMax" | "payPer" | "payNote";

/**
 * A role's pay in the roles editor: the same choices, words and rules as a
 * posting's Pay fieldset (pay-fields.tsx, checked on the server by checkPay),
 * held in the role's row. The posting's own pay is derived from its roles'
 * (role-pay.ts, decision 061).
 */
export function RolePayFields({
  row,
  id,
  field,
  message,
}: {
  row: RoleDraft;
  id: string;
  /** The control's props for one of the row's fields (its value, change and error wiring). */
  field: (key: PayKey) => React.ComponentProps<"input"> & { id: string };
  message: (key: PayKey) => React.ReactNode;
}) {
  const kind = row.payKind;
  const note = payNoteWords(kind);
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-medium">Pay</legend>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-payKind`}>What it pays</Label>
        <NativeSelect {...(field("payKind") as React.ComponentProps<"select">)} required>
          <PayKindOptions />
        </NativeSelect>
        {message("payKind")}
      </div>
      {kind === "paid" ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-payMin`}>Amount in ₹</Label>
            <Input {...field("payMin")} inputMode="numeric" placeholder="5000" required />
            {message("payMin")}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-payMax`}>Up to ₹ (optional)</Label>
            <Input {...field("payMax")} inputMode="numeric" placeholder="8000" />
            {message("payMax")}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-payPer`}>Per</Label>
            <NativeSelect {...(field("payPer") as React.ComponentProps<"select">)} required>
              <PayPeriodOptions />
            </NativeSelect>
            {message("payPer")}
          </div>
        </div>
      ) : null}
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-payNote`}>{note.label}</Label>
        <Input {...field("payNote")} placeholder={note.placeholder} required={kind === "unpaid"} />
        {message("payNote")}
      </div>
    </fieldset>
  );
}
