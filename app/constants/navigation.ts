import type { IconName } from "~/components/ui/icon-names";

export type NavigationItem = {
  name: string;
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
  { name: "Home", path: "/", icon: "house", isActive: (pathname) => pathname === "/" },
  { name: "Auditions", path: "/auditions", icon: "clapperboard" },
  { name: "Jobs", path: "/jobs", icon: "briefcase" },
  { name: "Collaboration", path: "/collaboration", icon: "users" },
  {
    name: "City Opportunities",
    path: "/city-opportunities",
    icon: "map-pin",
    isActive: (pathname) => pathname.includes("city-opportunities") || pathname.includes("city-auditions"),
  },
  { name: "Feed", path: "/feed", icon: "rss" },
  { name: "News", path: "/news", icon: "newspaper" },
  { name: "Library", path: "/library", icon: "library" },
  { name: "Messages", path: "/messages", icon: "message-square" },
  {
    name: "Profile",
    path: OWN_PROFILE_PATH,
    icon: "user",
    isActive: (pathname) => pathname.includes("/profile"),
  },
];

/** The navigation for a visitor: signed in, the Profile link goes to their own profile. */
export function navigationFor(username: string | null): readonly NavigationItem[] {
  if (!username) return NAVIGATION;
  return NAVIGATION.map((item) =>
    item.name === "Profile"
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
  { slug: "terms", title: "Terms of Service" },
  { slug: "privacy", title: "Privacy Policy" },
  { slug: "cookies", title: "Cookie Policy" },
  { slug: "complaints", title: "Complaints Policy" },
] as const;

export const INFO_LINKS = [
  { name: "About Us", path: "/about" },
  { name: "Contact", path: "/contact" },
  { name: "Advertise", path: "/advertise" },
  { name: "Help Center", path: "/help" },
] as const;

/** The footer's "talent categories": links to /discover?category={value} (spec part 1, section 2). */
export const FOOTER_TALENT_CATEGORIES = [
  { label: "Actors", value: "actors" },
  { label: "Directors", value: "directors" },
  { label: "Writers", value: "writers" },
  { label: "Musicians", value: "musicians" },
  { label: "Cinematographers", value: "cinematographers" },
  { label: "Editors", value: "editors" },
  { label: "Producers", value: "producers" },
] as const;
