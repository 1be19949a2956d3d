import {
  Briefcase,
  Clapperboard,
  HeartHandshake,
  type LucideIcon,
  MapPin,
  MessageSquare,
  Scale,
  ShieldCheck,
  Sparkles,
  UserRound,
  Users,
} from "lucide-react";
import { SITE } from "~/constants/site";

export type AboutCard = { title: string; text: string; icon: LucideIcon };

export const MISSION =
  "To give every performer and crew member in India a fair chance to be seen: one place to show their work, find genuine opportunities and meet the people they will make their next project with.";

export const VISION =
  "An industry where talent from every city and every language finds its stage, where casting is open, pay is clear, and a great showreel matters more than who you know.";

export const STORY = [
  `${SITE.name} was founded in ${SITE.foundedYear} in ${SITE.address.city}. Rangmanch means "the stage" in Hindi, and the idea began backstage: actors, dancers and technicians who kept missing auditions because the call went round on a messaging group they were not in, and casting teams who could not find the cinematographer, editor or voice artist they needed outside Mumbai.`,
  "We started with a simple profile and a list of casting calls. Today Rangmanch brings together actors, directors, writers, musicians, cinematographers, editors, producers and crew across film, television, OTT, theatre, music and advertising, with city pages for Mumbai, Delhi, Chennai, Hyderabad, Kolkata and Bangalore.",
  "We are still a small team, and we build Rangmanch with the people who use it. If something could work better for you, tell us.",
];

export const OFFERINGS: readonly AboutCard[] = [
  {
    title: "Profiles that show your work",
    text: "Credits, showreels, photos, skills and languages in one link you can send to any casting director.",
    icon: UserRound,
  },
  {
    title: "Auditions and jobs",
    text: "Casting calls and crew jobs you can filter by city, type, experience and pay, with clear deadlines.",
    icon: Clapperboard,
  },
  {
    title: "Collaboration hub",
    text: "Find a writer for your short film, a composer for your music video or a crew for your web series.",
    icon: Users,
  },
  {
    title: "City opportunities",
    text: "What is being cast and shot in your city right now, from Mumbai and Hyderabad to Chennai and Kolkata.",
    icon: MapPin,
  },
  {
    title: "Direct messaging",
    text: "Talk to collaborators and casting teams directly, without handing out your phone number.",
    icon: MessageSquare,
  },
  {
    title: "Advertising for brands",
    text: "Brands and agencies reach the professionals who make India's films, shows and campaigns.",
    icon: Briefcase,
  },
];

export const VALUES: readonly AboutCard[] = [
  {
    title: "Talent first",
    text: "Your profile, your work and your data belong to you. Joining and applying are free.",
    icon: Sparkles,
  },
  {
    title: "Safety and trust",
    text: "No fees to audition, ever. We act on fake casting calls and harassment quickly.",
    icon: ShieldCheck,
  },
  {
    title: "Fairness",
    text: "Every city, every language and every craft, from lead roles to lighting crews.",
    icon: Scale,
  },
  {
    title: "Community",
    text: "The best work happens together; we help people find the collaborators they need.",
    icon: HeartHandshake,
  },
];
