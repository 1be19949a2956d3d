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
  route("api/auth/*", "routes/api/auth.ts"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("logout", "routes/logout.ts"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("account", "routes/account.tsx"),
  route("staff", "routes/staff.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
