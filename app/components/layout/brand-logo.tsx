import { Clapperboard } from "lucide-react";
import { Link } from "react-router";
import { SITE } from "~/constants/site";
import { cn } from "~/lib/utils";

export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn("flex items-center gap-2 text-lg font-bold tracking-tight", className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-fuchsia-600 to-amber-500 text-white">
        <Clapperboard className="size-4" aria-hidden />
      </span>
      {SITE.name}
    </Link>
  );
}
