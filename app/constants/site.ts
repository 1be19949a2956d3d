/** Facts about the business shown across the site (footer, contact, legal pages). */
export const SITE = {
  name: "Rangmanch",
  /** The spec's second, talent-hub brand used in some page titles. */
  hubName: "Rangmanch Talent Hub",
  tagline: "India's premier platform for entertainment talent and opportunities",
  heroTitle: "Discover & Connect with Entertainment Industry Professionals",
  description:
    "Rangmanch connects India's actors, directors, writers, musicians, cinematographers, editors, producers and crew with auditions, jobs and collaborators.",
  foundedYear: 2023,
  email: "hello@rangmanch.in",
  salesEmail: "ads@rangmanch.in",
  phone: "+91 40 4567 8900",
  address: {
    line1: "4th Floor, Cyber Towers, HITEC City",
    city: "Hyderabad",
    region: "Telangana 500081",
    country: "India",
  },
  contactHours: "Mon-Fri 8am-5pm",
  supportHours: "9AM-6PM IST, Mon-Fri",
  social: [
    { name: "Instagram", href: "https://www.instagram.com/rangmanch" },
    { name: "X (Twitter)", href: "https://x.com/rangmanch" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/rangmanch" },
    { name: "YouTube", href: "https://www.youtube.com/@rangmanch" },
  ],
} as const;

/** Time constants from spec part 1, section 9. */
export const TIMING = {
  toastMs: 5000,
  pageToastMs: 3000,
  copyFeedbackMs: 2000,
  feedbackAutoCloseMs: 2000,
  contactSendMs: 1500,
  homeSearchNavigateMs: 300,
  headerScrollThresholdPx: 10,
  stickyShadowThresholdPx: 100,
} as const;
