import { Tabs } from "radix-ui";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  focusDialogItself,
} from "~/components/ui/dialog";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { toVideoEmbedUrl } from "~/lib/video-embed";

export type PortfolioView = {
  id: string;
  type: "image" | "video";
  title: string;
  description: string;
  url: string;
  thumbnailUrl: string | null;
};

const TABS = [
  { value: "all", label: "All Work" },
  { value: "image", label: "Images" },
  { value: "video", label: "Videos" },
] as const;

/** Portfolio with tabs All Work / Images / Videos; any item opens in a lightbox with previous and next. */
export function PortfolioGallery({ items, isOwner }: { items: PortfolioView[]; isOwner: boolean }) {
  const [tab, setTab] = useState<(typeof TABS)[number]["value"]>("all");
  const [open, setOpen] = useState<number | null>(null);
  const visible = tab === "all" ? items : items.filter((item) => item.type === tab);
  const current = open === null ? null : visible[open];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Portfolio</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground">
            {isOwner ? "Add images and videos of your work from Edit Profile." : "No portfolio items yet."}
          </p>
        ) : (
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
            <Tabs.List aria-label="Portfolio" className="mb-4 inline-flex rounded-lg bg-muted p-1">
              {TABS.map((option) => (
                <Tabs.Trigger
                  key={option.value}
                  value={option.value}
                  className="rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow"
                >
                  {option.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {TABS.map((option) => (
              <Tabs.Content key={option.value} value={option.value}>
                {visible.length === 0 ? (
                  <p className="text-muted-foreground">
                    No {option.value === "image" ? "images" : "videos"} yet.
                  </p>
                ) : (
                  <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
                    {visible.map((item, index) => (
                      <li key={item.id}>
                        <button
                          type="button"
                          onClick={() => setOpen(index)}
                          className="group relative block aspect-square w-full overflow-hidden rounded-lg bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                          aria-label={`Open ${item.title}`}
                        >
                          <FallbackImage
                            src={item.thumbnailUrl ?? (item.type === "image" ? item.url : null)}
                            onFailure="message"
                            alt=""
                            className="size-full object-cover transition-transform group-hover:scale-105"
                            width={320}
                            height={320}
                          />
                          {item.type === "video" ? (
                            <Icon
                              name="circle-play"
                              className="absolute inset-0 m-auto size-12 text-white drop-shadow"
                            />
                          ) : null}
                          <span className="absolute inset-x-0 bottom-0 truncate bg-black/60 px-2 py-1 text-left text-xs text-white">
                            {item.title}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </CardContent>
      <Dialog open={current != null} onOpenChange={(isOpen) => (isOpen ? null : setOpen(null))}>
        {current ? (
          <DialogContent className="max-w-4xl" onOpenAutoFocus={focusDialogItself}>
            <DialogTitle>{current.title}</DialogTitle>
            <DialogDescription className={current.description ? "" : "sr-only"}>
              {current.description || `${current.type === "image" ? "Image" : "Video"} from the portfolio`}
            </DialogDescription>
            <LightboxMedia item={current} />
            {visible.length > 1 ? (
              <div className="flex items-center justify-between">
                <Button
                  variant="outline"
                  onClick={() => setOpen(((open ?? 0) - 1 + visible.length) % visible.length)}
                >
                  <Icon name="chevron-left" className="size-4" /> Previous
                </Button>
                <span className="text-sm text-muted-foreground">
                  {(open ?? 0) + 1} of {visible.length}
                </span>
                <Button variant="outline" onClick={() => setOpen(((open ?? 0) + 1) % visible.length)}>
                  Next <Icon name="chevron-right" className="size-4" />
                </Button>
              </div>
            ) : null}
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}

function LightboxMedia({ item }: { item: PortfolioView }) {
  if (item.type === "image") {
    return (
      <FallbackImage
        src={item.url}
        alt={item.title}
        onFailure="message"
        className="max-h-[70dvh] w-full rounded-lg object-contain"
        loading="eager"
      />
    );
  }
  const embedUrl = toVideoEmbedUrl(item.url);
  if (!embedUrl) return <p className="text-muted-foreground">This video can't be played.</p>;
  return (
    <div className="aspect-video overflow-hidden rounded-lg bg-black">
      <iframe
        src={embedUrl}
        title={item.title}
        className="size-full"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
