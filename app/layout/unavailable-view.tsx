import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";

/** A page that exists but may not be shown (a suspended member's profile): 410, in plain words. */
export function UnavailableView({ message }: { message: string }) {
  return (
    <div className="mx-auto grid max-w-xl place-items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="text-muted-foreground">This member's pages are not available at the moment.</p>
      <Button asChild>
        <Link to="/discover">
          <Icon name="search" className="size-4" /> Discover Talent
        </Link>
      </Button>
    </div>
  );
}
