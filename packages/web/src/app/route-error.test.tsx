import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function Failing({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error) {
  const router = createMemoryRouter([
    { path: '/', errorElement: <RouteError />, element: <Failing error={error} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('route error', () => {
  afterEach(() => sessionStorage.clear());

  it('offers a reload when a page fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(new Error('boom'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('reloads once by itself when a page chunk is gone, then shows the message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/x', reload });
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/home-page-abc.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();

    // Still failing after that reload: no loop, the message instead.
    cleanup();
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/home-page-abc.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
