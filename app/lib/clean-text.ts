/**
 * The spec's text cleaning (part 2, section 5): strips script blocks, HTML
 * tags, inline event handlers and javascript:/data: prefixes, and collapses
 * whitespace. React already renders every user string as text, so this is not
 * what keeps pages safe; it keeps stored text plain wherever it is shown next
 * (emails, share previews, exports).
 */
export function cleanText(value: string, { multiline = false } = {}) {
  let text = value
    .replaceAll("\u0000", "")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<\/?[a-z][^>]*>/gi, "")
    .replace(/\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "")
    .replace(/\b(?:javascript|data|vbscript)\s*:/gi, "");
  if (multiline) {
    text = text
      .replace(/\r\n?/g, "\n")
      .replace(/[^\S\n]+/g, " ")
      .replace(/ *\n */g, "\n")
      .replace(/\n{3,}/g, "\n\n");
  } else {
    text = text.replace(/\s+/g, " ");
  }
  return text.trim();
}
