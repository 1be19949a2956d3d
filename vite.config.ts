import path from "node:path";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { PARAGLIDE_OPTIONS } from "./i18n/paraglide-options.mjs";

type ChunkingContext = Rolldown.ChunkingContext;

/** React, React DOM and React Router: every page runs them, and they change only with an upgrade. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
/** Small packages the shell's own code uses (class names, buttons): on every page anyway. */
const SHELL_PACKAGES =
  /[\\/]node_modules[\\/](clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]|vite\/preload-helper/;
const ROOT_ROUTE = path.resolve("app/root.tsx");
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** Small helpers many pages use (badges, images, dates, meta tags): the design system and lib. */
const HELPER_FOLDERS = ["components/ui/", "lib/"].map((folder) => path.resolve("app", folder) + path.sep);
const isHelper = (id: string) => HELPER_FOLDERS.some((folder) => id.startsWith(folder));
/** The largest helper the shell takes on (its code as the bundler holds it, before minifying). */
const MAX_SHELL_HELPER_CHARS = 3_000;

/**
 * The browser's chunks (decision 023). By default the bundler makes a chunk of
 * every set of modules that a different set of routes shares, which gave the
 * home page 45 script files: each needs its own request and modulepreload
 * link, and a phone on a slow network pays for every one. Instead:
 * - `framework`: React, React DOM and React Router;
 * - `shell`: our code that the root route imports statically (the layout,
 *   header, footer, the design system they use), which every page needs, with
 *   the few small packages it uses; and the design system's and lib's other
 *   small modules when all they import is in the shell already (a badge, an
 *   image with a fallback, date formats): a few hundred bytes each, cheaper
 *   on every page than a request of their own on most;
 * - the rest as Rolldown splits it: each route's own code, what only some routes
 *   share, and what is loaded on demand (dialogs, menus, toasts).
 * Only static imports count: a module the shell loads with import() stays out
 * of the shell, so on-demand code is not pulled into every page. Packages are
 * not followed: `radix-ui` re-exports every primitive, and the shell would
 * swallow the dialogs and menus that are meant to load on demand.
 * Rolldown asks for each module's chunk name one module at a time (its
 * `codeSplitting` groups, Vite 8, decision 045), so the shell's closure is
 * collected once from the root route and a helper's verdict is reached when
 * it is asked about.
 */
function chunkNamer() {
  const shell = new Set<string>();
  const helperVerdicts = new Map<string, boolean>();
  return (id: string, context: ChunkingContext): string | null => {
    const getModuleInfo = (moduleId: string) => context.getModuleInfo(moduleId);
    if (FRAMEWORK.test(id)) return "framework";
    if (SHELL_PACKAGES.test(id)) return "shell";
    if (shell.size === 0) collectStaticImports(ROOT_ROUTE, getModuleInfo, shell);
    if (shell.has(id)) return "shell";
    return isHelper(id) && isSelfContainedHelper(id, getModuleInfo, shell, helperVerdicts) ? "shell" : null;
  };
}

/** A helper module whose static imports all are in the shell, or are such helpers themselves. */
function isSelfContainedHelper(
  id: string,
  getModuleInfo: ChunkingContext["getModuleInfo"],
  shell: Set<string>,
  verdicts: Map<string, boolean>,
): boolean {
  if (shell.has(id) || FRAMEWORK.test(id) || SHELL_PACKAGES.test(id)) return true;
  if (!isHelper(id)) return false;
  // A big helper (a form's draft keeping, the text cleaner) and the fields built on it stay out: in the
  // shell they cost every page, the home page most, which uses none of them (docs/performance.md).
  if ((getModuleInfo(id)?.code?.length ?? 0) > MAX_SHELL_HELPER_CHARS) return false;
  const known = verdicts.get(id);
  if (known !== undefined) return known;
  verdicts.set(id, true); // an import cycle among helpers does not disqualify them
  const verdict = (getModuleInfo(id)?.importedIds ?? []).every((imported) =>
    isSelfContainedHelper(imported, getModuleInfo, shell, verdicts),
  );
  verdicts.set(id, verdict);
  return verdict;
}

