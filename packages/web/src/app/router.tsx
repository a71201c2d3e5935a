import { type ComponentType, type ReactElement, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { lazyNamed } from '../lib/lazy-named';
import { LoginPageSkeleton } from '../pages/login/login-skeleton';
import { RequireAdmin, RequireAuth, RequirePremium } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

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
  pageLoaders.set(element, load);
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
            path: '/saved-readings',
            element: page(() => import('../pages/saved-readings/saved-readings-page'), 'SavedReadingsPage'),
          },
          // Signed in and premium
          {
            element: <RequirePremium />,
            children: [
              { path: '/yearly', element: page(() => import('../pages/yearly/yearly-page'), 'YearlyPage') },
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
 * and the guards have the session: the first page then needs one round trip fewer. React.lazy
 * later gets the same module from the browser without fetching it again.
 */
export function preloadPage(pathname: string): void {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const load = element ? pageLoaders.get(element as ReactElement) : undefined;
  // A failed fetch is reported where it matters: when the page itself loads (the route's error view).
  load?.().catch(() => undefined);
}
