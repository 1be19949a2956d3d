/**
 * Does a posting ask applicants to pay? (The normalisation and the rules:
 * docs/decisions/060-held-postings-and-confirmed-credits.md). Fake
 * casting calls ask for a "registration fee", a "portfolio charge", a "token
 * amount" or a deposit, in English, Hindi or Hinglish, often with a UPI handle
 * or a phone number, and hide the words from a phrase list with zero-width
 * characters, dots and spaced letters. So the text is first normalised to one
 * spelling (`normalise`), then read by a few named rules. Pay offered *to*
 * applicants ("₹5,000 per day", "we pay ₹40,000 a month") and a charge denied
 * ("no registration fee", "koi fees nahi") do not match; anything else in
 * doubt does, since a held posting only waits for staff.
 *
 * Linear in its input: one pass per step, no pattern that backtracks.
 */

/**
 * The canonical word for each spelling (Roman Hindi, Devanagari, abbreviations), so one rule reads
 * them all: "rupaye", "inr" and "रुपये" are all "rs"; "phees" and "शुल्क" are "fee".
 */
const SPELLINGS: Record<string, string> = {
  rs: "rs inr rupaye rupay rupaya rupaiya rupiya rupiye rupye rupee rupees रुपये रुपए रूपये रूपए रुपया रुपैया रु",
  fee: "fee fees feez phees phee फीस फ़ीस शुल्क",
  charge: "charge charges chargez चार्ज चार्जेस",
  paise: "paisa paise paisay pese paison पैसे पैसा",
  registration: "registration registeration reg regn regd रजिस्ट्रेशन पंजीकरण",
  audition: "ऑडिशन",
  portfolio: "पोर्टफोलियो",
  form: "फॉर्म फार्म",
  makeup: "मेकअप",
  costume: "कॉस्ट्यूम",
  advance: "एडवांस अग्रिम",
  token: "टोकन",
  amount: "राशि अमाउंट",
  security: "सिक्योरिटी",
  deposit: "डिपॉजिट जमानत",
  payment: "भुगतान पेमेंट",
  send: "भेजें भेजो भेजिए bhejo bhejiye bhejna bhejen bhej",
  jama: "जमा",
  dena: "dena dene deni dijiye dijie देना देने देनी दें दीजिए",
  bharna: "bharna bharne bharni bharo भरना भरने भरें",
  lagega: "lagega lagegi lagenge lagengi लगेगा लगेगी लगेंगे",
  karna: "karna karni karne karo karen kare kijiye करना करनी करने करो करें करे कीजिए",
  hoga: "hoga hogi honge padega padegi padenge होगा होगी होंगे पड़ेगा पड़ेगी पड़ेंगे",
  nahi: "nahi nahin nhi नहीं नही",
  free: "free muft मुफ्त मुफ़्त निःशुल्क फ्री",
  koi: "कोई",
  per: "प्रति",
  day: "दिन",
  month: "महीना महीने माह",
  we: "हम hum",
};
const CANONICAL = new Map(
  Object.entries(SPELLINGS).flatMap(([word, spellings]) =>
    spellings.split(" ").map((spelling) => [spelling.normalize("NFKC"), word] as const),
  ),
);

/** Two-word names read as one ("google pay", "photo shoot"). */
const JOINED: [RegExp, string][] = [
  [/\b(google|g) pay\b/g, "gpay"],
  [/\bphone (pe|pay)\b/g, "phonepe"],
  [/\bamazon pay\b/g, "amazonpay"],
  [/\bphoto shoot\b/g, "photoshoot"],
  [/\b(screen|look) test\b/g, "$1test"],
  [/\bid card\b/g, "idcard"],
];

/** A mobile number, whole or masked ("98765 43210", "+91 98xxxxxx12"): read as the word "phone". */
const PHONE = /(\+?91[\s-]*)?\b[6-9](\d{4}[\s-]\d{5}|[\dx*]{7,9})\b/g;

/** A UPI id ("name@okaxis"), read before punctuation is folded away. Emails (@gmail.com) are not UPI. */
// It starts only where a run of id letters starts, so a long run is scanned once, not from each letter.
const UPI_ID =
  /(?<![a-z0-9._-])[a-z0-9._-]{2,}@(ok(axis|hdfcbank|icici|sbi)|ybl|ibl|axl|paytm|pt(yes|axis|hdfc|sbi)|upi|apl|yapl|axisbank|hdfcbank|icici|sbi|kotak|airtel|jio|freecharge|indus|idfcbank|yesbank|fbl|kmbl|barodampay|cnrb|pnb|boi|unionbank)(?![a-z0-9])/;

/** The text as it reads: NFKC (fullwidth letters, ligatures), lower case, format characters (\p{Cf}) removed. */
const plain = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "")
    .toLowerCase();

