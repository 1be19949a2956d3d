// One set of compiler options for Paraglide (docs/decisions/074-i18n-paraglide.md), read by the Vite
// plugin (vite.config.ts: the build and the dev server) and by `npm run i18n` (scripts/i18n-compile.mjs:
// after npm ci, before the type check, knip and the unit tests).
/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const PARAGLIDE_OPTIONS = {
  project: "./i18n/project.inlang",
  outdir: "./app/paraglide",
  // The locale is decided by app/lib/i18n (per request on the server, from <html lang> in the browser),
  // which replaces the runtime's getLocale; no strategy of Paraglide's own is asked.
  strategy: ["baseLocale"],
  emitTsDeclarations: true,
  // Lets the client bundle drop the runtime's server-only branches.
  isServer: "import.meta.env.SSR",
};
