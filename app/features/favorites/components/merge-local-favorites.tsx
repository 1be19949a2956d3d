import { lazy, Suspense } from "react";
import { useViewer } from "~/features/accounts/use-viewer";

// The merge's code (local storage, the fetcher, toasts) is fetched only for someone signed in.
const LocalFavoritesMerge = lazy(() =>
  import("./local-favorites-merge").then((module) => ({ default: module.LocalFavoritesMerge })),
);

/**
 * Once someone is signed in, moves what they saved in this browser while
 * signed out into their account, then forgets it here. Mounted once, in the
 * root layout, so it runs after any kind of sign-in (form, social, reload).
 * Renders nothing.
 */
export function MergeLocalFavorites() {
  const signedIn = useViewer() !== null;
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <LocalFavoritesMerge />
    </Suspense>
  );
}
