import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { Panel } from '../components/ui/panel';

const RELOADED_KEY = 'cardology:reloaded-for-chunk';

/** A page chunk that no longer exists: the app was rebuilt or redeployed since this tab loaded. */
function isStaleChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message);
}

/** Last resort for a page that failed to load or render. A stale chunk gets one automatic reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const stale = isStaleChunk(error);
  const reloadOnce = stale && sessionStorage.getItem(RELOADED_KEY) !== window.location.href;

  useEffect(() => {
    if (reloadOnce) {
      sessionStorage.setItem(RELOADED_KEY, window.location.href);
      window.location.reload();
    } else console.error(error);
  }, [reloadOnce, error]);

  if (reloadOnce) return null;
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Panel className="grid gap-4 text-center">
        <h1 className="text-2xl font-semibold">{t('shell.routeError.title')}</h1>
        <p className="text-muted">{t('shell.routeError.body')}</p>
        <Button onClick={() => window.location.reload()} className="justify-self-center">
          <RotateCw aria-hidden="true" />
          {t('shell.routeError.reload')}
        </Button>
      </Panel>
    </div>
  );
}
