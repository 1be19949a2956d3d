import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * Imports run one way (docs/decisions/020-one-way-imports.md), and `npm run lint`
 * enforces it with Biome's noRestrictedImports in biome.json. These tests run
 * the real Biome on deliberately wrong imports, with the project's own
 * biome.json, so they fail if a rule is switched off or loosened, and check
 * that every feature folder sits in a layer the rules know.
 */

const appDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.dirname(appDir);
const biomeConfig = JSON.parse(fs.readFileSync(path.join(rootDir, "biome.json"), "utf8")) as {
  overrides: { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: RuleConfig } } } }[];
};
type RuleConfig = { options: { patterns: { group: string[]; message: string }[] } };

type ImportCase = {
  /** Where the importing file sits (its folder decides its layer). */
  file: string;
  source: string;
  /** Words of the message the rule must give; undefined when the import is allowed. */
  refusedWith?: string;
};

const wrongImports: Record<string, ImportCase> = {
  "the foundation importing a feature": {
    file: "app/lib/example.ts",
    source: "~/features/accounts/session.server",
    refusedWith: "The foundation (app/lib, app/constants, app/db, app/components/ui) imports no feature",
  },
  "the foundation climbing into a feature by a relative path": {
    file: "app/db/seed/example.ts",
    source: "../../features/profiles/get-public-profile.server",
    refusedWith: "The foundation (app/lib, app/constants, app/db, app/components/ui) imports no feature",
  },
  "a design-system component importing the app layout": {
    file: "app/components/ui/example.tsx",
    source: "~/layout/site-header",
    refusedWith: "The foundation (app/lib, app/constants, app/db, app/components/ui) imports no feature",
  },
  "security importing accounts": {
    file: "app/features/security/example.server.ts",
    source: "~/features/accounts/session.server",
    refusedWith: "features/security is the lowest platform feature",
  },
  "a platform feature importing accounts": {
    file: "app/features/toast/signs-with-accounts.server.ts",
    source: "~/features/accounts/auth-secret.server",
    refusedWith:
      "Platform features (email, live, telemetry, toast, theme, uploads) import only the foundation",
  },
  "a platform feature importing another platform feature": {
    file: "app/features/telemetry/example.ts",
    source: "~/features/email/queue-email.server",
    refusedWith:
      "Platform features (email, live, telemetry, toast, theme, uploads) import only the foundation",
  },
  "a platform feature climbing into accounts by a relative path": {
    file: "app/features/toast/climbs-into-accounts.ts",
    source: "../accounts/auth-secret.server",
    refusedWith: "A relative import stays inside its own feature",
  },
  "accounts importing a domain feature": {
    file: "app/features/accounts/makes-a-profile.server.ts",
    source: "~/features/profiles/get-public-profile.server",
    refusedWith:
      "features/accounts and features/blocks (who may see and reach whom: asked by every feature) sit below every domain feature",
  },
  "accounts importing blocks (blocks sit on accounts, not the other way round)": {
    file: "app/features/accounts/asks-a-block.server.ts",
    source: "~/features/blocks/member-reach.server",
    refusedWith:
      "features/accounts and features/blocks (who may see and reach whom: asked by every feature) sit below every domain feature",
  },
  "a core domain feature importing another core one": {
    file: "app/features/profiles/components/example.tsx",
    source: "~/features/categories/category-icon",
    refusedWith:
      "Core domain features (categories, cities, feed, library, messaging, news, profiles, talent)",
  },
  "a core domain feature importing a composed one": {
    file: "app/features/profiles/counts-followers.ts",
    source: "~/features/social/follows/follow-profile.server",
    refusedWith:
      "Core domain features (categories, cities, feed, library, messaging, news, profiles, talent)",
  },
  "a posting kind importing a core feature (the kinds are postings, below the core features)": {
    file: "app/features/postings/kinds/audition/shows-a-city.server.ts",
    source: "~/features/cities/count-city-figures.server",
    refusedWith: "features/postings (every kind of posting, each in kinds/<kind>/",
  },
  "productions importing postings (postings sit on productions, not the other way round)": {
    file: "app/features/productions/example.server.ts",
    source: "~/features/postings/posting-tables.server",
    refusedWith: "features/productions (who stands behind a posting",
  },
  "notifications importing productions": {
    file: "app/features/notifications/example.server.ts",
    source: "~/features/productions/production-access.server",
    refusedWith: "features/notifications sits beside accounts",
  },
  "a composed feature importing another composed one": {
    file: "app/features/home/example.tsx",
    source: "~/features/favorites/components/favorite-button",
    refusedWith: "Composed features (social, home, favorites, city-pages, feedback, newsletter...)",
  },
  "a feature reaching into another feature's sub-folder": {
    file: "app/features/social/reviews/components/reads-the-editor.tsx",
    source: "~/features/profiles/edit/get-editable-profile.server",
    refusedWith: "Another feature's sub-folders (such as profiles/edit/ or social/reviews/) are its own",
  },
  "a feature importing a route for its types": {
    file: "app/features/feedback/example.tsx",
    source: "~/routes/api/feedback",
    refusedWith: "Features never import the app layout, middleware, routes or root",
  },
  "a feature importing the root": {
    file: "app/features/accounts/reads-the-root.ts",
    source: "~/root",
    refusedWith: "Features never import the app layout, middleware, routes or root",
  },
  "the app layout importing the root": {
    file: "app/layout/reads-the-root.tsx",
    source: "~/root",
    refusedWith: "The app layout and middleware compose features",
  },
};

