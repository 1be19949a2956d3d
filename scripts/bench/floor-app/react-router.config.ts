// The floor app's own React Router config (scripts/bench/floor.mjs builds it):
// server rendering, the build in the checkout's node_modules/.cache (ignored by
// git and the linters, and below node_modules so the built server finds the
// installed react and react-router).
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  buildDirectory: "../../../node_modules/.cache/bench-floor",
} satisfies Config;
