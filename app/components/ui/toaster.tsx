import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import type { Toaster as SonnerToaster } from "sonner";
import { loadSonner, onToastRequested, toasterReady } from "./toast";

type ToasterProps = ComponentProps<typeof SonnerToaster>;

const LazySonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Runs after sonner's Toaster (its child) has mounted and subscribed to toasts. */
function MountedSonnerToaster(props: ToasterProps) {
  useEffect(() => toasterReady(), []);
  return <LazySonnerToaster {...props} />;
}

/**
 * Where toasts appear: sonner's Toaster, mounted with the first toast (see
 * toast.ts). Pages without a toast never fetch sonner.
 */
export function Toaster(props: ToasterProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => onToastRequested(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <MountedSonnerToaster {...props} />
    </Suspense>
  );
}
