import { NotFoundView } from "~/features/not-found/not-found-view";
import { notFound } from "~/routes/errors/not-found-reply.server";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: "Page Not Found | Rangmanch" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  throw await notFound(request);
}

export async function action({ request }: Route.ActionArgs) {
  throw await notFound(request);
}

export default function NotFoundRoute() {
  return <NotFoundView />;
}
