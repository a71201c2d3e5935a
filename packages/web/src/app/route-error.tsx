import { RotateCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { Panel } from '../components/ui/panel';

/** Last resort for a page that failed to load or render (often a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Panel className="grid gap-4 text-center">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="text-muted">This page could not be shown. Reloading usually fixes it.</p>
        <Button onClick={() => window.location.reload()} className="justify-self-center">
          <RotateCw aria-hidden="true" />
          Reload
        </Button>
      </Panel>
    </div>
  );
}
