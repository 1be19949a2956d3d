import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Route middleware: who may do what is decided on layout routes (app/routes.ts).
    v8_middleware: true,
    // React Router v8's other changes, each left off (its v7 behaviour) until an upgrade takes
    // them on deliberately. Saying so here is what stops every build printing a warning for each.
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
