import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactElement, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { meQuery } from '../features/auth/api/get-me';
import { lazyNamed } from '../lib/lazy-named';
import { LoginPageSkeleton } from '../pages/login/login-skeleton';
import { RequireAdmin, RequireAuth, RequirePremium } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';
import type { RoutePath } from './route-table';

/** Each page element's chunk loader, so the first page's chunk can be fetched before React renders. */
const pageLoaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A page module with a named export, loaded lazily: each route is its own chunk. A page may bring its
 * own `loading` shape; others get the layout's generic page skeleton.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  loading?: ReactNode,
) {
  const Page = lazyNamed(load, name);
  const element = loading ? (
    <Suspense fallback={loading}>
      <Page />
    </Suspense>
  ) : (
    <Page />
  );
  pageLoaders.set(element, Page.preload);
  return element;
}

/** docs/product.md §2's route table. Guards are layout routes; pages render inside AppLayout's <Outlet>. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      // Public
      {
        path: '/login',
        element: page(() => import('../pages/login/login-page'), 'LoginPage', <LoginPageSkeleton />),
      },
      {
        path: '/forgot-password',
        element: page(() => import('../pages/forgot-password/forgot-password-page'), 'ForgotPasswordPage'),
      },
      {
        path: '/reset-password',
        element: page(() => import('../pages/reset-password/reset-password-page'), 'ResetPasswordPage'),
      },
      {
        path: '/premium-required',
        element: page(() => import('../pages/premium-required/premium-required-page'), 'PremiumRequiredPage'),
      },
      {
        path: '/placements-explained',
        element: page(
          () => import('../pages/placements-explained/placements-explained-page'),
          'PlacementsExplainedPage',
        ),
      },
      // Signed in
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: page(() => import('../pages/home/home-page'), 'HomePage') },
          { path: '/profile', element: page(() => import('../pages/profile/profile-page'), 'ProfilePage') },
          {
            path: '/glossary/:cardSymbol',
            element: page(() => import('../pages/glossary-card/glossary-card-page'), 'GlossaryCardPage'),
          },
          {
            path: '/combination',
            element: page(() => import('../pages/combination/combination-page'), 'CombinationPage'),
          },
          {
            path: '/name-card',
            element: page(() => import('../pages/name-card/name-card-page'), 'NameCardPage'),
          },
          {
            path: '/pairs',
            element: page(() => import('../pages/pairs/pairs-page'), 'PairsPage'),
          },
          {
            path: '/journal',
            element: page(() => import('../pages/journal/journal-page'), 'JournalPage'),
          },
          {
            path: '/saved-readings',
            element: page(() => import('../pages/saved-readings/saved-readings-page'), 'SavedReadingsPage'),
          },
          // Signed in and premium
          {
            element: <RequirePremium />,
            children: [
              {
                path: '/yearly',
                element: page(() => import('../pages/yearly/yearly-page'), 'YearlyPage'),
              },
              { path: '/weekly', element: page(() => import('../pages/weekly/weekly-page'), 'WeeklyPage') },
              {
                path: '/seven-week',
                element: page(() => import('../pages/seven-week/seven-week-page'), 'SevenWeekPage'),
              },
              {
                path: '/seven-year',
                element: page(() => import('../pages/seven-year/seven-year-page'), 'SevenYearPage'),
              },
              {
                path: '/ai-reading',
                element: page(() => import('../pages/ai-reading/ai-reading-page'), 'AiReadingPage'),
              },
            ],
          },
        ],
      },
      // Admin only
      {
        element: <RequireAdmin />,
        children: [
          {
            path: '/admin/credit-management',
            element: page(
              () => import('../pages/admin-credit-management/admin-credit-management-page'),
              'AdminCreditManagementPage',
            ),
          },
        ],
      },
      { path: '*', element: page(() => import('../pages/not-found/not-found-page'), 'NotFoundPage') },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/**
 * Starts fetching the chunk of the page at `pathname` now, rather than once the shell has rendered
 * and the guards have the session: the first page then needs one round trip fewer. Once the chunk is
 * in, the page renders without suspending.
 */
export function preloadPage(pathname: string): Promise<void> {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const load = element ? pageLoaders.get(element as ReactElement) : undefined;
  // A failed fetch is reported where it matters: when the page itself loads (the route's error view).
  return (load?.() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * What the first page at `pathname` waits for, all requested at once before React renders: its
 * chunk, the signed-in user (the guards and header need it; the first-paint script has asked for it already,
 * see app/route-table.ts), and, as soon as the user is known, the data the page asks for on its first render
 * that depends on the user (`FIRST_PAGE_DATA`, its own chunk), so the page does not wait for a second round
 * trip after rendering. Resolves when the chunk and the user are in (or failed: the app then shows its own
 * error states); the page's data may still be on its way.
 */
export function preloadFirstPage(pathname: string, queryClient: QueryClient): Promise<void> {
  const path = matchRoutes(routes, pathname)?.at(-1)?.route.path as RoutePath | undefined;
  const pageData = import('./first-page-data').then(
    ({ FIRST_PAGE_DATA }) => (path ? FIRST_PAGE_DATA[path] : undefined),
    () => undefined,
  );
  const user = queryClient.prefetchQuery(meQuery()).then(() => {
    const me = queryClient.getQueryData(meQuery().queryKey);
    if (me) void pageData.then((data) => data?.(queryClient, me));
  });
  // Offline the request waits for the network, so a user restored from the offline cache renders at once.
  // Online the page waits for the fresh user as before: forms start from it, not from the kept copy.
  const offlineWithUser =
    !onlineManager.isOnline() && queryClient.getQueryData(meQuery().queryKey) !== undefined;
  return Promise.all([preloadPage(pathname), offlineWithUser ? undefined : user]).then(() => undefined);
}
