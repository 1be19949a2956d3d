import type { profiles } from "../../schema";

type Details = Partial<
  Pick<
    typeof profiles.$inferInsert,
    | "experience"
    | "education"
    | "languages"
    | "awards"
    | "representation"
    | "website"
    | "socialLinks"
    | "contactVisibility"
    | "email"
  >
>;

/**
 * The sections beyond the basics for some sample profiles, so the profile page
 * shows every section with real content (credits past the 4 shown, awards past
 * the 2 shown). Keyed by username; the rest keep empty sections.
 */
export const SAMPLE_PROFILE_DETAILS: Record<string, Details> = {
  "aarav-malhotra": {
    experience: [
      {
        kind: "credit",
        role: "Lead – Inspector Kadam",
        production: "Crime Beat Mumbai",
        year: 2022,
        details: "Eight episodes.",
        mediaType: "series",
        mediaId: "crime-beat-mumbai",
      },
      {
        kind: "credit",
        role: "Rehaan",
        production: "Monsoon Letters",
        year: 2023,
        details: "",
        mediaType: "movie",
        mediaId: "monsoon-letters",
      },
      {
        kind: "credit",
        role: "Coach Bhalla",
        production: "Kabaddi Nights",
        year: 2024,
        details: "",
        mediaType: "ott",
        mediaId: "kabaddi-nights",
      },
      {
        kind: "credit",
        role: "Supporting – Javed",
        production: "Dust of Dongri",
        year: 2019,
        details: "Hindi crime drama.",
        mediaType: "movie",
        mediaId: null,
      },
      {
        kind: "credit",
        role: "Lead",
        production: "Chai Break (national TV campaign)",
        year: 2020,
        details: "",
        mediaType: "other",
        mediaId: null,
      },
      {
        kind: "credit",
        role: "Hamlet",
        production: "Hamlet – Prithvi Theatre",
        year: 2016,
        details: "Stage, 40 shows.",
        mediaType: "other",
        mediaId: null,
      },
      { kind: "text", text: "Eight years of stage work at Prithvi Theatre before moving to screen" },
    ],
    education: [
      "Diploma in Acting, Film and Television Institute, Pune (2015)",
      "B.A. English, St. Xavier's College, Mumbai",
    ],
    languages: ["Hindi", "English", "Punjabi"],
    awards: [
      "Best Actor, Dharamshala Independent Film Festival (2023)",
      "Critics' Choice – Best Supporting Actor, Web (2022)",
      "Thespo Best Actor (2014)",
    ],
    representation: "Kite Talent Management, Mumbai",
    socialLinks: {
      instagram: "https://www.instagram.com/aarav.malhotra.actor",
      imdb: "https://www.imdb.com/name/nm0000001/",
    },
    contactVisibility: "members",
  },
  "meera-raghunathan": {
    experience: [
      {
        kind: "credit",
        role: "Director, Writer",
        production: "The Thanjavur House",
        year: 2021,
        details: "State award, best debut.",
        mediaType: "movie",
        mediaId: "the-thanjavur-house",
      },
      {
        kind: "credit",
        role: "Director",
        production: "Crime Beat Mumbai",
        year: 2022,
        details: "Episodes 5–8.",
        mediaType: "series",
        mediaId: "crime-beat-mumbai",
      },
    ],
    education: ["M.A. Film Studies, Jadavpur University"],
    languages: ["Tamil", "English", "Hindi"],
    awards: ["Tamil Nadu State Film Award – Best Debut Director (2021)"],
    website: "https://www.behance.net/meera-raghunathan",
    contactVisibility: "everyone",
  },
  "ananya-iyer": {
    experience: [
      {
        kind: "credit",
        role: "Composer",
        production: "The Thanjavur House",
        year: 2021,
        details: "Original score.",
        mediaType: "movie",
        mediaId: "the-thanjavur-house",
      },
      { kind: "text", text: "More than forty ad jingles since 2017" },
    ],
    languages: ["Tamil", "Telugu", "English"],
    education: ["Grade 8 Piano, Trinity College London", "Carnatic vocal training under Smt. R. Vedavalli"],
  },
};
