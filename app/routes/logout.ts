import { redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { authEdgeFor } from "~/features/accounts/auth-edge.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { signOut } from "~/features/accounts/sign-out.server";
import { setCookies } from "~/lib/http.server";
import type { Route } from "./+types/logout";

export const loader = () => redirect("/");

export async function action({ request }: Route.ActionArgs) {
  const { cookies } = await signOut(getDb(), authEdgeFor(request), await getCurrentUser(request));
  return redirect("/", { headers: setCookies(cookies) });
}
