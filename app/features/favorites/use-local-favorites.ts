import { useMemo, useSyncExternalStore } from "react";
import {
  browserStorage,
  type LocalFavorite,
  parseLocalFavorites,
  readLocalFavorites,
  readLocalFavoritesRaw,
  writeLocalFavorites,
} from "./local-favorites";

/** Tells every Save button on the page (the browser's own `storage` event only reaches other tabs). */
const CHANGE_EVENT = "rangmanch:local-favorites";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

// The raw string is the snapshot: stable between changes, so React re-renders only on a real change.
const getSnapshot = () => readLocalFavoritesRaw(browserStorage());
// The server has no browser storage: pages render "Save" and show "Saved" once hydrated.
const getServerSnapshot = () => null;

/** This browser's signed-out favourites, kept in step across buttons and tabs. */
export function useLocalFavorites(): LocalFavorite[] {
  const raw = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return useMemo(() => parseLocalFavorites(raw), [raw]);
}

/** Applies `change` to the stored list; false when storage is unavailable (nothing was saved). */
export function updateLocalFavorites(change: (list: LocalFavorite[]) => LocalFavorite[]): boolean {
  const storage = browserStorage();
  const written = writeLocalFavorites(storage, change(readLocalFavorites(storage)));
  if (written) window.dispatchEvent(new Event(CHANGE_EVENT));
  return written;
}
