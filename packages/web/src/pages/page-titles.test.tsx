// Issue 32 item 4: every route's tab title (document.title) comes from the catalog, in the reader's language;
// the brand after it stays "Cardology". English is pinned as the product spec has it.
import type { Language } from '@cardology/contract/languages';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../i18n/i18n';
import { aUser, type MockReply, mockApi, signedInAs, signedOut } from '../test/mock-api';
import { renderApp } from '../test/render-app';

type T = typeof i18n.t;
const reading = (t: T, key: 'yearly' | 'weekly' | 'sevenWeek' | 'sevenYear') =>
  t('readings.forPerson', { reading: t(`readings.${key}.title`), name: 'Ada Lovelace' });

/** Each route: who visits it, and its title (before " · Cardology") as the catalog of the language shown has it. */
const ROUTES: readonly { path: string; signedIn: boolean; title: (t: T) => string; english: string }[] = [
  { path: '/login', signedIn: false, title: (t) => t('auth.signIn.title'), english: 'Welcome Back' },
  {
    path: '/forgot-password',
    signedIn: false,
    title: (t) => t('auth.forgot.title'),
    english: 'Forgot Your Password?',
  },
  {
    path: '/reset-password',
    signedIn: false,
    title: (t) => t('auth.reset.title'),
    english: 'Choose a New Password',
  },
  {
    path: '/placements-explained',
    signedIn: false,
    title: (t) => t('cards.placements.title'),
    english: 'Understanding Card Placements',
  },
  {
    path: '/',
    signedIn: true,
    title: (t) => t('home.welcome', { name: 'Ada Lovelace' }),
    english: 'Welcome, Ada Lovelace',
  },
  { path: '/profile', signedIn: true, title: (t) => t('profile.title'), english: 'Your Profile' },
  {
    path: '/combination',
    signedIn: true,
    title: (t) => t('cards.lookups.combination.title'),
    english: 'Card Combination',
  },
  {
    path: '/name-card',
    signedIn: true,
    title: (t) => t('cards.lookups.name.title'),
    english: 'Card of the Name',
  },
  { path: '/pairs', signedIn: true, title: (t) => t('cards.pairs.title'), english: 'Side by side' },
  { path: '/journal', signedIn: true, title: (t) => t('journal.title'), english: 'Journal' },
  {
    path: '/saved-readings',
    signedIn: true,
    title: (t) => t('assistant.saved.heading'),
    english: 'My Saved Interpretations',
  },
  {
    path: '/yearly',
    signedIn: true,
    title: (t) => reading(t, 'yearly'),
    english: 'Yearly Reading for Ada Lovelace',
  },
  {
    path: '/weekly',
    signedIn: true,
    title: (t) => reading(t, 'weekly'),
    english: 'Weekly Reading for Ada Lovelace',
  },
  {
    path: '/seven-week',
    signedIn: true,
    title: (t) => reading(t, 'sevenWeek'),
    english: '7-Week Reading for Ada Lovelace',
  },
  {
    path: '/seven-year',
    signedIn: true,
    title: (t) => reading(t, 'sevenYear'),
    english: '7-Year Reading for Ada Lovelace',
  },
  {
    path: '/ai-reading',
    signedIn: true,
    title: (t) => t('assistant.page.title'),
    english: 'Cardology Assistant',
  },
  {
    path: '/admin/credit-management',
    signedIn: true,
    title: (t) => t('admin.page.title'),
    english: 'Credit Management',
  },
];

/** The routes whose catalog writes the whole title, brand included. */
const WHOLE: readonly { path: string; signedIn: boolean; title: (t: T) => string; english: string }[] = [
  {
    path: '/premium-required',
    signedIn: false,
    title: (t) => t('assistant.premium.documentTitle'),
    english: 'Premium Access Required · Cardology',
  },
  {
    path: '/nowhere',
    signedIn: true,
    title: (t) => t('shell.notFound.documentTitle'),
    english: 'Page not found · Cardology',
  },
];

function open(path: string, signedIn: boolean, language: Language) {
  const api: Record<string, MockReply> = {
    'GET /api/me': signedIn ? signedInAs(aUser({ isPremium: true, isAdmin: true, language })) : signedOut,
    'GET /api/admin/status': { status: 200, body: { isAdmin: true } },
  };
  mockApi(api);
  renderApp(path);
}

/**
 * Opens `path` in `language` and waits for the tab to read the catalog's title: English's areas come with their
 * page's chunk, so the catalog is read once the page is in. English is the product's; another language's differs.
 */
async function titledAs(
  path: string,
  signedIn: boolean,
  language: Language,
  title: (t: T) => string,
  english: string,
) {
  await act(() => applyLanguage(language));
  open(path, signedIn, language);
  const t = i18n.getFixedT(language);
  await waitFor(() => {
    expect(title(t)).not.toMatch(/^( · Cardology)?$/);
    expect(document.title).toBe(title(t));
  });
  if (language === 'en') expect(document.title).toBe(english);
  else expect(document.title).not.toBe(english);
}

beforeEach(() => {
  localStorage.clear();
  document.title = 'Cardology';
});
afterEach(async () => {
  await act(() => applyLanguage('en'));
});

describe('page titles', { timeout: 60_000 }, () => {
  for (const language of ['en', 'es', 'pt-BR'] as const) {
    describe(language, () => {
      for (const { path, signedIn, title, english } of ROUTES) {
        it(`${path} is titled from the catalog`, async () => {
          await titledAs(
            path,
            signedIn,
            language,
            (t) => `${title(t)} · Cardology`,
            `${english} · Cardology`,
          );
        });
      }
      for (const { path, signedIn, title, english } of WHOLE) {
        it(`${path} is titled from the catalog`, async () => {
          await titledAs(path, signedIn, language, title, english);
        });
      }
    });
  }
});
