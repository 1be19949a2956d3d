import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("help", "routes/help.tsx"),
  route("help/:topic", "routes/help-topic.tsx"),
  route("advertise", "routes/advertise.tsx"),
  route("subscription", "routes/subscription.tsx"),
  route("legal/:page", "routes/legal-page.tsx"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("api/feedback", "routes/api/feedback.ts"),
  route("api/client-errors", "routes/api/client-errors.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
