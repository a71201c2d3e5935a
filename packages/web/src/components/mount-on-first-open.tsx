import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders an overlay only from the first time it opens, so its code (lazy components inside) is
 * fetched on first use rather than with the first page; it then stays mounted so it can animate
 * closed and reopen at once. Nothing shows while the code arrives.
 */
export function MountOnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Updating state during render (not in an effect) mounts the overlay in the same pass that opens it.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