/**
 * One spelling of a posting's words, as tokens: NFKC (fullwidth letters, ligatures), format
 * characters (zero-width spaces and joiners, soft hyphens: \p{Cf}) removed, Devanagari digits as
 * ASCII, ₹ and "/-" as "rs", thousands separators dropped, phone numbers as "phone", every other
 * mark as a space, spaced single letters joined ("r e g" → "reg"; two spaces part words), and each
 * word in its canonical spelling (SPELLINGS).
 */
export function normalise(text: string) {
  const folded = plain(text)
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x966))
    .replace(PHONE, " phone ")
    .replace(/(?<=\d),(?=\d)/g, "")
    .replace(/₹|\/-/g, " rs ")
    .replace(/[^\p{L}\p{M}\p{N}]/gu, " ")
    .replace(/(?<![\p{L}\p{M}\p{N}])(?:[a-z] ){2,}[a-z](?![\p{L}\p{M}\p{N}])/gu, (run) =>
      run.replaceAll(" ", ""),
    )
    .replace(/(?<=\d)(?=[\p{L}\p{M}])|(?<=[\p{L}\p{M}])(?=\d)/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => CANONICAL.get(word) ?? word)
    .join(" ");
  return JOINED.reduce((joined, [pair, word]) => joined.replace(pair, word), folded).split(" ");
}

const wordSet = (words: string) => new Set(words.split(" "));

/** What a charge is named for: "registration fee", "makeup charges", "token amount". */
const CHARGED_FOR = wordSet(
  "registration audition portfolio application form entry enrolment enrollment membership profile processing selection joining training workshop photoshoot casting screentest looktest idcard onboarding confirmation booking slot makeup costume grooming kit token security caution refundable advance",
);
const CHARGE_WORDS = wordSet("fee charge amount deposit money");
/** Words that ask for money beside an amount ("fee 500", "500 rs lagenge", "contribute ₹1500"). */
const ASKING = wordSet(
  "fee charge deposit paise jama dena bharna lagega send transfer contribute contribution registration portfolio onboarding processing compulsory mandatory kit token",
);
/**
 * Words as often beside pay offered as beside a charge ("Payment: ₹3000 per day", "we pay", "training,
 * stipend ₹8000 a month"): asking only with no offer near.
 */
const UNLESS_OFFERED = wordSet("pay payment amount money advance entry workshop training");
/** Money named, and the words that ask for it: "pay the fee", "paise jama", "fees dena hoga". */
const MONEY_NOUNS = wordSet("fee charge paise amount money");
const PAY_VERBS = wordSet("pay payment send transfer deposit jama dena bharna lagega");
/** Pay offered to applicants, near an amount: "per day", "a month", "remuneration". */
const OFFER =
  /\b(per|a|an|every|each) (day|month|week|hour|shoot|episode|show|night|project)\b|\b(daily|monthly|weekly|remuneration|salary|stipend|honorarium|budget|allowance|reimbursed|reimburse)\b/;
/** Who pays, just before the word: "we pay", "the casting team will pay" (not "you will pay"). */
const PAYER = /\b(we|they|production|company|producers?|makers|team)( will| ll| shall| would| can)?$/;
const MONTHS = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/;
const PAYMENT_APPS = wordSet("gpay phonepe paytm upi bhim amazonpay");
const NEAR_AN_APP = wordSet("phone number no id pe par on");
/** Words that deny a charge just before it ("no fee", "never charge") or just after it ("fee nahi", "fees: nil"). */
const DENIED_BEFORE = wordSet("no not never without zero nil free nahi na dont don won");
const DENIED_AFTER = wordSet("nahi nil none free");

/** A posting's words, normalised, with the few questions the rules ask of them. */
function reading(text: string) {
  const words = normalise(text);
  const joined = words.join(" ");
  const at = (index: number) => words[index] ?? "";
  const isAmount = (index: number) => {
    const word = at(index);
    if (word === "rs") return true;
    // "15 March 2026" is a day.
    if (!/^\d+$/.test(word) || MONTHS.test(at(index - 1))) return false;
    if (at(index - 1) === "rs" || /^(rs|k|lakh|lac|thousand|hazar|hazaar)$/.test(at(index + 1))) return true;
    // A bare number is an amount at three to six digits, not a count of days, photos or hours.
    return (
      word.length >= 3 &&
      word.length <= 6 &&
      !/^(days?|hours?|hrs|years?|yrs|photos?|pics|words|minutes?|mins|seconds|secs|am|pm|cm|kg|followers|episodes)$/.test(
        at(index + 1),
      )
    );
  };
  // "no registration fee", "koi fees nahi": one charged-for word may stand between the denial and the charge.
  const isDenied = (index: number) =>
    DENIED_BEFORE.has(at(index - 1)) ||
    (DENIED_BEFORE.has(at(index - 2)) && CHARGED_FOR.has(at(index - 1))) ||
    DENIED_AFTER.has(at(index + 1)) ||
    DENIED_AFTER.has(at(index + 2));
  const around = (index: number, reach: number) => words.slice(Math.max(0, index - reach), index + reach + 1);
  /** "we pay ₹40,000 a month", "Payment: ₹3000 per day": pay offered, read around the amount and the word. */
  const isOffer = (amount: number, word: number) =>
    OFFER.test(around(amount, 3).join(" ")) ||
    OFFER.test(around(word, 3).join(" ")) ||
    PAYER.test(words.slice(Math.max(0, word - 2), word).join(" "));
  /** Whether `test` holds of a word within `reach` of the word at `index`, and which. */
  const near = (index: number, reach: number, test: (other: number) => boolean) => {
    for (let other = Math.max(0, index - reach); other <= index + reach && other < words.length; other++) {
      if (other !== index && test(other)) return other;
    }
    return -1;
  };
  /** The word at `other` asks for money beside the amount or money word at `index`: not denied, not pay offered. */
  const asks = (other: number, index: number) => {
    const word = at(other);
    if (isDenied(other)) return false;
    return ASKING.has(word) || (UNLESS_OFFERED.has(word) && !isOffer(index, other));
  };
  return { plain: plain(text), words, joined, at, isAmount, isDenied, isOffer, near, asks };
}

