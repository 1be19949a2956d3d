import type { NewProjectSeed } from "../factories";

/**
 * Sample collaboration projects, created by sample accounts, some with
 * members already accepted. Titles and productions are fictional. Ages are
 * relative to the day the seed runs, so "New This Week" counts some of them.
 */
export const SAMPLE_PROJECTS: NewProjectSeed[] = [
  {
    title: "Monsoon Letters: an Independent Short Film",
    description:
      "A 20-minute Hindi short about two pen friends who meet for the first time during the Mumbai monsoon. Shooting over six weekends in Bandra and Dadar in July, for the festival circuit. Travel and meals covered; profit share if it sells.",
    category: "Film",
    payKind: "expenses",
    payNote: "Travel and meals covered; profit share if it sells",
    roles: ["Lead Actor (24-32)", "Lead Actress (22-30)", "Cinematographer", "Sound Recordist", "Editor"],
    location: "Bandra, Mumbai",
    cityId: "mumbai",
    createdDaysAgo: 2,
    creator: "aarav-malhotra",
    members: ["priya-nair"],
  },
  {
    title: "Carnatic Fusion Music Video",
    description:
      "A music video for a Carnatic and electronic fusion single, shot at dawn on the Marina and in a Mylapore courtyard. We need a dancer who can improvise to violin, and a colourist for a warm film look.",
    category: "Music Video",
    payKind: "paid",
    payMin: 8000,
    payMax: 12000,
    payPer: "project",
    roles: ["Dancer", "Colourist", "Choreographer"],
    location: "Chennai",
    cityId: "chennai",
    createdDaysAgo: 4,
    creator: "ananya-iyer",
    members: ["meera-raghunathan", "sanya-bhatt"],
  },
  {
    title: "Old Delhi Food Walks: Documentary Series",
    description:
      "A six-part documentary on the cooks of Chandni Chowk who have kept one dish for three generations. Research is done; we are building a small crew for a 20-day shoot in winter.",
    category: "Documentary",
    payKind: "paid",
    payMin: 4000,
    payPer: "day",
    roles: ["Director of Photography", "Writer", "Producer", "Sound Designer"],
    location: "Chandni Chowk, Delhi",
    cityId: "delhi",
    stage: "in-development",
    createdDaysAgo: 9,
    creator: "kabir-sengupta",
    members: ["farhan-qureshi"],
  },
  {
    title: "Telugu Sci-fi Web Series Pilot",
    description:
      "A pilot episode for a Telugu science-fiction series set in a Hyderabad data centre. The VFX pipeline is in place; we are casting and looking for a writer to polish the pilot script.",
    category: "Web Series",
    payKind: "unpaid",
    payNote: "A credit, meals, and a paid role if the series is picked up",
    roles: ["Actor", "Screenwriter", "VFX Compositor", "Editor"],
    location: "HITEC City, Hyderabad",
    cityId: "hyderabad",
    createdDaysAgo: 1,
    creator: "arjun-varma",
    members: ["vikram-reddy"],
  },
  {
    title: "Rabindra Sangeet Reimagined",
    description:
      "An album and live session recording of eight Tagore songs with new arrangements for cello and tabla. Recording in a north Kolkata studio; the sessions will be filmed.",
    category: "Music Video",
    payKind: "paid",
    payMin: 15000,
    payPer: "project",
    roles: ["Cellist", "Tabla Player", "Music Producer", "Camera Operator"],
    location: "Kolkata",
    cityId: "kolkata",
    createdDaysAgo: 12,
    creator: "ishita-banerjee",
    members: [],
  },
  {
    title: "Bengaluru Startup Comedy Sketches",
    description:
      "Weekly five-minute comedy sketches about startup life, for YouTube and Instagram. One shoot day a week in Koramangala. Paid per sketch once the channel is monetised.",
    category: "Web Series",
    payKind: "unpaid",
    payNote: "Revenue share from the channel and a showreel of every sketch",
    roles: ["Comedian", "Actor", "Writer", "Editor"],
    location: "Koramangala, Bangalore",
    cityId: "bangalore",
    createdDaysAgo: 6,
    creator: "priya-nair",
    members: [],
  },
  {
    title: "Ghoomar: a Stage Musical",
    description:
      "A stage musical on the life of a Rajasthani folk dancer, for a run at a Mumbai theatre festival. Rehearsals three evenings a week in Andheri.",
    category: "Theatre",
    payKind: "paid",
    payMin: 2500,
    payMax: 4000,
    payPer: "day",
    roles: ["Dancer", "Singer", "Lighting Designer", "Stage Manager", "Actor", "Costume Designer"],
    location: "Andheri, Mumbai",
    cityId: "mumbai",
    stage: "on-hold",
    createdDaysAgo: 20,
    creator: "sanya-bhatt",
    members: [],
  },
  {
    title: "Public Service Ad on Water Saving",
    description:
      "A 60-second public service advertisement for a Mumbai civic campaign. One day shoot; the agency covers the costs and credits every crew member.",
    category: "Commercial",
    payKind: "expenses",
    payNote: "Travel to the shoot in Jaipur",
    roles: ["Director", "Child Actor", "Editor"],
    location: "Mumbai",
    cityId: "mumbai",
    createdDaysAgo: 15,
    creator: "rohit-sabharwal",
    members: ["tanvi-deshmukh"],
  },
];
