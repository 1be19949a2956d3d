import fc from "fast-check";

/**
 * Arbitraries for hostile form input: what a script, a fuzzer or a confused
 * client sends instead of what our forms send. Each is bounded so that a
 * whole request stays under the 256 KB body cap of the Express layer
 * (server/), which the in-process harness does not have.
 */

/** The largest body a request built from these may have (the server caps bodies at 256 KB). */
export const MAX_BODY_BYTES = 250_000;

/** Pieces that have broken parsers, cleaners and queries before. */
export const HOSTILE_PIECES = [
  "<a",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "data:text/html,<b>x</b>",
  '\'; drop table "user"; --',
  "' or '1'='1",
  "\\",
  '"',
  "%00",
  "%zz",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "${7*7}",
  "{{7*7}}",
  "../../etc/passwd",
  "\u0000",
  "\u000b",
  "\r\n",
  "\u3000",
  "\u200f",
  "\u202e",
  "\ufeff",
  "\u2028",
  "𝄞",
  "😀",
  "ह्",
  "a\u0301",
  "\ud800",
] as const;

/** Numbers and booleans as text, the way a form sends them. */
export const NUMBER_LIKE = [
  "NaN",
  "-1",
  "0",
  "-0",
  "1e309",
  "-1e309",
  "Infinity",
  "1.5",
  "9007199254740993",
  "2147483648",
  "0x10",
  "true",
  "false",
  "null",
  "undefined",
  "[]",
  "{}",
] as const;

/**
 * What String.prototype.trim and our cleanText both remove (not NUL, which
 * neither does): a value made only of these is blank to every check.
 */
export const BLANK_PIECES = [
  " ",
  "\t",
  "\n",
  "\r",
  "\u000b",
  "\f",
  "\u00a0",
  "\u3000",
  "\ufeff",
  "\u2028",
  "\u2003",
];

/** "" or only whitespace. */
export const blankText = fc.oneof(
  fc.constant(""),
  fc.array(fc.constantFrom(...BLANK_PIECES), { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join("")),
);

/** A non-blank piece that no cleaning removes or shortens (so a long run of it stays long). */
const STURDY_PIECES = ["a", "<a", "𝄞", "ह", "\u200fa", "1e309", "ab'c", "%00"];

/**
 * Text of at least `min` characters that trimming, NUL removal and cleanText
 * keep at that length. Counted in code points, as our zod counts string
 * lengths (an astral character is one).
 */
export function longText(min: number, max = min * 3) {
  return fc
    .tuple(fc.constantFrom(...STURDY_PIECES), fc.integer({ min, max }))
    .map(([piece, length]) => piece.repeat(Math.ceil(length / [...piece].length)));
}

/** 100 to 240 KB of one piece repeated ("<a<a<a...", astral characters, SQL...). */
export const hugeText = fc
  .tuple(
    fc.constantFrom("a", "<a", "𝄞", "'; --", "\u3000x", "\u0000x", "<script>", "javascript:"),
    fc.integer({ min: 100_000, max: 240_000 }),
  )
  .map(([piece, bytes]) => piece.repeat(Math.ceil(bytes / utf8Length(piece))));

/** Any hostile value of reasonable size: pieces, mixtures, random code points, numbers as text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_PIECES, ...NUMBER_LIKE), weight: 4 },
  {
    arbitrary: fc
      .array(fc.constantFrom(...HOSTILE_PIECES, ...NUMBER_LIKE, ...BLANK_PIECES, "a", "1"), { maxLength: 12 })
      .map((pieces) => pieces.join("")),
    weight: 4,
  },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 3 },
  { arbitrary: blankText, weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => "<a".repeat(n)), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
);

/** Hostile text that is certainly not an email address (no "@", or a broken one). */
export const notAnEmail: fc.Arbitrary<string> = fc.oneof(
  hostileText.filter((text) => !text.includes("@")),
  fc.constantFrom(
    "a@",
    "@example.com",
    "a@@example.com",
    "a@b",
    "a b@example.com",
    "a@example..com",
    "<script>@example.com",
    "a@example.com\u0000<script>",
    "\u3000@\u3000",
    "javascript:alert(1)@example.com",
  ),
  longText(300).map((local) => `${local}@example.com`),
);

/** Field names no form of ours has, including ones that have polluted prototypes or confused parsers. */
export const unknownFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "__proto__.polluted",
    "__proto__[polluted]",
    "constructor.prototype.polluted",
    "constructor[prototype][polluted]",
    "toString",
    "hasOwnProperty",
    "a.b.c",
    "x[0][1]",
    "items[]",
    "_routes",
    "_json",
    "index",
    "",
    "\u0000",
    "𝄞",
    "\u200fname",
  ),
  fc.string({ unit: "binary", minLength: 1, maxLength: 20 }),
);

export function utf8Length(text: string) {
  return Buffer.byteLength(text, "utf8");
}

/** A file part's content: text, bytes that are no image, or nothing. */
export const fileContent = fc.oneof(
  hostileText,
  fc.uint8Array({ maxLength: 2048 }),
  fc.constant("GIF89a<script>alert(1)</script>"),
  fc.constant(""),
);

export const fileName = fc.oneof(
  fc.constantFrom(
    "photo.png",
    "../../etc/passwd",
    "a\r\nContent-Type: text/html",
    "😀.jpg",
    "",
    "x.svg",
    "\u202egnp.exe",
  ),
  fc.string({ maxLength: 30 }),
);

export const fileType = fc.constantFrom(
  "image/png",
  "image/jpeg",
  "image/svg+xml",
  "text/html",
  "application/octet-stream",
  "",
);