function collectStaticImports(
  id: string,
  getModuleInfo: ChunkingContext["getModuleInfo"],
  found: Set<string>,
): void {
  if (found.has(id) || NODE_MODULES.test(id)) return;
  found.add(id);
  for (const imported of getModuleInfo(id)?.importedIds ?? []) {
    collectStaticImports(imported, getModuleInfo, found);
  }
}

/**
 * Rollup puts into a manual chunk every module its modules import, unless
 * another manual chunk has it: one import of a package's index that
 * re-exports everything (lucide-react, radix-ui) would bring every icon or
 * primitive the app uses anywhere into the shell, on every page. This stops
 * the build when a package other than SHELL_PACKAGES reaches the shell.
 */
function shellHoldsOnlyItsPackages(): Plugin {
  return {
    name: "rangmanch:shell-packages",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk" || output.name !== "shell") continue;
        const strays = Object.entries(output.modules)
          .filter(
            ([id, module]) => module.renderedLength > 0 && NODE_MODULES.test(id) && !SHELL_PACKAGES.test(id),
          )
          .map(([id]) => id.slice(id.lastIndexOf("node_modules")));
        if (strays.length > 0) {
          this.error(
            `The shell chunk holds packages meant to load on demand: ${strays.slice(0, 5).join(", ")}` +
              `${strays.length > 5 ? ` and ${strays.length - 5} more` : ""}. Import them from their own ` +
              "subpath (radix-ui/slot, not radix-ui) or with import(), or draw icons with components/ui/icon.tsx.",
          );
        }
      }
    },
  };
}

/**
 * In the browser build, Paraglide's compiled messages (and our own code) get their language from
 * app/lib/i18n/browser-runtime.ts instead of the generated app/paraglide/runtime.js: the messages ask it
 * only getLocale(), which the full runtime answers through URL patterns, cookie and navigator strategies
 * we do not use (about 4 KB compressed on every page; decision 074). The server keeps the full runtime.
 */
function paraglideRuntimeInBrowser(): Plugin {
  const runtime = path.resolve("app/paraglide/runtime.js");
  const browserRuntime = path.resolve("app/lib/i18n/browser-runtime.ts");
  return {
    name: "rangmanch:paraglide-browser-runtime",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (options?.ssr || !importer || !source.includes("runtime")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === runtime ? browserRuntime : null;
    },
  };
}

/**
 * Two of Rollup's warnings that say nothing about our code, silenced so a
 * real warning stands out: every resource route (an API, robots.txt) has no
 * browser code, so its browser chunk is empty; and zod's sources carry
 * comments next to `@__PURE__` annotations that Rollup drops (harmlessly).
 */
function onBuildWarning(warning: Rolldown.RolldownLog, warn: (warning: Rolldown.RolldownLog) => void) {
  if (warning.code === "EMPTY_BUNDLE") return;
  if (warning.code === "INVALID_ANNOTATION" && NODE_MODULES.test(warning.id ?? "")) return;
  warn(warning);
}

export default defineConfig({
  environments: {
    client: {
      build: {
        rolldownOptions: {
          onwarn: onBuildWarning,
          output: { codeSplitting: { groups: [{ name: chunkNamer(), debugName: "framework and shell" }] } },
        },
      },
    },
    // The server bundle's entry is our Express app (server/app.ts), so the
    // production server is one file that imports the React Router build.
    // Rolldown's timing report names React Router's own plugin (its virtual modules), nothing of
    // ours; it printed on every server build.
    ssr: {
      build: {
        rolldownOptions: {
          input: "./server/app.ts",
          onwarn: onBuildWarning,
          checks: { bundlerTimings: false },
        },
      },
    },
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // PGlite ships WebAssembly and data files it locates relative to its own
  // module, so it must stay an external package in the server bundle.
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "pino-http"] },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  plugins: [
    paraglideVitePlugin(PARAGLIDE_OPTIONS),
    paraglideRuntimeInBrowser(),
    tailwindcss(),
    reactRouter(),
    shellHoldsOnlyItsPackages(),
  ],
});
