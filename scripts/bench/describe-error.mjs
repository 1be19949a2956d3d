/** The message, with the underlying cause (a socket error, say) and where it was thrown. */
export function describeError(error) {
  const cause = error?.cause
    ? ` (cause: ${error.cause.code ?? ""} ${error.cause.message ?? error.cause})`
    : "";
  const where = error?.stack
    ?.split("\n")
    .find((line) => line.includes("/scripts/"))
    ?.trim();
  return `${error?.message ?? error}${cause}${where ? `\n  ${where}` : ""}`;
}
