import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { matchCategoriesForPath } from "./match-categories";

const QUICK_LINKS: { name: string; path: string; icon: IconName }[] = [
  { name: "Home", path: "/", icon: "house" },
  { name: "Discover Talent", path: "/discover", icon: "search" },
  { name: "Job Listings", path: "/jobs", icon: "briefcase" },
  { name: "Auditions", path: "/auditions", icon: "clapperboard" },
  { name: "Contact Us", path: "/contact", icon: "mail" },
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
        <h1 className="text-3xl font-bold">Page Not Found</h1>
        <p className="text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Icon name="house" className="size-4" /> Back to Home
          </Link>
        </Button>
        <Button variant="outline" onClick={() => navigate(-1)}>
          <Icon name="arrow-left" className="size-4" /> Go Back
        </Button>
      </div>
      {categories.length > 0 ? (
        <section aria-labelledby="category-shortcuts" className="grid gap-3">
          <h2 id="category-shortcuts" className="font-semibold">
            Were you looking for one of these categories?
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
          Quick links
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {QUICK_LINKS.map(({ name, path, icon }) => (
            <li key={path}>
              <Link
                to={path}
                className="flex flex-col items-center gap-1 rounded-lg border p-3 text-sm hover:bg-muted"
              >
                <Icon name={icon} className="size-5 text-primary" />
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