const allowedImports: Record<string, ImportCase> = {
  "a composed feature importing a core one": {
    file: "app/features/social/example.server.ts",
    source: "~/features/profiles/get-public-profile.server",
  },
  "a composed feature using a core feature's components": {
    file: "app/features/social/reviews/components/shows-a-person.tsx",
    source: "~/features/profiles/components/person-line",
  },
  "a composed feature importing a posting kind's own file": {
    file: "app/features/city-pages/lists-auditions.server.ts",
    source: "~/features/postings/kinds/audition/list-city-auditions.server",
  },
  "a core feature importing a posting kind's components": {
    file: "app/features/cities/shows-a-card.tsx",
    source: "~/features/postings/kinds/job/components/job-card",
  },
  "blocks asking an account's standing (suspension) of accounts": {
    file: "app/features/blocks/asks-standing.server.ts",
    source: "~/features/accounts/suspension.server",
  },
  "accounts importing a platform feature": {
    file: "app/features/accounts/limits.server.ts",
    source: "~/features/security/rate-limit.server",
  },
  "a feature's own files by a relative path": {
    file: "app/features/profiles/edit/components/example.tsx",
    source: "../../links",
  },
  "the app layout importing a feature's components": {
    file: "app/layout/shows-the-menu.tsx",
    source: "~/features/accounts/components/account-menu",
  },
  "a route importing anything": {
    file: "app/routes/example.tsx",
    source: "~/features/profiles/edit/get-editable-profile.server",
  },
};

const allCases = { ...wrongImports, ...allowedImports };

/** The restricted-import messages Biome gives for each case's file. */
let refusals: Map<string, string[]>;
let filesLinted = 0;

