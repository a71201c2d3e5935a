import { LANGUAGES } from '@cardology/contract/languages';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { earlyRoutes, routePattern } from '../../vite-first-paint';
import { cardNames, catalogText, FIRST_PAINT_WORDS } from './first-paint-texts';
import { RequireAdmin, RequireAuth, RequirePremium } from './guards';
import { ROUTE_TABLE, type RouteAccess, type RouteDeclaration } from './route-table';
import { routes } from './router';

const GUARDS = new Map<unknown, RouteAccess>([
  [RequireAuth, 'signed-in'],
  [RequirePremium, 'premium'],
  [RequireAdmin, 'admin'],
]);

/** Every page route of the router with the innermost guard around it. */
function routerPages(
  list: RouteObject[],
  access: RouteAccess = 'public',
): { path: string; access: RouteAccess }[] {
  return list.flatMap((route) => {
    const guarded = GUARDS.get((route.element as ReactElement | undefined)?.type) ?? access;
    const own = route.path ? [{ path: route.path, access: guarded }] : [];
    return [...own, ...routerPages(route.children ?? [], guarded)];
  });
}

describe('the route table', () => {
  it('declares every route of the router, with the router’s guard, and nothing else', () => {
    const declared = ROUTE_TABLE.map(({ path, access }) => ({ path, access }));
    expect(declared).toEqual(expect.arrayContaining(routerPages(routes)));
    expect(routerPages(routes)).toEqual(expect.arrayContaining(declared));
    expect(declared).toHaveLength(routerPages(routes).length);
  });

  it('asks early only for same-origin API addresses', () => {
    for (const route of ROUTE_TABLE) for (const address of route.early) expect(address).toMatch(/^\/api\//);
  });

  it('has a sample address for every pattern with a parameter or the catch-all', () => {
    const declared: readonly RouteDeclaration[] = ROUTE_TABLE;
    for (const route of declared.filter(({ path }) => /[:*]/.test(path))) expect(route.sample).toBeTruthy();
  });
});

describe('the first-paint script’s patterns', () => {
  const firstMatch = (pathname: string) =>
    ROUTE_TABLE.find((route) => new RegExp(routePattern(route.path), 'i').test(pathname))?.path;

  it('match an address as the router does: a trailing slash, any case, one segment per parameter', () => {
    expect(firstMatch('/weekly')).toBe('/weekly');
    expect(firstMatch('/Weekly/')).toBe('/weekly');
    expect(firstMatch('/')).toBe('/');
    expect(firstMatch('/glossary/7%E2%99%A5')).toBe('/glossary/:cardSymbol');
    expect(firstMatch('/glossary/7%E2%99%A5/more')).toBe('*');
    expect(firstMatch('/weekly-old')).toBe('*');
    expect(firstMatch('/admin/credit-management')).toBe('/admin/credit-management');
  });

  it('put the catch-all last, so it never hides a page', () => {
    expect(ROUTE_TABLE.at(-1)?.path).toBe('*');
    expect(JSON.parse(earlyRoutes()).at(-1)).toEqual(['^/', [], '*']);
  });
});

describe('the first-paint headings', () => {
  const declared: readonly RouteDeclaration[] = ROUTE_TABLE;
  const keys = declared.flatMap((route) =>
    (['title', 'subtitle'] as const).flatMap((part) => {
      const key = route.heading?.[part];
      return key === undefined ? [] : [{ path: route.path, part, key }];
    }),
  );

  it('are declared for every route but /premium-required, which shows a premium reader the home page', () => {
    expect(declared.filter((route) => !route.heading).map(({ path }) => path)).toEqual(['/premium-required']);
  });

  it('name the card of a card page’s address in each language, the symbol in any case', () => {
    const names = cardNames();
    expect(names.en['7♥']).toEqual(['7♥', 'Seven of Hearts']);
    expect(names.en['Q♠'.toUpperCase()]).toEqual(['Q♠', 'Queen of Spades']);
    for (const language of LANGUAGES) {
      expect(Object.keys(names[language]).sort()).toEqual(Object.keys(names.en).sort());
      for (const [symbol, name] of Object.values(names[language])) {
        expect(name, `${language} ${symbol}`).toMatch(/\S/);
      }
    }
    // The deck's 52 and the Joker, whose page is /glossary/Joker (any case).
    expect(Object.keys(names.en)).toHaveLength(53);
    expect(names.en.JOKER).toEqual(['Joker', 'Joker']);
  });

  it('put the not-found page’s heading on the catch-all, and the sign-in column’s on /login and the password pages', () => {
    const shapes = Object.fromEntries(declared.map((route) => [route.path, route.heading?.shape ?? 'page']));
    expect(shapes['*']).toBe('not-found');
    expect(
      Object.entries(shapes)
        .filter(([, shape]) => shape === 'login')
        .map(([path]) => path),
    ).toEqual(['/login', '/forgot-password', '/reset-password']);
  });

  it.each(LANGUAGES)('are whole texts of the %s catalog, with nothing left to fill in', (language) => {
    for (const { path, part, key } of keys) {
      const text = catalogText(language, key);
      expect(text, `${path}: ${key}`).toMatch(/\S/);
      expect(text).not.toMatch(/\{\{|<\d/);
      expect(FIRST_PAINT_WORDS[language][part === 'title' ? 'titles' : 'subtitles'][path]).toBe(text);
    }
    for (const route of declared.filter(({ heading }) => heading?.footer)) {
      const texts = route.heading?.footer?.map((key) => catalogText(language, key));
      expect(
        texts?.every((text) => /\S/.test(text ?? '')),
        `${route.path}: footer`,
      ).toBe(true);
      expect(FIRST_PAINT_WORDS[language].footers[route.path]).toEqual(texts);
    }
    for (const text of Object.values(FIRST_PAINT_WORDS[language].shapes)) expect(text).toMatch(/\S/);
  });
});
