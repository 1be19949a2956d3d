/** The largest value of a PostgreSQL `serial` (int4); a larger number would make the query fail. */
const MAX_SERIAL = 2_147_483_647;

/**
 * A posted id (a review's, a connection request's) as the serial number it
 * names, or null when it can name none: not a plain decimal, zero, or past
 * int4. Such a value gets the form's 400 instead of reaching PostgreSQL.
 */
export function parseSerialId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_SERIAL ? id : null;
}
