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
import { toVideoEmbedUrl } from "~/lib/video-embed";

/**
 * "Watch Introduction": the video pitch in a dialog. Only embed URLs of the
 * allowed platforms are ever framed; anything else stored is not shown.
 */
export function VideoPitchDialog({ url, name }: { url: string; name: string }) {
  const embedUrl = toVideoEmbedUrl(url);
  if (!embedUrl) return null;
  return (
    <Dialog>
      <DialogTrigger className="flex items-center gap-1.5 rounded-full bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground shadow hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <Icon name="circle-play" className="size-4" /> Watch Introduction
      </DialogTrigger>
      <DialogContent className="max-w-3xl" onOpenAutoFocus={focusDialogItself}>
        <DialogTitle>{name}: introduction</DialogTitle>
        <DialogDescription className="sr-only">
          The video pitch {name} added to their profile.
        </DialogDescription>
        <EmbeddedVideo src={embedUrl} title={`Video introduction by ${name}`} />
      </DialogContent>
    </Dialog>
  );
}
