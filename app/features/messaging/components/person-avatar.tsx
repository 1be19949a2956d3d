import { FallbackImage } from "~/components/ui/fallback-image";
import { cn } from "~/lib/utils";
import type { ConversationPerson } from "../conversations.server";

/** A person's photo with a green dot while they have Rangmanch open. */
export function PersonAvatar({ person, className }: { person: ConversationPerson; className?: string }) {
  return (
    <span className={cn("relative inline-flex shrink-0", className)}>
      <FallbackImage src={person.imageUrl} alt="" className="size-full rounded-full object-cover" />
      {person.isOnline ? (
        <span
          aria-hidden
          className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-background bg-green-500"
        />
      ) : null}
    </span>
  );
}
