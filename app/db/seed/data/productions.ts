import type { productions } from "../../schema";

type SampleProduction = Omit<typeof productions.$inferInsert, "verifiedAt" | "createdBy"> & {
  /** How it was verified, days before the seed; none: not verified. */
  verified?: { method: "domain" | "staff"; detail: string; reason: string; daysAgo: number };
};

/**
 * The productions behind some sample postings: a new user sees a
 * production verified by its domain, two verified by our staff, one not
 * verified, and postings by individuals. Their postings are the sample
 * postings that name them as the company; their people are those postings'
 * posters. Websites are on the reserved .example domain where the company is
 * invented, so no code is ever mailed to somebody real.
 */
export const SAMPLE_PRODUCTIONS: SampleProduction[] = [
  {
    slug: "kesari-motion-pictures",
    name: "Kesari Motion Pictures",
    kind: "production-house",
    cityId: "mumbai",
    website: "https://www.kesarimotionpictures.example",
    about:
      "A Mumbai production house making Hindi feature films and web series since 2009, with its own casting team in Andheri.",
    verified: {
      method: "domain",
      detail: "kesarimotionpictures.example",
      reason: "A code sent to casting@kesarimotionpictures.example was entered.",
      daysAgo: 40,
    },
  },
  {
    slug: "bandstand-studios",
    name: "Bandstand Studios",
    kind: "ott-broadcaster",
    cityId: "mumbai",
    website: "https://bandstandstudios.example",
    about: "Original web series for streaming platforms, shot in Bandra and across Maharashtra.",
    verified: {
      method: "staff",
      detail: "GSTIN 27AABCB4821K1ZQ",
      reason: "Registration checked by staff.",
      daysAgo: 12,
    },
  },
  {
    slug: "lakshmi-ventures",
    name: "Lakshmi Ventures",
    kind: "production-house",
    cityId: "bangalore",
    website: "https://lakshmiventures.example",
    about: "Co-produces South Indian feature films with first-time directors.",
    verified: {
      method: "staff",
      detail: "GSTIN 29AAHCL7305M1Z1",
      reason: "Registration checked by staff.",
      daysAgo: 75,
    },
  },
  {
    slug: "yamuna-repertory-company",
    name: "Yamuna Repertory Company",
    kind: "theatre-group",
    cityId: "delhi",
    website: "https://yamunarepertory.example",
    about: "A Delhi repertory company touring Hindi and Urdu plays across North India.",
  },
];
