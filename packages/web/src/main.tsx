import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, preloadFirstPage } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// index.html paints a static shell at once. React replaces it when the first page can render as it
// will look: its chunk and the signed-in user are in (and the page's data requested), so the shell
// is not followed by a "Loading..." screen and a page skeleton before the page itself.
const queryClient = createQueryClient();
void preloadFirstPage(window.location.pathname, queryClient).then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});
