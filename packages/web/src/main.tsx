import './styles/index.css';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { restoreOfflineQueries } from './app/offline-queries';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, preloadFirstPage } from './app/router';
import { registerServiceWorkerAfterLoad } from './app/service-worker';
import { initialLanguage } from './i18n/choose-language';
import { applyLanguage, decorateContractTexts, i18n } from './i18n/i18n';
import { pseudoLanguageIfAsked } from './i18n/pseudo-flag';
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
// is not followed by a "Loading..." screen and a page skeleton before the page itself.
// What the app last showed is restored from the offline copy (docs/decisions/021-pwa.md). Offline, the
// page waits for it, so it renders from the copy; online the copy is only a fallback, so the page's own
// requests start at once, beside the restore, instead of after it.
const queryClient = createQueryClient();
syncOnlineStatus();
const restored = restoreOfflineQueries(queryClient);
// The reader's language before the first render (the cookie, else the browser's; the profile's once signed in),
// so a Spanish reader never sees an English flash. English is bundled; the others are one small chunk each.
// A layout test's flag may ask for the pseudo-language (longer texts, decision 045); readers never do.
const languageReady = Promise.all([
  applyLanguage(initialLanguage()),
  pseudoLanguageIfAsked(i18n, decorateContractTexts),
]);
const firstPageReady = onlineManager.isOnline()
  ? Promise.all([restored, preloadFirstPage(window.location.pathname, queryClient)])
  : restored.then(() => preloadFirstPage(window.location.pathname, queryClient));
void Promise.all([firstPageReady, languageReady, documentParsed()]).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A transition lets React yield to the browser while it builds the first page, so that work is a
  // row of short tasks instead of one long one the user cannot interrupt (decision 005: TBT).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
registerServiceWorkerAfterLoad();
