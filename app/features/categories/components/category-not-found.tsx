import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";

/** An unknown category slug (spec part 2): the page answers 404 with this. */
export function CategoryNotFound() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Category Not Found</h1>
      <p className="text-muted-foreground">
        We couldn't find that category. Browse all talent, or go back to where you were.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/discover">
            <Icon name="search" className="size-4" /> Browse All Categories
          </Link>
        </Button>
        <Button variant="outline" onClick={() => navigate(-1)}>
          <Icon name="arrow-left" className="size-4" /> Go Back
        </Button>
      </div>
    </div>
  );
}
