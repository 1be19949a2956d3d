import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as entryServer from "~/entry.server";
import { createRequestContext } from "~/lib/request-context";
import * as rootModule from "~/root";
import routeConfig from "~/routes";

/**
 * The whole React Router app in this process, as the server runs it:
 * middleware, loaders, actions and rendering, built from app/routes.ts and the
 * route modules themselves (the same module instances the test's database
 * setup reaches). What it leaves out is the Express layer in server/ (method
 * allowlist, body cap, security headers), which has tests of its own.
 */

type RouteModule = Record<string, unknown>;
const moduleLoaders = import.meta.glob<RouteModule>("/app/routes/**/*.{ts,tsx}");

export type AppRoute = {
  id: string;
  parentId: string;
  path?: string;
  index?: boolean;
  file: string;
  module: RouteModule;
  /** The guard layout it sits under ("routes/layouts/member"...), or undefined for a top-level route. */
  layout?: string;
  /** Its whole path pattern from the root ("messages/:conversationId" for a child of "messages"). */
  fullPath?: string;
};

/** The id React Router gives a route file: its path under app/ without the extension. */
export const routeIdOf = (file: string) => file.replace(/\.[jt]sx?$/, "");

export async function loadAppRoutes(config: RouteConfigEntry[] = routeConfig): Promise<AppRoute[]> {
  const routes: AppRoute[] = [];
  async function walk(entries: RouteConfigEntry[], parentId: string, layout?: string, parentPath = "") {
    for (const entry of entries) {
      const fullPath = [parentPath, entry.path].filter(Boolean).join("/");
      const id = entry.id ?? routeIdOf(entry.file);
      const load = moduleLoaders[`/app/${entry.file}`];
      if (!load) throw new Error(`No module for route file ${entry.file}`);
      routes.push({
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        file: entry.file,
        module: await load(),
        layout,
        fullPath,
      });
      if (entry.children)
        await walk(entry.children, id, layout ?? (entry.path === undefined ? id : undefined), fullPath);
    }
  }
  await walk(config, "root");
  return routes;
}

export async function createAppHandler(routes?: AppRoute[]) {
  const appRoutes = routes ?? (await loadAppRoutes());
  const serverRoutes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: rootModule as never },
  };
  const assetRoutes: Record<string, unknown> = {
    root: assetEntry("root", undefined, rootModule),
  };
  for (const route of appRoutes) {
    serverRoutes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      module: route.module as never,
    };
    assetRoutes[route.id] = assetEntry(route.id, route.parentId, route.module, route);
  }
  const build = {
    entry: { module: entryServer },
    routes: serverRoutes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: assetRoutes,
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return (request: Request) => handle(request, createRequestContext({ cspNonce: "test-nonce", log: {} }));
}

function assetEntry(id: string, parentId: string | undefined, module: RouteModule, route?: AppRoute) {
  return {
    id,
    parentId,
    path: route?.path ?? (id === "root" ? "" : undefined),
    index: route?.index,
    hasAction: typeof module.action === "function",
    hasLoader: typeof module.loader === "function",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: typeof module.ErrorBoundary === "function",
    module: `/assets/${id}.js`,
    imports: [],
  };
}

export type Reply = { status: number; location: string | null; text: string };

/**
 * What a browser's form or fetcher would get: page routes are posted as data
 * requests (`/path.data`, as a hydrated page does), resource routes as they
 * are. A redirect comes back as its status and Location either way.
 */
export async function send(
  handler: (request: Request) => Promise<Response>,
  request: Request,
): Promise<Reply> {
  const response = await handler(request);
  const text = await response.text();
  if (response.status === 202 && response.headers.has("x-remix-response")) {
    // Single fetch encodes a redirect in the body: [..., "redirect", "<url>", "status", 302, ...]
    const match = /"redirect","((?:[^"\\]|\\.)*)","status",(\d+)/.exec(text);
    if (match) return { status: Number(match[2]), location: JSON.parse(`"${match[1]}"`), text };
  }
  return { status: response.status, location: response.headers.get("location"), text };
}

/**
 * The URL a page's form posts to when hydrated: its data URL (React Router 8: `/jobs.data`, and
 * `/_.data` for a path ending in a slash, the home page's included); a resource route's own URL.
 */
export function postUrl(path: string, hasComponent: boolean) {
  if (!hasComponent) return path;
  return path.endsWith("/") ? `${path}_.data` : `${path}.data`;
}
