import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router 8 loads a route's clientLoader, clientAction and clientMiddleware in a chunk of
  // their own, so they can run while the component is still downloading (decision 044).
  splitRouteModules: true,
} satisfies Config;
