import { parseHttps } from "./link-check";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

/**
 * The video platforms a pitch or portfolio video may come from, normalised to
 * the player's embed URL (what the page frames and what the CSP allows).
 * Returns null for anything else.
 */
export function toVideoEmbedUrl(value: string): string | null {
  const url = parseHttps(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let youtubeId: string | undefined;
  if (host === "youtu.be") youtubeId = segments[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (segments[0] === "watch") youtubeId = url.searchParams.get("v") ?? undefined;
    else if (["embed", "shorts", "live"].includes(segments[0] ?? "")) youtubeId = segments[1];
  }
  if (youtubeId !== undefined) {
    return YOUTUBE_ID.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}` : null;
  }
  let vimeoId: string | undefined;
  if (host === "vimeo.com") vimeoId = segments[0];
  else if (host === "player.vimeo.com" && segments[0] === "video") vimeoId = segments[1];
  if (vimeoId !== undefined)
    return VIMEO_ID.test(vimeoId) ? `https://player.vimeo.com/video/${vimeoId}` : null;
  return null;
}

/** The still YouTube publishes for a video, for portfolio thumbnails; null for other platforms. */
export function videoThumbnailUrl(embedUrl: string): string | null {
  const match = /^https:\/\/www\.youtube-nocookie\.com\/embed\/([A-Za-z0-9_-]{11})$/.exec(embedUrl);
  return match ? `https://i.ytimg.com/vi/${match[1]}/hqdefault.jpg` : null;
}
