import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Route middleware: who may do what is decided on layout routes (app/routes.ts).
  future: { v8_middleware: true },
} satisfies Config;
