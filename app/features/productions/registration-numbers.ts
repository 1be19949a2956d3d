/**
 * India's registration numbers, checked by their shape before staff look at
 * them: a typo is caught in the form, not in the queue.
 */

const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** State codes in use (01 Jammu and Kashmir to 38 Ladakh), 97 other territory, 99 centre jurisdiction. */
function isStateCode(code: number) {
  return (code >= 1 && code <= 38) || code === 97 || code === 99;
}

/**
 * The GSTIN's check character: each of the first 14 characters' value in base
 * 36 times 1 or 2 (alternately), the quotient and remainder by 36 summed, and
 * the check is what brings the sum to a multiple of 36 (GSTN's published rule).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Upper-cased without spaces, as people copy it from a certificate: "27 aapfu0939f1zv" reads as 27AAPFU0939F1ZV. */
export function normaliseRegistration(value: string) {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

/**
 * A well-formed GSTIN: state code, the holder's PAN (five letters, four
 * digits, a letter), the registration's number, Z, and the right check character.
 */
export function isValidGstin(value: string): boolean {
  const gstin = normaliseRegistration(value);
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  if (!isStateCode(Number(gstin.slice(0, 2)))) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/**
 * A company's CIN (L or U, five-digit industry code, state, year, company
 * type, six-digit number: U92100MH2005PTC123456) or an LLP's LLPIN (AAB-1234).
 */
export function isValidCompanyNumber(value: string): boolean {
  const number = value.trim().toUpperCase().replace(/\s+/g, "");
  if (/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/.test(number)) {
    const year = Number(number.slice(8, 12));
    return year >= 1850 && year <= new Date().getFullYear();
  }
  return /^[A-Z]{3}-\d{4}$/.test(number);
}

/** The stored form of a company number: upper case, no spaces (an LLPIN keeps its hyphen). */
export function normaliseCompanyNumber(value: string) {
  return value.trim().toUpperCase().replace(/\s+/g, "");
}
