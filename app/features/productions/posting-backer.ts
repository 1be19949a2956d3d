import type { VerificationMethod } from "~/constants/productions";

/** Who stands behind a posting, as its card and page show it; null when an individual posted it. */
export type PostingBacker = {
  name: string;
  slug: string;
  /** How it was verified, while it is; null for a production that is not verified. */
  method: VerificationMethod | null;
  verifiedAt: string | null;
  /** The domain it controls, for a domain verification. */
  detail: string | null;
};

export function isVerifiedBacker(
  backer: PostingBacker | null,
): backer is PostingBacker & { method: VerificationMethod } {
  return backer !== null && backer.method !== null && backer.verifiedAt !== null;
}

/** How a verification was made, in a line: "controls yrf.com" or "checked by Rangmanch staff". */
export function verificationMethodWords(method: VerificationMethod, detail: string | null) {
  return method === "domain" && detail ? `controls ${detail}` : "registration checked by Rangmanch staff";
}
