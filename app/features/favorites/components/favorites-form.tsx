import { useLocation } from "react-router";

/** The id of the page's one favourites form, which every Save button names. */
export const FAVORITES_FORM_ID = "favorites-form";

/**
 * The page's one form for Save buttons pressed before hydration (a signed-out
 * visitor is then asked to sign in): each button names it with `form` and
 * says in its value what it saves, so a list of cards carries one form and
 * not one each. Hydrated, the buttons' own click handlers take over.
 */
export function FavoritesForm() {
  const location = useLocation();
  return (
    <form id={FAVORITES_FORM_ID} method="post" action="/api/favorites" noValidate>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
    </form>
  );
}
