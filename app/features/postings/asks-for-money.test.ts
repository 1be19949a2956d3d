import { describe, expect, it } from "vitest";
import { moneyAskIn } from "./asks-for-money";

describe("a posting that asks applicants for money", () => {
  it.each([
    "Registration fee of ₹500 to confirm your audition slot.",
    "Selected candidates must pay a portfolio charge.",
    "Audition fees: Rs 1500, payable at the venue.",
    "A refundable security deposit is taken from every artist.",
    "Pay ₹999 on GPay to 98xxxxxx to book your slot.",
    "Send the amount to castingcall@okaxis before Friday.",
    "Pay to apply; the link follows.",
    "ऑडिशन के लिए पंजीकरण शुल्क ₹500 है।",
    "फीस 1000 रुपये",
    "₹2000 जमा करें और अपना स्लॉट पक्का करें",
    "Registration fees dena hoga, paise jama karne honge.",
  ])("is found in %j", (text) => {
    expect(moneyAskIn([text])).not.toBeNull();
  });

  it.each([
    "Paid role: ₹5,000 per day, travel reimbursed.",
    "We pay ₹40,000 a month for a line producer.",
    "Unpaid student film; meals and a credit offered.",
    "Bring your portfolio and a photo.",
    "The casting team will pay for your travel.",
    "भुगतान: ₹3000 प्रति दिन",
    "No fees. Rangmanch never charges to apply.",
  ])("is not found in %j", (text) => {
    expect(moneyAskIn([text])).toBeNull();
  });

  it("looks in every text of the posting, and says what it found", () => {
    expect(moneyAskIn(["Lead Actor", null, "Details: registration fee ₹500"])).toBe("registration fee");
  });
});
