// Who a browser test signs up or signs in as: made here, apart from the helpers that drive the
// forms (accounts/helpers.ts) and the fixtures that use both, so that neither imports the other.

/** A strong password by the spec's rules (and "Very strong password" on the meter). */
export const PASSWORD = "Stage#Light42";
export const NEW_PASSWORD = "Curtain&Call97";

const random = (length: number, alphabet = "abcdefghijklmnopqrstuvwxyz") =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join("");

/** An address nobody else in this run uses. */
export function uniqueEmail(tag = "e2e") {
  return `${tag}-${Date.now()}-${random(4, "abcdefghijklmnopqrstuvwxyz0123456789")}@example.com`;
}

/** A person with a name (letters only, as the name rules want) and email of their own. */
export function newPerson(tag = "e2e") {
  const surname = random(8);
  const name = `Asha ${surname[0]!.toUpperCase()}${surname.slice(1)}`;
  return { name, email: uniqueEmail(tag), password: PASSWORD, username: `asha-${surname}` };
}
export type Person = ReturnType<typeof newPerson>;
