import type { ProductionKind, ProductionRole, VerificationMethod } from "~/constants/productions";

/** What the production's public page is drawn from (the loader turns dates into strings). */
export type ProductionPageData = {
  production: {
    id: number;
    slug: string;
    name: string;
    kind: ProductionKind;
    cityName: string | null;
    website: string;
    about: string;
    logoUrl: string | null;
    verifiedAt: string | null;
    verifiedMethod: VerificationMethod | null;
    verifiedDetail: string | null;
  };
  /** Named by profile (its id and username), never by account id: this goes to every visitor. */
  people: {
    profileId: number;
    role: ProductionRole;
    name: string;
    username: string;
    title: string;
    photoUrl: string | null;
  }[];
  postings: {
    kind: "audition" | "job" | "project";
    id: number;
    title: string;
    when: string | null;
    place: string;
    path: string;
  }[];
  titles: { id: string; title: string; year: number | null; posterUrl: string | null }[];
  viewerRole: ProductionRole | null;
};
