import type { LucideIcon } from "lucide-react";
import {
  Briefcase,
  Clapperboard,
  Home,
  Library,
  MapPin,
  MessageSquare,
  Newspaper,
  Rss,
  User,
  Users,
} from "lucide-react";

export type NavigationItem = {
  name: string;
  path: string;
  icon: LucideIcon;
  /** When the link shows as the current page; the default is "the path starts with this link". */
  isActive?: (pathname: string) => boolean;
};

export const NAVIGATION: readonly NavigationItem[] = [
  { name: "Home", path: "/", icon: Home, isActive: (pathname) => pathname === "/" },
  { name: "Auditions", path: "/auditions", icon: Clapperboard },
  { name: "Jobs", path: "/jobs", icon: Briefcase },
  { name: "Collaboration", path: "/collaboration", icon: Users },
  {
    name: "City Opportunities",
    path: "/city-opportunities",
    icon: MapPin,
    isActive: (pathname) => pathname.includes("city-opportunities") || pathname.includes("city-auditions"),
  },
  { name: "Feed", path: "/feed", icon: Rss },
  { name: "News", path: "/news", icon: Newspaper },
  { name: "Library", path: "/library", icon: Library },
  { name: "Messages", path: "/messages", icon: MessageSquare },
  { name: "Profile", path: "/profile/1", icon: User, isActive: (pathname) => pathname.includes("/profile") },
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
