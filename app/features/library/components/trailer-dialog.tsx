import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  focusDialogItself,
} from "~/components/ui/dialog";
import { EmbeddedVideo } from "~/components/ui/embedded-video";
import { Icon } from "~/components/ui/icon";

/** "Watch Trailer": the title's trailer in a dialog; `embedUrl` is already one of the allowed embeds. */
export function TrailerDialog({ embedUrl, title }: { embedUrl: string; title: string }) {
  return (
    <Dialog>
      <DialogTrigger className="flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <Icon name="circle-play" className="size-4" /> Watch Trailer
      </DialogTrigger>
      <DialogContent className="max-w-3xl" onOpenAutoFocus={focusDialogItself}>
        <DialogTitle>{title}: trailer</DialogTitle>
        <DialogDescription className="sr-only">The official trailer of {title}.</DialogDescription>
        <EmbeddedVideo src={embedUrl} title={`${title} trailer`} />
      </DialogContent>
    </Dialog>
  );
}
