import { Link } from "~/components/ui/link";
import { SITE } from "~/constants/site";
import { cn } from "~/lib/utils";
import { Icon } from "./icon";

export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn("flex items-center gap-2 text-lg font-bold tracking-tight", className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-fuchsia-600 to-amber-500 text-white">
        <Icon name="clapperboard" className="size-4" />
      </span>
      {SITE.name}
    </Link>
  );
}
