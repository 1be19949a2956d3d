import { redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { authEdgeFor } from "~/features/accounts/auth-edge.server";
import { signOut } from "~/features/accounts/sign-out.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { setCookies } from "~/lib/http.server";
import type { Route } from "./+types/logout";

export const loader = () => redirect("/");

export async function action({ request, context }: Route.ActionArgs) {
  const { cookies } = await signOut(getDb(), authEdgeFor(request), viewerOf(context));
  return redirect("/", { headers: setCookies(cookies) });
}