beforeAll(() => {
  // The cases live in a folder of their own, never in the shared tree, with
  // the project's biome.json (the `$schema` path would not resolve there).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-rules-"));
  try {
    const { $schema: _schema, ...config } = biomeConfig as Record<string, unknown>;
    fs.writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));
    for (const { file, source } of Object.values(allCases)) {
      fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      fs.writeFileSync(
        path.join(dir, file),
        `import { value } from "${source}";\nexport const used = value;\n`,
      );
    }
    const biome = path.join(rootDir, "node_modules", ".bin", "biome");
    const run = spawnSync(biome, ["lint", "--reporter=json", "app"], { cwd: dir, encoding: "utf8" });
    const report = JSON.parse(run.stdout) as {
      summary: { changed: number; unchanged: number };
      diagnostics: { category: string; message: string; location: { path: string } }[];
    };
    filesLinted = report.summary.changed + report.summary.unchanged;
    refusals = new Map();
    for (const diagnostic of report.diagnostics) {
      if (diagnostic.category !== "lint/style/noRestrictedImports") continue;
      const file = diagnostic.location.path.split(path.sep).join("/");
      refusals.set(file, [...(refusals.get(file) ?? []), diagnostic.message]);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe("Biome's import rules", () => {
  it("lints every case (so an allowed import passes because it is allowed, not because nothing ran)", () => {
    expect(new Set(Object.values(allCases).map((c) => c.file)).size).toBe(Object.keys(allCases).length);
    expect(filesLinted).toBe(Object.keys(allCases).length);
  });

  it.each(Object.entries(wrongImports))("refuse %s", (_name, { file, refusedWith }) => {
    // An import may break more than one rule (a layer and a sub-folder): each gives its own message.
    expect(refusals.get(file)).toEqual(expect.arrayContaining([expect.stringContaining(refusedWith!)]));
  });

  it.each(Object.entries(allowedImports))("allow %s", (_name, { file }) => {
    expect(refusals.get(file)).toBeUndefined();
  });
});

/** The feature folders that one override's `includes` names (`app/features/x/**` or `app/features/{x,y}/**`). */
function featuresIncluded(includes: string[]) {
  return includes.flatMap((glob) => {
    const match = /^app\/features\/(?:\{([^}]+)\}|([^/{}*]+))\/\*\*$/.exec(glob);
    return match ? (match[1] ?? match[2]!).split(",") : [];
  });
}

describe("the layers in biome.json", () => {
  const features = fs
    .readdirSync(path.join(appDir, "features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const featureOverrides = biomeConfig.overrides.filter((o) => featuresIncluded(o.includes).length > 0);

  it("put every feature folder in exactly one layer, so a new feature cannot slip past the rules", () => {
    const layered = featureOverrides.flatMap((o) => featuresIncluded(o.includes)).sort();
    expect(layered).toEqual(features);
  });

  it("stop relative imports into any feature, from every feature", () => {
    for (const override of featureOverrides) {
      const patterns = override.linter?.rules?.style?.noRestrictedImports?.options.patterns ?? [];
      const climbing = patterns.flatMap((p) => p.group).find((glob) => glob.startsWith("../**/{"));
      expect(climbing?.slice("../**/{".length, -"}/**".length).split(",").sort()).toEqual(features);
    }
  });
});

/** Files under app/ whose names end with one of the endings. */
function appFiles(dir: string, endings: string[]): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appFiles(file, endings);
    return endings.some((ending) => entry.name.endsWith(ending)) ? [file] : [];
  });
}

/** `*.server.ts` files under app/, tests excluded. */
const serverModules = (dir: string) => appFiles(dir, [".server.ts"]);

describe("server modules", () => {
  it("never import a component, not even for its types (shared types live in plain modules)", () => {
    const offenders = serverModules(appDir).flatMap((file) => {
      const sources = [...fs.readFileSync(file, "utf8").matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]!);
      return sources
        .filter((source) => {
          const base = source.startsWith("~/")
            ? path.join(appDir, source.slice(2))
            : source.startsWith(".")
              ? path.resolve(path.dirname(file), source)
              : null;
          return base !== null && fs.existsSync(`${base}.tsx`);
        })
        .map((source) => `${path.relative(rootDir, file)} imports ${source}`);
    });
    expect(offenders).toEqual([]);
  });
});

describe("links and forms", () => {
  it("come from components/ui/link, which leaves out the lazy-discovery attribute nothing reads", () => {
    const wrapper = path.join(appDir, "components/ui/link.tsx");
    const offenders = appFiles(appDir, [".ts", ".tsx"])
      .filter((file) => file !== wrapper)
      .filter((file) =>
        [...fs.readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"react-router"/g)].some(
          (match) =>
            match[1]!
              .split(",")
              .map((name) => name.trim())
              .some((name) => name === "Link" || name === "NavLink" || name === "Form"),
        ),
      )
      .map((file) => path.relative(rootDir, file));
    expect(offenders).toEqual([]);
  });
});
