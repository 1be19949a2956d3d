import type { CategoryDefinition } from "~/constants/categories";

export type CategoryEvent = {
  title: string;
  kind: "Workshop" | "Showcase" | "Online session";
  /** ISO date (a Saturday, Indian time) computed from today, so the cards never go stale. */
  date: string;
  place: string;
  description: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** "an actor", "a dancer": the article by the first letter, which serves every singular name we have. */
export function withArticle(noun: string) {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

/** The first Saturday at least `days` days after `today` (in UTC days; the page shows it in Indian time). */
function saturdayAfter(today: Date, days: number) {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * DAY_MS;
  const weekday = new Date(start).getUTCDay();
  const saturday = new Date(start + ((6 - weekday + 7) % 7) * DAY_MS);
  // Noon UTC is evening in India: the same calendar day in both.
  return new Date(saturday.getTime() + 12 * 60 * 60 * 1000).toISOString();
}

/**
 * The Events tab's three cards (spec: "three static event cards"). The copy is
 * fixed per category; the dates are Saturdays two, five and nine weeks out,
 * worked out from today, so the page always shows upcoming events.
 */
export function categoryEvents(category: CategoryDefinition, today = new Date()): CategoryEvent[] {
  const people = `${category.singularName.toLowerCase()}s`;
  return [
    {
      title: `${category.name} Masterclass: Working in Indian Film and OTT`,
      kind: "Workshop",
      date: saturdayAfter(today, 14),
      place: "Mumbai (Andheri West)",
      description: `A full-day session with working ${people} on how projects are crewed today, what producers look for and how to build a reel that gets calls back.`,
    },
    {
      title: `${category.name} Showcase and Networking Evening`,
      kind: "Showcase",
      date: saturdayAfter(today, 35),
      place: "Hyderabad",
      description: `Show your work to casting teams, producers and fellow ${people}, then meet them over chai. Open to Rangmanch members at every level.`,
    },
    {
      title: `Live Q&A: Getting Your First Break in ${category.name}`,
      kind: "Online session",
      date: saturdayAfter(today, 63),
      place: "Online",
      description: `An hour with industry professionals answering questions on contracts, rates, unions and finding steady work as ${withArticle(category.singularName.toLowerCase())}.`,
    },
  ];
}
