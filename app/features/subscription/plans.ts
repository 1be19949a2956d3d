/**
 * Premium plans, display only (spec part 1, section 9): no payment is taken
 * anywhere yet. Priced in rupees for India (decision 039): the spec's $9.99
 * and $95.88 became ₹499 a month and ₹4,788 a year (₹399 a month), keeping
 * its 20 % annual saving.
 */

export const PLAN_IDS = ["monthly", "annual"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const DEFAULT_PLAN: PlanId = "monthly";

export type Plan = {
  id: PlanId;
  name: string;
  /** Price per billing period, in Indian rupees (GST included). */
  price: number;
  period: "month" | "year";
  /** What the plan works out to per month, shown for the annual plan. */
  monthlyEquivalent?: number;
  savingLabel?: string;
  description: string;
  features: readonly string[];
};

/**
 * What every member has without a plan, shown before the plans (decision 068): Premium's "5 job
 * applications per month" (spec part 1, section 9, kept word for word) otherwise reads as a cap on free
 * members, who apply without one.
 */
export const FREE_PLAN = {
  title: "Free for every member",
  lead: "Premium adds to these; nothing on the free plan is limited by it.",
  features: [
    "Your profile, credits and portfolio",
    "Search talent, jobs, auditions and projects",
    "Messages with other members",
    "Apply to as many jobs and auditions as you like: no monthly limit",
  ],
} as const;

export const PLANS: readonly Plan[] = [
  {
    id: "monthly",
    name: "Monthly",
    price: 499,
    period: "month",
    description: "Flexible Premium, billed every month.",
    features: [
      // Never "enhanced visibility" or "priority placement": search ranks nobody higher for paying.
      "Premium badge on your profile",
      "Access to exclusive events",
      "Unlimited messaging",
      "5 job applications per month",
      "Basic analytics",
    ],
  },
  {
    id: "annual",
    name: "Annual",
    price: 4788,
    period: "year",
    monthlyEquivalent: 399,
    savingLabel: "SAVE 20%",
    description: "Everything in Monthly and more, billed once a year.",
    features: [
      "Premium badge on your card in search results (the order stays the same)",
      "20 job applications per month",
      "Advanced analytics dashboard",
      "Direct contact with casting directors",
      "Early access to new features",
    ],
  },
];

export const SUBSCRIPTION_FAQS = [
  {
    question: "Is there a free trial?",
    answer: "Yes. Every Premium plan starts with a 7-day free trial, so you can try all its features first.",
  },
  {
    question: "Can I cancel at any time?",
    answer:
      "Yes. You can cancel whenever you like, and you keep Premium access until the end of the billing period you have already paid for.",
  },
  {
    question: "How can I pay?",
    answer: "We will accept credit and debit cards, PayPal and Apple Pay.",
  },
] as const;

/** The plan named in ?plan=; anything missing or unknown means the monthly plan. */
export function parsePlan(value: string | null): PlanId {
  const normalized = value?.trim().toLowerCase();
  return PLAN_IDS.find((id) => id === normalized) ?? DEFAULT_PLAN;
}

export function findPlan(id: PlanId): Plan {
  return PLANS.find((plan) => plan.id === id) ?? PLANS[0]!;
}

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** "₹4,788": Indian grouping, whole rupees; a fixed locale, so server and browser render the same text. */
export function formatInr(amount: number) {
  return inr.format(amount);
}
