import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The signed-in person as the root loader saw them, or null. */
export function useViewer() {
  return useRouteLoaderData<typeof rootLoader>("root")?.viewer ?? null;
}
export type Viewer = NonNullable<ReturnType<typeof useViewer>>;
