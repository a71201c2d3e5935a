// Issue 34: a page opened by a full load starts at the top, not where the last fully loaded page was left.
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi, signedOut } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

it('does not give a newly opened page the scroll the last opened page was left at', async () => {
  // What <ScrollRestoration> saved when the last document opened on a page was left at y = 891.
  sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 891 }));
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  mockApi({ 'GET /api/me': signedOut });
  renderApp('/placements-explained');
  await screen.findByRole('heading', { level: 1, name: 'Understanding Card Placements' });
  expect(scrollTo).not.toHaveBeenCalledWith(0, 891);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

it('still brings the reader back to where they were on the page they opened on', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  mockApi({ 'GET /api/me': signedOut });
  const { router } = renderApp('/placements-explained');
  await screen.findByRole('heading', { level: 1, name: 'Understanding Card Placements' });
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
  await act(() => router.navigate('/login'));
  await act(() => router.navigate(-1));
  await screen.findByRole('heading', { level: 1, name: 'Understanding Card Placements' });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
});
