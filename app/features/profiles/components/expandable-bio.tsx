import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { BIO_PREVIEW_CHARS } from "../profile-constants";

/** The About text: past 250 characters it folds behind Read more / Show less. */
export function ExpandableBio({ bio }: { bio: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!bio) return <p className="text-muted-foreground">No bio yet.</p>;
  const long = bio.length > BIO_PREVIEW_CHARS;
  const shown = !long || open ? bio : `${bio.slice(0, BIO_PREVIEW_CHARS).trimEnd()}…`;
  return (
    <div className="grid gap-2">
      <p id={id} className="whitespace-pre-line">
        {shown}
      </p>
      {long ? (
        <div>
          <Button
            variant="link"
            className="h-auto p-0"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen(!open)}
          >
            {open ? "Show less" : "Read more"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
