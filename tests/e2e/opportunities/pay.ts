import { expect, type Locator } from "@playwright/test";

/**
 * What a posting pays, as a person states it in the "Pay" fieldset every
 * audition, job and project form has (issue 27, features/postings/components/pay-fields.tsx):
 * an amount (or a range, with "Up to") and its period, expenses only, or
 * unpaid with what is offered instead.
 */
export type StatedPay =
  | { amount: string; upTo?: string; per: "per day" | "per project" | "per episode" | "per month" }
  | { expensesOnly: true; which?: string }
  | { unpaid: true; instead: string };

/**
 * One role of a roles editor (its fieldset, "Role 1", "Role 2"...): a posting with roles states its pay
 * per role, in a "Pay" fieldset of the role's own (decision 061), so statePay(roleFields(form, 0), pay).
 */
export function roleFields(form: Locator, index: number) {
  return form.getByRole("group", { name: `Role ${index + 1}`, exact: true });
}

/** The pay fieldset of a posting form (or any part of the page holding one, a role's fields among them). */
export function payFieldset(form: Locator) {
  return form.getByRole("group", { name: "Pay", exact: true });
}

/** Chooses what the posting pays and fills what that choice asks for, then checks the fields hold it. */
export async function statePay(form: Locator, pay: StatedPay) {
  const fields = payFieldset(form);
  const kind = fields.getByRole("combobox", { name: "What it pays", exact: true });
  if ("amount" in pay) {
    await kind.selectOption({ label: "Paid" });
    await fields.getByRole("textbox", { name: "Amount in ₹", exact: true }).fill(pay.amount);
    await fields.getByRole("textbox", { name: "Up to ₹ (optional)", exact: true }).fill(pay.upTo ?? "");
    // Exactly "Per" (the form's "Experience" holds the same letters); by role, as a required label ends in a "*" read to nobody.
    await fields.getByRole("combobox", { name: "Per", exact: true }).selectOption({ label: pay.per });
  } else if ("expensesOnly" in pay) {
    await kind.selectOption({ label: "Expenses only" });
    await fields.getByRole("textbox", { name: "Which expenses are paid", exact: true }).fill(pay.which ?? "");
  } else {
    await kind.selectOption({ label: "Unpaid" });
    await fields.getByRole("textbox", { name: "What is offered instead", exact: true }).fill(pay.instead);
  }
  await expectPayStated(form, pay);
}

/** The pay fields hold what was stated (after a refused submit, a restored draft, or an edit form opening). */
export async function expectPayStated(form: Locator, pay: StatedPay) {
  const fields = payFieldset(form);
  const kind = fields.getByRole("combobox", { name: "What it pays", exact: true });
  if ("amount" in pay) {
    await expect(kind).toHaveValue("paid");
    await expect(fields.getByRole("textbox", { name: "Amount in ₹", exact: true })).toHaveValue(pay.amount);
    await expect(fields.getByRole("textbox", { name: "Up to ₹ (optional)", exact: true })).toHaveValue(
      pay.upTo ?? "",
    );
    await expect(fields.getByRole("combobox", { name: "Per", exact: true })).toHaveValue(
      pay.per.replace(/^per /, ""),
    );
  } else if ("expensesOnly" in pay) {
    await expect(kind).toHaveValue("expenses");
    await expect(fields.getByRole("textbox", { name: "Which expenses are paid", exact: true })).toHaveValue(
      pay.which ?? "",
    );
  } else {
    await expect(kind).toHaveValue("unpaid");
    await expect(fields.getByRole("textbox", { name: "What is offered instead", exact: true })).toHaveValue(
      pay.instead,
    );
  }
}
