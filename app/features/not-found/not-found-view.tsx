import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { m } from "~/paraglide/messages";
import { matchCategoriesForPath } from "./match-categories";

const QUICK_LINKS: { label: () => string; path: string; icon: IconName }[] = [
  { label: m.nav_home, path: "/", icon: "house" },
  { label: m.link_discover_talent, path: "/discover", icon: "search" },
  { label: m.link_job_listings, path: "/jobs", icon: "briefcase" },
  { label: m.nav_auditions, path: "/auditions", icon: "clapperboard" },
  { label: m.footer_contact, path: "/contact", icon: "mail" },
];

export function NotFoundView() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const categories = matchCategoriesForPath(pathname);

  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-20 text-center">
      <div className="grid gap-3">
        <p className="bg-gradient-to-r from-fuchsia-600 to-amber-500 bg-clip-text text-7xl font-extrabold text-transparent">
          404
        </p>
        <h1 className="text-3xl font-bold">{m.not_found_title()}</h1>
        <p className="text-muted-foreground">{m.not_found_text()}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Icon name="house" className="size-4" /> {m.not_found_back_home()}
          </Link>
        </Button>
        <Button variant="outline" onClick={() => navigate(-1)}>
          <Icon name="arrow-left" className="size-4" /> {m.not_found_go_back()}
        </Button>
      </div>
      {categories.length > 0 ? (
        <section aria-labelledby="category-shortcuts" className="grid gap-3">
          <h2 id="category-shortcuts" className="font-semibold">
            {m.not_found_categories()}
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  to={`/category/${category.slug}`}
                  className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-muted"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-labelledby="quick-links" className="grid gap-3">
        <h2 id="quick-links" className="font-semibold">
          {m.not_found_quick_links()}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {QUICK_LINKS.map(({ label, path, icon }) => (
            <li key={path}>
              <Link
                to={path}
                className="flex flex-col items-center gap-1 rounded-lg border p-3 text-sm hover:bg-muted"
              >
                <Icon name={icon} className="size-5 text-primary" />
                {label()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
