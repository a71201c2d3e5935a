import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shell } from '../i18n/locales/en/shell';
import { useOfflineView } from '../lib/use-offline-view';

/** The note's English (tests find it by this). */
export const OFFLINE_NOTE = shell.offline;

/** Above the page while it shows kept data (docs/decisions/021-pwa.md); gone once answers come in again. */
export function OfflineNote() {
  const { t } = useTranslation();
  const offline = useOfflineView();
  return (
    <div role="status" className="empty:hidden">
      {offline ? (
        <p className="mb-6 flex items-center gap-2 rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm font-medium">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('shell.offline')}
        </p>
      ) : null}
    </div>
  );
}
