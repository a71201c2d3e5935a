import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppLayout } from '../app/layout/app-layout';
import { AppProviders, createQueryClient } from '../app/providers';
import { useReadingProfile } from '../features/people/reading-profile';

/** Grace, a saved connection, as the people drawer would select her. */
export const GRACE = { id: 'c-1', name: 'Grace', birthdate: '2000-03-04' } as const;

function PersonSwitch() {
  const { select, selectSelf } = useReadingProfile();
  return (
    <>
      <button type="button" onClick={() => select(GRACE)}>
        Choose Grace
      </button>
      <button type="button" onClick={selectSelf}>
        Choose myself
      </button>
    </>
  );
}

/**
 * A reading page inside the app layout at `path`, with two buttons that change the selected person
 * while the page stays mounted, as the global people drawer does.
 */
export function renderWithPersonSwitch(path: string, page: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          {
            path,
            element: (
              <>
                <PersonSwitch />
                {page}
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
