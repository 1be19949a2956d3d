import { redirect } from "react-router";
import { signOut } from "~/features/accounts/sign-out.server";
import type { Route } from "./+types/logout";

export const loader = () => redirect("/");

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirect("/", { headers });
}
