import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router 8 loads a route's clientLoader, clientAction and clientMiddleware in a chunk of
  // their own, so they can run while the component is still downloading (decision 044).
  splitRouteModules: true,
  // Every page names the whole route manifest (one cached 5 KB gzip file) instead of writing the part
  // it needs into its HTML and asking /__manifest for the routes its links lead to: pages are ~4 KB
  // smaller and cost less to draw, and a first click needs no round trip to find its route (issue 24).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
