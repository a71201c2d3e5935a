import { WifiOff } from 'lucide-react';
import { useOfflineView } from '../lib/use-offline-view';

export const OFFLINE_NOTE = "You're offline — showing what you last saw";

/** Above the page while it shows kept data (docs/decisions/021-pwa.md); gone once answers come in again. */
export function OfflineNote() {
  const offline = useOfflineView();
  return (
    <div role="status" className="empty:hidden">
      {offline ? (
        <p className="mb-6 flex items-center gap-2 rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm font-medium">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {OFFLINE_NOTE}
        </p>
      ) : null}
    </div>
  );
}
