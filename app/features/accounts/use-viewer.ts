import { useRouteLoaderData } from "react-router";

/**
 * The signed-in person as the page shows them (header, menus, forms). The root
 * loader builds it (`satisfies Viewer` in app/root.tsx): the type lives here, so
 * accounts does not import the root, which imports the layout, which imports
 * accounts (decision 020).
 */
export type Viewer = {
  name: string;
  emailVerified: boolean;
  isStaff: boolean;
  /** The viewer's profile, for links; null without one. */
  username: string | null;
  imageUrl: string | null;
  /** The header bell's number. */
  unreadNotifications: number;
  /** The header's messages number: messages to the viewer not yet read. */
  unreadMessages: number;
  /** The number of the viewer's newest live event when the page was drawn: the live stream starts after it. */
  liveSeq: number;
};

/** The signed-in person as the root loader saw them, or null. */
export function useViewer(): Viewer | null {
  return useRouteLoaderData<{ viewer: Viewer | null }>("root")?.viewer ?? null;
}

/**
 * Whose drafts a form keeps on this device (components/ui/form-draft.tsx): the
 * signed-in member's, so another member signing in on the same phone never
 * sees them. By username, which the page already knows.
 */
export function useDraftOwner(): string {
  return useViewer()?.username ?? "signed-out";
}
