import type { IconName } from "~/components/ui/icon-names";
import { m } from "~/paraglide/messages";

export type NavigationItem = {
  /** Its words in the page's language (a message: asked when drawn, never at import). */
  label: () => string;
  path: string;
  icon: IconName;
  /** When the link shows as the current page; the default is "the path starts with this link". */
  isActive?: (pathname: string) => boolean;
};

/**
 * The address that always means "my own profile" (app/routes/profile-by-id.tsx):
 * signed out, it asks to sign in first. The spec's header linked a visitor to
 * /profile/1, a stranger's profile (decision 068).
 */
export const OWN_PROFILE_PATH = "/profile/me";

export const NAVIGATION: readonly NavigationItem[] = [
  { label: m.nav_home, path: "/", icon: "house", isActive: (pathname) => pathname === "/" },
  { label: m.nav_auditions, path: "/auditions", icon: "clapperboard" },
  { label: m.nav_jobs, path: "/jobs", icon: "briefcase" },
  { label: m.nav_collaboration, path: "/collaboration", icon: "users" },
  {
    label: m.nav_city_opportunities,
    path: "/city-opportunities",
    icon: "map-pin",
    isActive: (pathname) => pathname.includes("city-opportunities") || pathname.includes("city-auditions"),
  },
  { label: m.nav_feed, path: "/feed", icon: "rss" },
  { label: m.nav_news, path: "/news", icon: "newspaper" },
  { label: m.nav_library, path: "/library", icon: "library" },
  { label: m.nav_messages, path: "/messages", icon: "message-square" },
  {
    label: m.nav_profile,
    path: OWN_PROFILE_PATH,
    icon: "user",
    isActive: (pathname) => pathname.includes("/profile"),
  },
];

/** The navigation for a visitor: signed in, the Profile link goes to their own profile. */
export function navigationFor(username: string | null): readonly NavigationItem[] {
  if (!username) return NAVIGATION;
  return NAVIGATION.map((item) =>
    item.path === OWN_PROFILE_PATH
      ? {
          ...item,
          path: `/u/${username}`,
          isActive: (pathname: string) => pathname === `/u/${username}` || pathname.includes("/profile"),
        }
      : item,
  );
}

export function isNavigationItemActive(item: NavigationItem, pathname: string) {
  if (item.isActive) return item.isActive(pathname);
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

export const LEGAL_PAGES = [
  { slug: "terms", title: "Terms of Service", label: m.legal_terms },
  { slug: "privacy", title: "Privacy Policy", label: m.legal_privacy },
  { slug: "cookies", title: "Cookie Policy", label: m.legal_cookies },
  { slug: "complaints", title: "Complaints Policy", label: m.legal_complaints },
] as const;

export const INFO_LINKS = [
  { label: m.link_about, path: "/about" },
  { label: m.link_contact, path: "/contact" },
  { label: m.link_advertise, path: "/advertise" },
  { label: m.link_help, path: "/help" },
] as const;

/** The footer's "talent categories": links to /discover?category={value} (spec part 1, section 2). */
export const FOOTER_TALENT_CATEGORIES = [
  { label: m.category_actors, value: "actors" },
  { label: m.category_directors, value: "directors" },
  { label: m.category_writers, value: "writers" },
  { label: m.category_musicians, value: "musicians" },
  { label: m.category_cinematographers, value: "cinematographers" },
  { label: m.category_editors, value: "editors" },
  { label: m.category_producers, value: "producers" },
] as const;
