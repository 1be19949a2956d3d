import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { FavoriteItem } from "../favorite-item";
import { FavoriteButton } from "./favorite-button";
import { FAVORITES_FORM_ID, FavoritesForm } from "./favorites-form";
import { MyFavorites } from "./my-favorites";

const talent: FavoriteItem = {
  type: "profile",
  id: "7",
  name: "Meera Iyer",
  role: "Cinematographer",
  location: "Chennai, Tamil Nadu",
  imageUrl: null,
  videoUrl: null,
  company: null,
  skills: [],
  availability: "Available for Projects",
  href: "/u/meera",
  savedAt: "2026-01-02T00:00:00.000Z",
};
const audition: FavoriteItem = {
  ...talent,
  type: "audition",
  id: "3",
  name: "Web series lead",
  role: "Lead",
  company: "Tara Films",
  href: "/auditions/3",
};

let shown: React.ReactNode = null;
const Shown = () => shown;
const Nothing = () => null;

/** Server-renders inside a router, as the page does, with or without a signed-in viewer. */
function render(element: React.ReactNode, viewer: object | null = null) {
  shown = element;
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => ({ viewer }), HydrateFallback: Nothing, Component: Shown },
  ]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { viewer } } }} />);
}

describe("MyFavorites", () => {
  it("counts each tab and shows the saved items with links and remove controls", () => {
    const html = render(<MyFavorites items={[talent, audition]} />);
    expect(html).toContain("My Favorites");
    for (const label of ["All (2)", "Talent (1)", "Jobs (0)", "Auditions &amp; Collabs (1)"]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('href="/u/meera"');
    expect(html).toContain('href="/auditions/3"');
    expect(html).toContain("Lead · Tara Films");
    expect(html).toContain("Remove Meera Iyer from favorites");
  });

  it("says so when nothing is saved, and hides remove when not allowed", () => {
    const empty = render(<MyFavorites items={[]} />);
    expect(empty).toContain("No favorites yet. Save talent, jobs and auditions to find them here.");
    expect(render(<MyFavorites items={[talent]} canRemove={false} />)).not.toContain("Remove Meera Iyer");
  });
});

describe("FavoriteButton", () => {
  it("works without JavaScript: it submits the page's one favourites form, saying what it saves, with no _json field", () => {
    const html = render(
      <>
        <FavoriteButton kind="audition" itemId="3" label="Web series lead" />
        <FavoritesForm />
      </>,
    );
    expect(html).toContain(
      `<form id="${FAVORITES_FORM_ID}" noValidate="" action="/api/favorites" method="post">`,
    );
    expect(html).toContain(`form="${FAVORITES_FORM_ID}" value="save audition 3"`);
    expect(html).toContain('name="favorite"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain("_json");
  });

  it("shows Saved for a signed-in viewer who has it saved", () => {
    const html = render(<FavoriteButton kind="profile" itemId="7" initialSaved />, { name: "Fan" });
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain("Saved");
    expect(html).toContain('value="remove profile 7"');
  });
});