type Rule = { name: string; test: (read: ReturnType<typeof reading>) => boolean };

/** The rules, in the order staff see the first that matched (heldReason). */
export const MONEY_RULES = {
  upiId: "a UPI id",
  chargeNamed: "a charge named (registration fee, portfolio charges, token amount)",
  amountBesidePayment: "an amount beside a payment word",
  moneyAskedInWords: "money asked for in words (pay the fee, paise jama)",
  payToApply: "pay to apply or to register",
  paymentApp: "a payment app with a number",
  mustPayAndPhone: "a phone number in a posting that says applicants must pay",
} as const;

const RULES: Rule[] = [
  // A UPI id in a casting call is where the fee goes; read before its dots and @ are folded away.
  { name: MONEY_RULES.upiId, test: (read) => UPI_ID.test(read.plain) },
  // "registration fee", "makeup charges", "token amount", "security deposit": no amount needed.
  {
    name: MONEY_RULES.chargeNamed,
    test: (read) =>
      read.words.some(
        (word, index) =>
          CHARGED_FOR.has(word) &&
          CHARGE_WORDS.has(read.at(index + 1)) &&
          !read.isDenied(index) &&
          !read.isDenied(index + 1),
      ),
  },
  // "fee 500", "₹500 portfolio shoot compulsory", "500 rupaye lagenge", "1500 ka payment": either order, four words apart.
  {
    name: MONEY_RULES.amountBesidePayment,
    test: (read) =>
      read.words.some(
        (_word, index) =>
          read.isAmount(index) && read.near(index, 4, (other) => read.asks(other, index)) >= 0,
      ),
  },
  // "pay the fee", "send the amount", "paise jama karne honge", "fees dena hoga".
  {
    name: MONEY_RULES.moneyAskedInWords,
    test: (read) =>
      read.words.some(
        (word, index) =>
          MONEY_NOUNS.has(word) &&
          !read.isDenied(index) &&
          read.near(index, 2, (other) => PAY_VERBS.has(read.at(other)) && read.asks(other, index)) >= 0,
      ),
  },
  // "pay to apply", "pay for your registration" (not "we pay for your audition travel"), "pay karna padega".
  {
    name: MONEY_RULES.payToApply,
    test: (read) =>
      /(?<!\b(we|they|production|company|team)( will| ll| shall)? )\b(pay|payment) (to |for )?(your )?(apply|register|registration|audition|selection|confirm|book|portfolio|slot)\b|\b(pay|payment) karna\b/.test(
        read.joined,
      ),
  },
  // "GPay 98xxxxxx12", "PhonePe pe bhejo", "on Paytm": a payment app beside a number or a "pe/par/on".
  {
    name: MONEY_RULES.paymentApp,
    test: (read) =>
      read.words.some(
        (word, index) =>
          PAYMENT_APPS.has(word) &&
          read.near(index, 2, (other) => read.isAmount(other) || NEAR_AN_APP.has(read.at(other))) >= 0 &&
          !read.isOffer(index, index),
      ),
  },
  // "Selected artists must pay; call 98765 43210": told to pay, and a number to call about it.
  {
    name: MONEY_RULES.mustPayAndPhone,
    test: (read) =>
      read.words.includes("phone") &&
      /\b(must|have to|has to|need to|needs to|required to|should) (first )?pay\b|\bpayment (is )?(mandatory|compulsory|required)\b/.test(
        read.joined,
      ),
  },
];

/**
 * The first rule a posting's words match, named for staff (never the words
 * themselves, which would teach the poster what to reword), or null when
 * none does. Looks in every text of the posting at once.
 */
export function moneyAskIn(texts: readonly (string | null | undefined)[]): { rule: string } | null {
  const read = reading(texts.filter(Boolean).join("\n"));
  const rule = RULES.find((candidate) => candidate.test(read));
  return rule ? { rule: rule.name } : null;
}
