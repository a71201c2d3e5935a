import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, preloadPage } from './app/router';
import { meQuery } from './features/auth/api/get-me';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// What the first page waits for, fetched while React renders the shell instead of after it:
// the signed-in user (the guards and header need it) and the page's own chunk.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(meQuery());
preloadPage(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
