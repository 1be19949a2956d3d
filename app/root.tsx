import { lazy, Suspense, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { Toaster } from "~/components/ui/toaster";
import { TIMING } from "~/constants/site";
import { getDb } from "~/db/client.server";
import { RefusalNotices } from "~/features/accounts/components/refusal-notices";
import { VerifyEmailBanner } from "~/features/accounts/components/verify-email-banner";
import { takeFlashToast } from "~/features/accounts/flash-toast.server";
import type { Viewer } from "~/features/accounts/use-viewer";
import { viewerOf } from "~/features/accounts/viewer.server";
import { FavoritesForm } from "~/features/favorites/components/favorites-form";
import { MergeLocalFavorites } from "~/features/favorites/components/merge-local-favorites";
import { FeedbackDialog } from "~/features/feedback/feedback-dialog";
import { LiveUpdates } from "~/features/live/live-updates";
import { getProfileSummary } from "~/features/profiles/get-profile-summary.server";
import { listenForUncaughtErrors } from "~/features/telemetry/report-client-error";
import { trackSession } from "~/features/telemetry/track-session";
import { readThemeCookie, themeBootScript } from "~/features/theme/theme";
import { useFlashToast } from "~/features/toast/use-flash-toast";
import { ErrorScreen, errorMessage } from "~/layout/error-screen";
import { SiteFooter } from "~/layout/site-footer";
import { SiteHeader } from "~/layout/site-header";
import { viewerHeaderCounts } from "~/layout/viewer-header.server";
import { HTML_LANG } from "~/lib/i18n/locale";
import { useNonce } from "~/lib/nonce";
import { isRefusalReply } from "~/lib/refusal";
import { keepRefusalsInPlace } from "~/lib/refusals-in-place";
import { chooseLanguage } from "~/middleware/choose-language.server";
import { recordAndLimitWrites } from "~/middleware/route-guards.server";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import devanagariFonts from "./lib/i18n/devanagari.css?url";

// Drawn only when a page is not there, refused or gone: fetched then, not with every page's scripts
// (docs/performance.md, "JavaScript per public page"). The error screen stays: it is what shows when
// fetching fails.
const NotFoundView = lazy(() =>
  import("~/features/not-found/not-found-view").then((module) => ({ default: module.NotFoundView })),
);
const RefusedView = lazy(() =>
  import("~/layout/refused-view").then((module) => ({ default: module.RefusedView })),
);
const UnavailableView = lazy(() =>
  import("~/layout/unavailable-view").then((module) => ({ default: module.UnavailableView })),
);

export const links: Route.LinksFunction = () => [
  // With a precedence React puts the stylesheet at the top of <head>, before the scripts'
  // modulepreload links, so the browser asks for the one render-blocking file first.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Every request: its log facts, the default write limit and private caching (see route-guards.server.ts),
 * then its language (choose-language.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [recordAndLimitWrites, chooseLanguage];

/** In the browser: a refused form or button keeps its page and shows why (refusals-in-place.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepRefusalsInPlace];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, flash] = await Promise.all([viewerOf(context), takeFlashToast(request)]);
  // Both kept per member for a few seconds (viewer-header.server.ts says why that hides nothing).
  const [profile, { liveSeq, unreadNotifications, unreadMessages }] = user
    ? await Promise.all([getProfileSummary(getDb(), user.id), viewerHeaderCounts(getDb(), user.id)])
    : [null, { liveSeq: 0, unreadNotifications: 0, unreadMessages: 0 }];
  return data(
    {
      theme: readThemeCookie(request.headers.get("cookie")),
      locale: getLocale(),
      viewer: user
        ? ({
            name: user.name,
            emailVerified: user.emailVerified,
            isStaff: user.role === "staff",
            username: profile?.username ?? null,
            imageUrl: profile?.imageUrl ?? user.image,
            unreadNotifications,
            unreadMessages,
            liveSeq,
          } satisfies Viewer)
        : null,
      toast: flash.toast,
    },
    flash.setCookie ? { headers: { "Set-Cookie": flash.setCookie } } : undefined,
  );
}

/**
 * The root's data changes through a form submission (signing in or out), or
 * when a component asks for fresh data on the page it is on (a revalidation:
 * e.g. the viewer verified their email in another tab).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod !== undefined && formMethod !== "GET") return defaultShouldRevalidate;
  return formMethod === undefined && currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
};

/** Used when a page's loader fails and the root's error screen takes over. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const gone = isRouteErrorResponse(error) && error.status === 410;
  return [
    {
      title: notFound ? m.page_title_not_found() : gone ? m.page_title_unavailable() : m.page_title_error(),
    },
  ];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const theme = rootData?.theme ?? "system";
  // The error boundary's page may have no root data: the language the page's scripts read.
  const locale = rootData?.locale ?? getLocale();
  // An open conversation's reply box sits where the floating button would cover Send; the footer keeps its own.
  const chatOpen = /^\/messages\/\d+/.test(useLocation().pathname);
  // In the layout, so a toast also shows on pages drawn by the error boundary.
  useFlashToast(rootData?.toast);

  useEffect(() => {
    // Lets tests (and support staff) tell a hydrated page from server HTML.
    document.documentElement.dataset.hydrated = "true";
    const stopListening = listenForUncaughtErrors();
    const stopTracking = trackSession();
    return () => {
      stopListening();
      stopTracking();
    };
  }, []);

  return (
    <html lang={HTML_LANG[locale]} className={theme === "dark" ? "dark" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7b1f6a" />
        {/* Our own constant code (no user input): sets the theme class before first paint. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
          dangerouslySetInnerHTML={{ __html: themeBootScript(theme) }}
        />
        <Meta />
        <Links />
        {locale === "hi" ? <link rel="stylesheet" href={devanagariFonts} /> : null}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[80] rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {m.skip_to_content()}
        </a>
        <SiteHeader />
        <main id="main" className="flex-1 pt-16">
          <VerifyEmailBanner />
          {children}
        </main>
        <SiteFooter />
        {chatOpen ? null : <FeedbackDialog variant="floating" />}
        <MergeLocalFavorites />
        <FavoritesForm />
        {rootData?.viewer ? <LiveUpdates after={rootData.viewer.liveSeq} /> : null}
        <RefusalNotices />
        {/*
          At the foot of the screen: under the fixed header (h-16) a toast lay over the page's h1, which
          every page starts with. Centred, clear of the feedback button at the bottom right (min-[1600px]).
        */}
        <Toaster richColors closeButton duration={TIMING.toastMs} position="bottom-center" />
        {/* New pages start at the top, Back and Forward return to where the reader was (decision 020). */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Suspense fallback={null}>{errorView(error)}</Suspense>;
}

function errorView(error: unknown) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (isRouteErrorResponse(error) && isRefusalReply(error.data))
    return <RefusedView refusal={error.data.refusal} />;
  if (isRouteErrorResponse(error) && error.status === 410)
    return <UnavailableView message={errorMessage(error)} />;
  return <ErrorScreen error={error} />;
}
