import type { NewAudition, NewAuditionSeed } from "../factories";

/**
 * Sample auditions. Projects and companies are fictional. Dates are relative
 * to the day the seed runs (see buildAudition), so the upcoming ones stay
 * upcoming; the two with negative daysFromNow are completed. Online auditions
 * keep the cityId of the city doing the casting.
 */
export const SAMPLE_AUDITIONS: NewAuditionSeed[] = [
  // Mumbai
  {
    title: "Lead Actor Audition",
    project: "Monsoon Letters",
    company: "Kesari Motion Pictures",
    daysFromNow: 6,
    location: "Andheri West, Mumbai",
    cityId: "mumbai",
    type: "In-person",
    description:
      "Casting the two leads of a Hindi romantic drama set across one monsoon in 1990s Bombay. Prepare the scene sent on registration; Hindi fluency is required.",
    roles: ["Male Lead (25-32)", "Female Lead (23-30)"],
  },
  {
    title: "Web Series Supporting Cast",
    project: "Chawl No. 7",
    company: "Bandstand Studios",
    daysFromNow: 14,
    location: "Online",
    cityId: "mumbai",
    type: "Online",
    description:
      "Self-tape auditions for an eight-episode OTT comedy-drama about neighbours in a Lalbaug chawl. Marathi speakers are encouraged to apply.",
    roles: ["Landlord (50-60)", "College Student (19-23)", "Tea Stall Owner (35-45)"],
  },
  // Delhi
  {
    title: "Theatre Ensemble Auditions",
    project: "Kurukshetra Ke Baad",
    company: "Yamuna Repertory Company",
    daysFromNow: 9,
    location: "Mandi House, New Delhi",
    cityId: "delhi",
    type: "In-person",
    description:
      "Open auditions for a new Hindi verse play set after the Mahabharata war, touring North India. Bring a two-minute monologue in Hindi; movement workshops follow for shortlisted actors.",
    roles: ["Ensemble Actors", "Chorus Singers", "Narrator"],
  },
  {
    title: "TV Commercial Casting",
    project: "Chai Break (Ad Film)",
    company: "Red Fort Films",
    daysFromNow: 4,
    location: "Online",
    cityId: "delhi",
    type: "Online",
    description:
      "Casting a family of four for a national tea brand commercial shooting in Delhi over two days. Submit a short introduction video and profile shots.",
    roles: ["Father (40-50)", "Mother (38-48)", "Teenage Daughter (14-17)", "Grandfather (65+)"],
  },
  // Chennai
  {
    title: "Tamil Feature Film Casting",
    project: "Kaveri Karai",
    company: "Marina Talkies",
    daysFromNow: 11,
    location: "Vadapalani, Chennai",
    cityId: "chennai",
    type: "In-person",
    description:
      "Auditions for a rural Tamil drama following three generations of a farming family by the Kaveri. Tamil fluency is essential; the Thanjavur dialect is a plus.",
    roles: ["Village Elder (60+)", "Young Farmer (22-28)", "Schoolteacher (30-38)"],
  },
  {
    title: "Dubbing Artists for Animated Series",
    project: "Jungle Jugalbandi",
    company: "Coromandel Animation",
    daysFromNow: 20,
    location: "Online",
    cityId: "chennai",
    type: "Online",
    description:
      "Voice auditions for the Tamil and Telugu dubs of a children's animated series. Send a one-minute reel showing at least two character voices.",
    roles: ["Lead Child Voice", "Comic Sidekick", "Narrator"],
  },
  // Hyderabad
  {
    title: "Action Film Supporting Roles",
    project: "Rudra Veera",
    company: "Deccan Dreams Productions",
    daysFromNow: 8,
    location: "Banjara Hills, Hyderabad",
    cityId: "hyderabad",
    type: "In-person",
    description:
      "Casting supporting roles for a large-scale Telugu action drama. Martial arts or stunt experience is preferred for some roles.",
    roles: ["Antagonist's Henchman (25-35)", "Police Inspector (35-45)", "Hero's Friend (24-30)"],
  },
  {
    title: "OTT Thriller Auditions",
    project: "Charminar Files",
    company: "Golconda Originals",
    daysFromNow: 25,
    location: "Online",
    cityId: "hyderabad",
    type: "Online",
    description:
      "Self-tape auditions for a bilingual Telugu and Hindi investigative thriller series. Sides are shared after registration.",
    roles: ["Crime Reporter (28-35)", "Forensic Expert (35-45)"],
  },
  // Kolkata
  {
    title: "Bengali Period Drama Casting",
    project: "Jorasanko Diaries",
    company: "Hooghly Pictures",
    daysFromNow: 16,
    location: "Tollygunge, Kolkata",
    cityId: "kolkata",
    type: "In-person",
    description:
      "Auditions for a Bengali period drama set in 1920s Calcutta. Fluent Bengali is required, and Rabindra Sangeet singers are especially welcome.",
    roles: ["Zamindar (50-60)", "Young Poet (22-28)", "Singer (20-30)"],
  },
  // Bangalore
  {
    title: "Kannada Short Film Auditions",
    project: "Namma Metro",
    company: "Lalbagh Frames",
    daysFromNow: 12,
    location: "Indiranagar, Bangalore",
    cityId: "bangalore",
    type: "In-person",
    description:
      "Casting a festival-bound Kannada short film about two strangers who meet on a metro commute. Kannada and English speakers are needed.",
    roles: ["Software Engineer (26-32)", "Street Musician (30-40)"],
  },
  // Los Angeles
  {
    title: "South Asian Lead for Indie Feature",
    project: "The Long Way to Pune",
    company: "Sunset & Masala Films",
    daysFromNow: 18,
    location: "Online",
    cityId: "los-angeles",
    type: "Online",
    description:
      "An Indian-American family comedy seeks its lead. English and conversational Hindi or Marathi are required. Self-tapes only for the first round.",
    roles: ["Lead (28-35)", "Mother (50-60)"],
  },
  {
    title: "Streaming Series Guest Roles",
    project: "Silicon Shaadi",
    company: "Pacific Lotus Entertainment",
    daysFromNow: 30,
    location: "Burbank, Los Angeles",
    cityId: "los-angeles",
    type: "In-person",
    description:
      "Guest roles for a comedy series about a tech founder planning her wedding. Performers of South Asian heritage are encouraged to apply.",
    roles: ["Wedding Planner (30-40)", "Uncle (55-65)", "Cousin (20-27)"],
  },
  // London
  {
    title: "Stage Musical Open Call",
    project: "Bollywood Nights on the Thames",
    company: "Brick Lane Theatre Company",
    daysFromNow: 22,
    location: "Southwark, London",
    cityId: "london",
    type: "In-person",
    description:
      "Open call for singers and dancers for a touring Bollywood stage musical. Prepare a song of your choice and attend the group dance call.",
    roles: ["Lead Vocalist", "Dance Ensemble", "Swing"],
  },
  {
    title: "British Asian Drama Self-tapes",
    project: "Leicester Square Blues",
    company: "Albion & Indus Pictures",
    daysFromNow: 35,
    location: "Online",
    cityId: "london",
    type: "Online",
    description:
      "Self-tapes for a British Asian family drama set between London and Amritsar. Punjabi speakers are preferred for two roles.",
    roles: ["Eldest Son (30-38)", "Grandmother (65+)", "Restaurant Manager (40-50)"],
  },
  // Completed (Mumbai)
  {
    title: "Music Video Casting",
    project: "Dil Ki Baarish (Music Video)",
    company: "Juhu Beats Records",
    daysFromNow: -12,
    location: "Goregaon East, Mumbai",
    cityId: "mumbai",
    type: "In-person",
    description:
      "Casting for a romantic music video shot over two days in Film City. This audition has closed and shortlisted artists have been contacted.",
    roles: ["Female Lead (20-27)", "Male Lead (22-30)"],
  },
  {
    title: "Ad Film Casting Call",
    project: "Swift Scooters Campaign",
    company: "Worli Sea Face Productions",
    daysFromNow: -30,
    location: "Online",
    cityId: "mumbai",
    type: "Online",
    description:
      "Self-tape casting for a two-wheeler brand campaign featuring young college riders. This audition has closed.",
    roles: ["College Student (18-22)", "Delivery Rider (24-30)"],
  },
];

