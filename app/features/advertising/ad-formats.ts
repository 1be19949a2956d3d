import { LayoutTemplate, Mail, Megaphone, Star } from "lucide-react";

export const MEDIA_KIT_FIGURES = [
  { figure: "500K+", label: "Monthly users" },
  { figure: "85%", label: "Decision makers" },
  { figure: "7.2M", label: "Page views per month" },
] as const;

export const AD_FORMATS = [
  {
    icon: LayoutTemplate,
    title: "Display placements",
    body: "Banner and native placements across discovery, jobs and city pages, targeted by city and craft.",
  },
  {
    icon: Star,
    title: "Sponsored listings",
    body: "Put your casting call, course or production service at the top of the lists professionals browse daily.",
  },
  {
    icon: Mail,
    title: "Newsletter sponsorship",
    body: "A featured slot in the weekly opportunities newsletter read by actors, crews and producers.",
  },
  {
    icon: Megaphone,
    title: "Branded content",
    body: "Stories, showcases and events made with our editorial team for the industry's working professionals.",
  },
] as const;
