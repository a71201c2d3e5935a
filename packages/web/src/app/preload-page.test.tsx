import { describe, expect, it, vi } from 'vitest';
import { preloadPage } from './router';

// Which page modules have been loaded: each mock's factory runs when its module is first imported.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../pages/yearly/yearly-page', () => {
  loaded.add('yearly');
  return { YearlyPage: () => null };
});
vi.mock('../pages/login/login-page', () => {
  loaded.add('login');
  return { LoginPage: () => null };
});
vi.mock('../pages/not-found/not-found-page', () => {
  loaded.add('not-found');
  return { NotFoundPage: () => null };
});

describe('preloadPage', () => {
  it('loads the module of the page at the address, behind its guards, and no other page', async () => {
    preloadPage('/yearly');
    await vi.waitFor(() => expect(loaded).toContain('yearly'));
    expect(loaded).not.toContain('login');
    expect(loaded).not.toContain('not-found');
  });

  it('loads the not-found page for an address no route knows', async () => {
    preloadPage('/no-such-page');
    await vi.waitFor(() => expect(loaded).toContain('not-found'));
    expect(loaded).not.toContain('login');
  });
});
