import { ArrowLeft, Film } from "lucide-react";
import { isRouteErrorResponse, useNavigate } from "react-router";
import { ShareButton } from "~/components/share-button";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { MediaDetail } from "~/features/library/components/media-detail";
import { getMediaTitle } from "~/features/library/get-media-title.server";
import { LIBRARY_MESSAGES } from "~/features/library/library-messages";
import { mediaTitleMeta } from "~/features/library/media-meta";
import { requestUrls } from "~/lib/request-urls.server";
import { SHARE_PAYLOADS } from "~/lib/share";
import { toVideoEmbedUrl } from "~/lib/video-embed";
import { notFound } from "~/routes/errors/not-found-reply.server";
import type { Route } from "./+types/media";

export async function loader({ request, params }: Route.LoaderArgs) {
  const found = await getMediaTitle(getDb(), params.id);
  if (!found) throw await notFound(request, LIBRARY_MESSAGES.notFound);
  const { origin } = requestUrls(request);
  return {
    urls: { origin, canonical: `${origin}/media/${encodeURIComponent(found.title.id)}` },
    ...found,
    trailerEmbedUrl: found.title.trailerUrl ? toVideoEmbedUrl(found.title.trailerUrl) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => mediaTitleMeta(loaderData);

export default function Media({ loaderData }: Route.ComponentProps) {
  const { title } = loaderData;
  return (
    <MediaDetail
      {...loaderData}
      actions={<ShareButton payload={(origin) => SHARE_PAYLOADS.media(origin, title)} label={title.title} />}
    />
  );
}

/** An unknown title: the spec's "Media not found", with the way back to the library (spec part 2). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const navigate = useNavigate();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
      <Film className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">{LIBRARY_MESSAGES.notFound}</h1>
      <p className="text-muted-foreground">This title is not in the library, or its address has changed.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/library">Return to Library</Link>
        </Button>
        <Button variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeft className="size-4" aria-hidden /> Back
        </Button>
      </div>
    </div>
  );
}
