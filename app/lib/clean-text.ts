/**
 * The spec's text cleaning (part 2, section 5): strips script blocks, HTML
 * tags, inline event handlers and javascript:/data: prefixes, and collapses
 * whitespace. React already renders every user string as text, so this is not
 * what keeps pages safe; it keeps stored text plain wherever it is shown next
 * (emails, share previews, exports).
 *
 * Anyone can post text here, so the work is linear in the input whatever it
 * holds: no step may rescan the rest of the text from every "<" (a regex like
 * `<[a-z][^>]*>` does exactly that on "<a<a<a..." with no ">", and froze the
 * server on a 192 KB bio). And the result is clean: cleaning it again changes
 * nothing, even when removing one piece joins its neighbours into another.
 */
export function cleanText(value: string, { multiline = false } = {}) {
  return untilStable(value, (text) => cleanOnce(text, multiline), /[<>=:]/g);
}

/**
 * Markup tags (and script blocks) removed and whitespace collapsed, nothing
 * else: the share text of spec part 1, section 5 ("Share text has markup tags
 * stripped"), where a title such as "Big data: the series" must keep its words.
 */
export function stripMarkup(value: string) {
  return untilStable(
    value,
    (text) => collapseWhitespace(stripTags(stripScriptBlocks(text.replaceAll("\u0000", ""))), false),
    /[<>]/g,
  );
}

function untilStable(value: string, once: (text: string) => string, lastResort: RegExp) {
  let text = value;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = once(text);
    if (next === text) return text;
    text = next;
  }
  // Still changing after several passes: pieces nested inside each other on
  // purpose, which no person types. The characters every pattern needs go, so
  // what is left cannot change again.
  return once(text.replace(lastResort, ""));
}

/**
 * Typed text is stable after one pass; a tag or handler split around another
 * ("on<b>click=", "javascript <i></i>:") after two. Each pass is linear, so a
 * fixed number of them is too.
 */
const MAX_PASSES = 4;

/**
 * `on...=` handlers. Linear as they are: a match can only start at the start
 * of a word, and each part stops at a quote, a space or a ">". A quote with no
 * partner is scanned to the end at most once per kind, since any later quote
 * of its kind would have been its partner.
 */
const EVENT_HANDLER = /\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_PREFIX = /\b(?:javascript|data|vbscript)\s*:/gi;

function cleanOnce(value: string, multiline: boolean) {
  const text = stripTags(stripScriptBlocks(value.replaceAll("\u0000", "")))
    .replace(EVENT_HANDLER, "")
    .replace(SCRIPT_PREFIX, "");
  return collapseWhitespace(text, multiline);
}

const SCRIPT_OPEN = /<script\b/gi;
const SCRIPT_CLOSE = /<\/script\s*>/gi;

/**
 * Removes `<script ...>...</script>` blocks, script and all: what
 * `/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi` matched, found by scanning
 * forward instead. Each search starts where the last one ended; once an
 * opener has no ">" or no closer after it, no later opener has one either,
 * so the scan stops there (where the lazy regex tried again from every opener).
 * A lone opener is left for stripTags, which removes the tag and keeps the text.
 */
function stripScriptBlocks(text: string) {
  const kept: string[] = [];
  let from = 0;
  for (;;) {
    SCRIPT_OPEN.lastIndex = from;
    const open = SCRIPT_OPEN.exec(text);
    if (!open) break;
    const openerEnd = text.indexOf(">", open.index + open[0].length);
    if (openerEnd === -1) break;
    SCRIPT_CLOSE.lastIndex = openerEnd + 1;
    const close = SCRIPT_CLOSE.exec(text);
    if (!close) break;
    kept.push(text.slice(from, open.index));
    from = close.index + close[0].length;
  }
  if (from === 0) return text;
  kept.push(text.slice(from));
  return kept.join("");
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;

const isAsciiLetter = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

/**
 * Removes HTML tags: from a "<" followed by a letter (or "/" and a letter)
 * to the next ">", as `/<\/?[a-z][^>]*>/gi` did (a browser reads a "<"
 * inside a tag as part of it, so "<b <i>" is one tag). One pass over the
 * text, writing what is kept to a buffer: the earliest opening not yet
 * closed is remembered, and a ">" cuts the buffer back to it. Cutting can
 * join what came before with what follows ("<<b>a>" leaves "<a>" to a
 * single regex pass); the next letter is checked against the kept text, so
 * such a tag is removed too. A "<" never closed stays, as text like "a<b"
 * or "I <3 theatre" is not a tag.
 */
function stripTags(text: string) {
  if (!text.includes("<") || !text.includes(">")) return text;
  const kept = new Uint16Array(text.length);
  let length = 0;
  let opening = -1;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === GT && opening !== -1) {
      length = opening;
      opening = -1;
      continue;
    }
    kept[length++] = code;
    if (opening === -1 && isAsciiLetter(code) && length >= 2) {
      if (kept[length - 2] === LT) opening = length - 2;
      else if (length >= 3 && kept[length - 2] === SLASH && kept[length - 3] === LT) opening = length - 3;
    }
  }
  return decode(kept, length);
}

/**
 * The buffer back to a string, in slices small enough to pass as arguments
 * (`apply` takes the typed array as it is; spreading it is several times slower).
 */
function decode(codes: Uint16Array, length: number) {
  const parts: string[] = [];
  for (let start = 0; start < length; start += 8192) {
    const slice = codes.subarray(start, Math.min(length, start + 8192));
    parts.push(String.fromCharCode.apply(null, slice as unknown as number[]));
  }
  return parts.join("");
}

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;

/** What `\s` matches (and `trim` removes): ASCII spaces and controls, and Unicode's spaces and line separators. */
function isWhitespace(code: number) {
  if (code <= SPACE) return code === SPACE || (code >= TAB && code <= CR);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Trims, and turns each run of whitespace into one space; in multiline text a
 * run holding line breaks ("\r\n", "\r" or "\n") becomes one or two of them,
 * keeping paragraphs. What `/\s+/g` to " " (or the line-break regexes) and
 * `trim()` did, in one pass: a regex replace costs far more per match, and
 * hostile text can be nothing but matches.
 */
function collapseWhitespace(text: string, multiline: boolean) {
  const kept = new Uint16Array(text.length);
  let length = 0;
  let index = 0;
  let changed = false;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (!isWhitespace(code)) {
      kept[length++] = code;
      index++;
      continue;
    }
    const runStart = index;
    let breaks = 0;
    for (; index < text.length && isWhitespace(text.charCodeAt(index)); index++) {
      const next = text.charCodeAt(index);
      if (next === LF) breaks++;
      else if (next === CR) {
        breaks++;
        if (text.charCodeAt(index + 1) === LF) index++;
      }
    }
    if (runStart === 0 || index === text.length) {
      changed = true;
      continue;
    }
    if (!multiline || breaks === 0) kept[length++] = SPACE;
    else {
      kept[length++] = LF;
      if (breaks > 1) kept[length++] = LF;
    }
    changed ||= index - runStart > 1 || kept[length - 1] !== code;
  }
  return changed ? decode(kept, length) : text;
}
