import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { restoreOfflineQueries } from './app/offline-queries';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, preloadFirstPage } from './app/router';
import { registerServiceWorkerAfterLoad } from './app/service-worker';
import { syncOnlineStatus } from './lib/use-offline-view';

/** The script is async (index.html), so it may run before the parser has reached #root. */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

// index.html paints a static shell at once. React replaces it when the first page can render as it
// will look: its chunk and the signed-in user are in (and the page's data requested), so the shell
// is not followed by a "Loading..." screen and a page skeleton before the page itself. What the app
// last showed is restored first (docs/decisions/021-pwa.md), so a page opened offline renders from it.
const queryClient = createQueryClient();
syncOnlineStatus();
void restoreOfflineQueries(queryClient)
  .then(() => Promise.all([preloadFirstPage(window.location.pathname, queryClient), documentParsed()]))
  .then(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root element');
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    );
  });
registerServiceWorkerAfterLoad();
