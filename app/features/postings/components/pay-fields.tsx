import type { AnyField } from "~/components/ui/field-control";
import { SelectField, TextField } from "~/components/ui/text-field";
import { PAY_KIND_LABELS, PAY_KINDS, PAY_PERIOD_LABELS, PAY_PERIODS } from "~/constants/pay";

type PayFieldSet = {
  payKind: AnyField;
  payMin: AnyField;
  payMax: AnyField;
  payPer: AnyField;
  payNote: AnyField;
};

/** The note field's label and example for the kind chosen, on a posting's pay and on a role's. */
export function payNoteWords(kind: string | undefined) {
  return {
    label:
      kind === "unpaid"
        ? "What is offered instead"
        : kind === "expenses"
          ? "Which expenses are paid"
          : "Anything else about pay",
    placeholder:
      kind === "unpaid" ? "A screen credit, meals and a copy of the film" : "Travel and meals on shoot days",
  };
}

/** The choices of "What it pays", on a posting's pay and on a role's. */
export function PayKindOptions() {
  return (
    <>
      <option value="">Choose</option>
      {PAY_KINDS.map((option) => (
        <option key={option} value={option}>
          {PAY_KIND_LABELS[option]}
        </option>
      ))}
    </>
  );
}

/** The choices of "Per", on a posting's pay and on a role's. */
export function PayPeriodOptions() {
  return (
    <>
      <option value="">Choose</option>
      {PAY_PERIODS.map((period) => (
        <option key={period} value={period}>
          {PAY_PERIOD_LABELS[period]}
        </option>
      ))}
    </>
  );
}

/**
 * What a posting pays, the same on every posting form: paid with
 * an amount or a range and its period, expenses only, or unpaid with what is
 * offered instead. The server checks the same rules (features/postings/pay.ts).
 */
export function PayFields({ fields, byRoles = false }: { fields: PayFieldSet; byRoles?: boolean }) {
  const kind = fields.payKind.value;
  const note = payNoteWords(typeof kind === "string" ? kind : undefined);
  // With roles, each role states its pay and the posting's is derived from theirs (role-pay.ts, decision 061).
  if (byRoles) {
    return (
      <p className="text-sm text-muted-foreground">
        Each role states its own pay above; the card shows the range of their pay.
      </p>
    );
  }
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Pay</legend>
      <SelectField field={fields.payKind} label="What it pays" required>
        <PayKindOptions />
      </SelectField>
      {kind === "paid" ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            field={fields.payMin}
            label="Amount in ₹"
            required
            placeholder="5000"
            hint="The least, for a range."
          />
          <TextField field={fields.payMax} label="Up to ₹ (optional)" placeholder="8000" />
          <SelectField field={fields.payPer} label="Per" required>
            <PayPeriodOptions />
          </SelectField>
        </div>
      ) : null}
      <TextField
        field={fields.payNote}
        label={note.label}
        required={kind === "unpaid"}
        placeholder={note.placeholder}
      />
      <p className="text-xs text-muted-foreground">
        Rangmanch never charges applicants, and a posting may not ask them for money.
      </p>
    </fieldset>
  );
}
