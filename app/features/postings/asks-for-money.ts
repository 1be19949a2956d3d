/**
 * Does a posting ask applicants to pay? (issue 27) Fake casting calls ask for
 * a "registration fee", a "portfolio charge" or a deposit, often with a UPI
 * handle to pay to. A posting whose words do is held from the public lists
 * until our staff look at it. Pay offered *to* applicants ("₹5,000 per day",
 * "paid role", "travel reimbursed") is not a charge and does not match.
 *
 * English and Hindi (Devanagari and the Roman spellings people type).
 */

/** A charge word near a fee word: "registration fee", "portfolio charges", "audition fees", "पंजीकरण शुल्क". */
const FEE_PHRASES: RegExp[] = [
  /\b(registration|registeration|regn?|portfolio|audition|application|form|entry|enrol+ment|membership|profile|processing|selection|joining|training|workshop|photo ?shoot|casting|screen ?test|id card)\s*(fee|fees|charge|charges|cost|amount|payment)\b/i,
  /\b(fee|fees|charges?)\s+(of|is|are|:)?\s*(rs\.?|inr|₹)\s*\d/i,
  /\b(refundable|security|caution)\s+(deposit|amount|fee)\b/i,
  // "Pay ₹999": but not "we pay ₹40,000", the pay offered.
  /(?<!\b(we|will|shall|they|i|us|to)\s+)\b(pay|deposit|transfer|send)\s+(rs\.?|inr|₹)\s*\d/i,
  /\b(pay|deposit|transfer)\s+(the\s+)?(fee|fees|amount|charges?)\b/i,
  /\b(paytm|phonepe|phone pe|google ?pay|gpay|upi)\b[^.\n]{0,40}\b(pay|send|transfer|number|id|@)/i,
  /\b[\w.-]{2,}@(okaxis|okhdfcbank|okicici|oksbi|ybl|paytm|upi|apl|ibl|axl)\b/i,
  /\b(pay|payment|paid)\s+(to\s+)?(apply|register|audition|confirm (your|the) (slot|seat|audition))\b/i,
  /\bpay(ing)?\s+(for|to)\s+(your\s+)?(registration|audition|portfolio|selection)\b/i,
  // Hindi, in Devanagari: शुल्क/फीस/चार्ज near पंजीकरण/रजिस्ट्रेशन/ऑडिशन/पोर्टफोलियो, or "जमा करें" with an amount.
  /(पंजीकरण|रजिस्ट्रेशन|ऑडिशन|पोर्टफोलियो|फॉर्म|प्रवेश)\s*(शुल्क|फीस|फ़ीस|चार्ज)/,
  /(शुल्क|फीस|फ़ीस)\s*(₹|रु\.?|रुपये)?\s*\d/,
  /(₹|रु\.?)\s*\d[\d,]*\s*(जमा|भुगतान)/,
  /(जमा|भुगतान)\s+(करें|करना|करना होगा|करने)/,
  // Hindi typed in Roman letters: "registration fees dena hoga", "paise jama karne honge".
  /\b(fees?|paise|paisa|rupaye|rupees)\s+(dena|dene|jama|bharna|bharne)\b/i,
];

/**
 * The words that ask for money, as found (so the poster and staff see why), or
 * null when none do. Looks in every text of the posting at once.
 */
export function moneyAskIn(texts: readonly (string | null | undefined)[]): string | null {
  const text = texts.filter(Boolean).join("\n");
  for (const phrase of FEE_PHRASES) {
    const found = text.match(phrase);
    if (found) return found[0].trim().slice(0, 80);
  }
  return null;
}
