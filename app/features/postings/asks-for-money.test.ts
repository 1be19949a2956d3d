import { describe, expect, it } from "vitest";
import { MONEY_RULES, moneyAskIn, normalise } from "./asks-for-money";

/**
 * The attack review's probe (decision 060), grown: every way a fake casting
 * call was seen or imagined to ask applicants for money, by the trick it
 * uses, and the honest texts that must stay public.
 */
const ASKS: Record<string, string[]> = {
  english: [
    "Registration fee of ₹500 to confirm your audition slot.",
    "Selected candidates must pay a portfolio charge.",
    "Audition fees: Rs 1500, payable at the venue.",
    "A refundable security deposit is taken from every artist.",
    "Pay ₹999 on GPay to 98xxxxxx to book your slot.",
    "Pay to apply; the link follows.",
    "Shortlisted artists pay 2000 for the look test.",
    "An advance of Rs 1000 confirms your slot.",
  ],
  hinglish: [
    "Registration ke liye 500 rupaye lagenge, GPay 98xxxxxx12",
    "Shortlist hone ke baad 1500 ka payment GPay pe karna hoga",
    "Registration fees dena hoga, paise jama karne honge.",
    "Audition se pehle 1000 jama karna hoga",
    "Form bharne ke 300 rs dene honge",
    "Selection ke baad 2500 pay karna padega",
    "Phees 700 lagegi, baaki sab free",
  ],
  devanagari: [
    "रजिस्ट्रेशन के लिए 500 रुपये देने होंगे",
    "ऑडिशन के लिए पंजीकरण शुल्क ₹500 है।",
    "फीस 1000 रुपये",
    "₹2000 जमा करें और अपना स्लॉट पक्का करें",
    "चयन के बाद 1500 रुपये का भुगतान करना होगा",
    "पोर्टफोलियो के 3000 रुपये लगेंगे",
  ],
  "devanagari digits": ["फीस ५००", "रजिस्ट्रेशन शुल्क ₹१५००", "Registration fee ५०० rupaye", "५०० रुपये जमा करें"],
  "zero-width and format characters": [
    "Regis\u200btration f\u200bee ₹500",
    "Port\u200cfolio char\u200dges 3000",
    "Audition fe\u00ade Rs 800",
    "फी\u200bस ५००",
  ],
  punctuation: [
    "reg. fee 500/-",
    "Regn-fee: Rs.1,500/- only",
    "r.e.g.i.s.t.r.a.t.i.o.n fee 500",
    "Audition_fees_1000",
  ],
  "spaced letters": ["r e g i s t r a t i o n  f e e 500", "F E E S  1000", "p a y  ₹800 on g p a y"],
  "amount first": [
    "₹500 portfolio shoot compulsory",
    "1500 rs registration, then audition",
    "INR 999 confirmation charges for every selected artist.",
  ],
  "UPI handles and payment apps": [
    "Send the amount to castingcall@okaxis before Friday.",
    "Pay to rangmanchcasting@ybl",
    "UPI: starcast@paytm",
    "PhonePe 9876543210 after shortlisting",
    "castingteam@oksbi par bhejo 500",
    "Send 500 on 98xxxxxx12 via GPay.",
  ],
  euphemisms: [
    "Kindly contribute ₹1500 towards makeup.",
    "A token amount of 500 confirms your slot.",
    "Onboarding fee applies to selected artists.",
    "Makeup and costume charges borne by the artist: 2000.",
    "Processing charges of 750 apply after selection.",
    "Your contribution of Rs 1000 covers the workshop.",
    "Portfolio kit 3500, compulsory for all.",
  ],
  "a phone number and must pay": [
    "Selected artists must pay; call 9876543210 for details.",
    "You have to pay before the shoot. WhatsApp +91 98765 43210.",
  ],
};

const HONEST = [
  "Paid role: ₹5,000 per day, travel reimbursed.",
  "We pay ₹40,000 a month for a line producer.",
  "Unpaid student film; meals and a credit offered.",
  "Bring your portfolio and a photo.",
  "The casting team will pay for your travel.",
  "भुगतान: ₹3000 प्रति दिन",
  "No fees. Rangmanch never charges to apply.",
  "No registration fee. We never charge.",
  "Remuneration ₹2,500 per shoot day, paid within 7 days",
  "Budget: ₹1-2 lakh for the whole project",
  "Audition free of cost; bring two printed photos.",
  "Koi fees nahi, audition bilkul free hai.",
  "कोई शुल्क नहीं, ऑडिशन मुफ्त है।",
  "Payment: ₹3,000 per day, within 7 days of the shoot.",
  "Stipend of ₹10,000 a month for assistant directors.",
  "Makeup artist needed for a 5-day shoot, ₹4,000 per day.",
  "Call 9876543210 to book your audition slot.",
  "Shoot in Film City, Goregaon; 2 days, 10 hours each. Send your showreel by 15 March 2026.",
];

const asks = Object.entries(ASKS).flatMap(([trick, texts]) => texts.map((text) => [trick, text]));

describe("a posting that asks applicants for money", () => {
  it("has a probe of at least 41 asks and 10 honest texts", () => {
    expect(asks.length).toBeGreaterThanOrEqual(41);
    expect(HONEST.length).toBeGreaterThanOrEqual(10);
  });

  it.each(asks)("is found (%s) in %j", (_trick, text) => {
    expect(moneyAskIn([text])).not.toBeNull();
  });

  it.each(HONEST)("is not found in %j", (text) => {
    expect(moneyAskIn([text])).toBeNull();
  });

  it("looks in every text of the posting at once, and names the rule, never the poster's words", () => {
    expect(moneyAskIn(["Lead Actor", null, "Details: registration fee ₹500"])).toEqual({
      rule: MONEY_RULES.chargeNamed,
    });
    expect(moneyAskIn(["Lead Actor", "Token ₹1500", undefined, "GPay 98xxxxxx12"])).toEqual({
      rule: MONEY_RULES.amountBesidePayment,
    });
    expect(moneyAskIn(["Lead Actor", "", null])).toBeNull();
  });
});

describe("reading a long hostile text", () => {
  it("takes time in proportion to its length (a quadratic pattern took 18 s on 100,000 digits)", () => {
    const started = performance.now();
    for (const text of ["9".repeat(100_000), `${"a".repeat(100_000)}@`, `${"a ".repeat(50_000)}a1`]) {
      expect(moneyAskIn([text])).toBeNull();
    }
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});

describe("normalise", () => {
  it("reads every spelling as one", () => {
    expect(normalise("Regis\u200btration ｆｅｅ ₹१,५००/-").join(" ")).toBe("registration fee rs 1500 rs");
    expect(normalise("r e g i s t r a t i o n  f e e s").join(" ")).toBe("registration fee");
    expect(normalise("500 rupaye, phees; 2 paisa").join(" ")).toBe("500 rs fee 2 paise");
    expect(normalise("फ़ीस ५०० रुपये देने होंगे").join(" ")).toBe("fee 500 rs dena hoga");
    expect(normalise("Call +91 98765 43210 or 98xxxxxx12 on Google Pay").join(" ")).toBe(
      "call phone or phone on gpay",
    );
  });
});