type SampleAuditionTerms = {
  /** The sample profile whose account posted it. */
  poster: string;
  /** What it pays: stated for every sample, as every posting must. */
  pay: Pick<NewAudition, "payKind" | "payMin" | "payMax" | "payPer" | "payNote">;
  experience: "beginner" | "intermediate" | "advanced" | "professional";
  gender: "male" | "female" | "non-binary" | "any";
};

/**
 * Who posted each sample audition (sample accounts, seed version 3) and the
 * terms the audition filters read. Online ones get a Jitsi room, shown to
 * the poster and to applicants they accept.
 */
export const SAMPLE_AUDITION_TERMS: Record<string, SampleAuditionTerms> = {
  "Lead Actor Audition": {
    poster: "farhan-qureshi",
    pay: { payKind: "paid", payMin: 25000, payMax: 40000, payPer: "day", payNote: "" },
    experience: "professional",
    gender: "any",
  },
  "Web Series Supporting Cast": {
    poster: "farhan-qureshi",
    pay: { payKind: "paid", payMin: 15000, payMax: null, payPer: "episode", payNote: "" },
    experience: "intermediate",
    gender: "any",
  },
  "Theatre Ensemble Auditions": {
    poster: "meera-raghunathan",
    pay: {
      payKind: "paid",
      payMin: 18000,
      payMax: 25000,
      payPer: "month",
      payNote: "Through the touring season",
    },
    experience: "beginner",
    gender: "any",
  },
  "TV Commercial Casting": {
    poster: "rohit-sabharwal",
    pay: { payKind: "paid", payMin: 30000, payMax: null, payPer: "project", payNote: "" },
    experience: "beginner",
    gender: "any",
  },
  "Tamil Feature Film Casting": {
    poster: "farhan-qureshi",
    pay: { payKind: "paid", payMin: 8000, payMax: 15000, payPer: "day", payNote: "" },
    experience: "advanced",
    gender: "male",
  },
  "Dubbing Artists for Animated Series": {
    poster: "rohit-sabharwal",
    pay: { payKind: "paid", payMin: 6000, payMax: null, payPer: "episode", payNote: "" },
    experience: "intermediate",
    gender: "any",
  },
  "Action Film Supporting Roles": {
    poster: "farhan-qureshi",
    pay: { payKind: "paid", payMin: 5000, payMax: 9000, payPer: "day", payNote: "" },
    experience: "intermediate",
    gender: "male",
  },
  "OTT Thriller Auditions": {
    poster: "meera-raghunathan",
    pay: { payKind: "paid", payMin: 20000, payMax: 35000, payPer: "episode", payNote: "" },
    experience: "advanced",
    gender: "female",
  },
  "Bengali Period Drama Casting": {
    poster: "meera-raghunathan",
    pay: { payKind: "paid", payMin: 12000, payMax: null, payPer: "day", payNote: "" },
    experience: "professional",
    gender: "any",
  },
  "Kannada Short Film Auditions": {
    poster: "rohit-sabharwal",
    pay: {
      payKind: "unpaid",
      payMin: null,
      payMax: null,
      payPer: null,
      payNote: "A screen credit, meals on shoot days and a copy of the film for your reel",
    },
    experience: "beginner",
    gender: "non-binary",
  },
  "South Asian Lead for Indie Feature": {
    poster: "farhan-qureshi",
    pay: { payKind: "paid", payMin: 150000, payMax: null, payPer: "project", payNote: "" },
    experience: "professional",
    gender: "female",
  },
  "Streaming Series Guest Roles": {
    poster: "farhan-qureshi",
    pay: { payKind: "paid", payMin: 20000, payMax: null, payPer: "day", payNote: "" },
    experience: "advanced",
    gender: "any",
  },
  "Stage Musical Open Call": {
    poster: "sanya-bhatt",
    pay: {
      payKind: "expenses",
      payMin: null,
      payMax: null,
      payPer: null,
      payNote: "Travel and meals during rehearsals",
    },
    experience: "intermediate",
    gender: "any",
  },
  "British Asian Drama Self-tapes": {
    poster: "meera-raghunathan",
    pay: { payKind: "paid", payMin: 25000, payMax: null, payPer: "day", payNote: "" },
    experience: "intermediate",
    gender: "any",
  },
  "Music Video Casting": {
    poster: "sanya-bhatt",
    pay: { payKind: "paid", payMin: 10000, payMax: null, payPer: "project", payNote: "" },
    experience: "beginner",
    gender: "female",
  },
  "Ad Film Casting Call": {
    poster: "rohit-sabharwal",
    pay: { payKind: "paid", payMin: 20000, payMax: 30000, payPer: "project", payNote: "" },
    experience: "beginner",
    gender: "any",
  },
};
