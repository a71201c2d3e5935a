/**
 * Every address a reader can open, with who may open it and the data its page asks for on its first render
 * (docs/decisions/005-page-speed.md, "Fourth pass"). Plain data with no imports, because three readers use it:
 *
 * - the router (`app/router.tsx`), whose routes are checked against this table (`route-table.test.ts`), so a
 *   page cannot be added to the one without the other;
 * - the first-paint script (`vite-first-paint.ts` writes the table into index.html), which starts each
 *   `early` request with the page itself, before the app's script has arrived; the app's own client
 *   (`lib/early-requests.ts`) then takes that answer instead of asking again, so the page's query is the same
 *   query (same key, same fetcher) and nothing is fetched twice;
 * - `npm run lighthouse`, which audits every row (with `sample` for an address with a parameter).
 *
 * A new page gets its data early by being declared here: `early` lists the GET addresses its first render
 * asks for. Requests that depend on the signed-in user (a reading for the selected person) are declared by
 * the same path in `app/first-page-data.ts`, and the app starts them as soon as `/api/me` is in; `/api/me`
 * itself starts here for every page.
 */
export type RouteAccess = 'public' | 'signed-in' | 'premium' | 'admin';

export interface RouteDeclaration {
  /** The router's path pattern. */
  path: string;
  access: RouteAccess;
  /** GET addresses (besides `/api/me`) the page's first render asks for, started by the first-paint script. */
  early: readonly string[];
  /** An address to audit for a pattern with a parameter. */
  sample?: string;
  /**
   * The page's first paint, painted by index.html before the app's code arrives (vite-first-paint.ts,
   * app/first-paint-texts.ts): the catalog keys of the page's own PageHeading texts that are the same for every
   * reader, where the page has them, in the layout the page puts them in, so the page's LCP is that first paint
   * and nothing moves when React replaces it.
   */
  heading?: FirstPaintHeading;
}

/**
 * Where the first paint puts a page's heading: `page`, PageHeading at the top of the main column (the default);
 * `login`, the sign-in column's panel under the four cards (/login and the password pages); `not-found`, the
 * not-found page's centred card, numeral and heading; `card`, a card's page (glossary-card-detail.tsx): the card
 * and its symbol and name, read from the address's last segment (the engine's names in the language shown; an
 * address naming no card keeps the page's skeleton).
 */
export type FirstPaintShape = 'page' | 'login' | 'not-found' | 'card';

export interface FirstPaintHeading {
  shape?: FirstPaintShape;
  /** The page has a Back button above its title (components/back-button.tsx): the first paint draws it too. */
  back?: boolean;
  /** The page's column is max-w-3xl, centred (on a wide screen the heading sits there, not at the main column's left). */
  narrow?: boolean;
  title?: string;
  subtitle?: string;
  /** The `login` shape's line under the panel: its sentence and its link's words (the link a page's own). */
  footer?: readonly [sentence: string, link: string];
}

/** Asked for by every page: the header, the guards and the language follow the signed-in user. */
export const ME_ADDRESS = '/api/me';

export const ROUTE_TABLE = [
  {
    path: '/login',
    access: 'public',
    early: [],
    heading: {
      shape: 'login',
      title: 'auth.signIn.title',
      subtitle: 'auth.signIn.subtitle',
      footer: ['auth.newToCards', 'auth.placementsLink'],
    },
  },
  {
    path: '/forgot-password',
    access: 'public',
    early: ['/api/password-reset'],
    heading: {
      shape: 'login',
      title: 'auth.forgot.title',
      subtitle: 'auth.forgot.subtitle',
      footer: ['auth.forgot.remembered', 'auth.forgot.backToSignIn'],
    },
  },
  {
    path: '/reset-password',
    access: 'public',
    early: [],
    heading: {
      shape: 'login',
      title: 'auth.reset.title',
      subtitle: 'auth.reset.subtitle',
      footer: ['auth.reset.notWorking', 'auth.reset.askAgain'],
    },
  },
  { path: '/premium-required', access: 'public', early: [] },
  {
    path: '/placements-explained',
    access: 'public',
    early: [],
    heading: {
      back: true,
      narrow: true,
      title: 'cards.placements.title',
      subtitle: 'cards.placements.subtitle',
    },
  },
  {
    path: '/',
    access: 'signed-in',
    early: ['/api/todays-card', '/api/in-your-cards', '/api/journal/look-back'],
    heading: { subtitle: 'home.subtitle' },
  },
  {
    path: '/profile',
    access: 'signed-in',
    early: ['/api/reminders', '/api/calendar'],
    heading: { title: 'profile.title', subtitle: 'profile.subtitle' },
  },
  {
    path: '/glossary/:cardSymbol',
    access: 'signed-in',
    early: ['/api/card-relationships'],
    sample: '/glossary/7%E2%99%A5',
    heading: { shape: 'card', back: true },
  },
  {
    path: '/combination',
    access: 'signed-in',
    early: ['/api/card-relationships'],
    heading: {
      narrow: true,
      title: 'cards.lookups.combination.title',
      subtitle: 'cards.lookups.combination.subtitle',
    },
  },
  {
    path: '/name-card',
    access: 'signed-in',
    early: [],
    heading: { narrow: true, title: 'cards.lookups.name.title', subtitle: 'cards.lookups.name.subtitle' },
  },
  {
    path: '/pairs',
    access: 'signed-in',
    early: ['/api/connections'],
    heading: { back: true, title: 'cards.pairs.title', subtitle: 'cards.pairs.subtitle' },
  },
  {
    path: '/journal',
    access: 'signed-in',
    early: ['/api/journal'],
    heading: { title: 'journal.title', subtitle: 'journal.subtitle' },
  },
  {
    path: '/saved-readings',
    access: 'signed-in',
    early: ['/api/saved-readings'],
    heading: { title: 'assistant.saved.heading', subtitle: 'assistant.saved.subtitle' },
  },
  {
    path: '/yearly',
    access: 'premium',
    early: ['/api/in-your-cards'],
    heading: { subtitle: 'readings.yearly.subtitle' },
  },
  {
    path: '/weekly',
    access: 'premium',
    early: ['/api/in-your-cards'],
    heading: { subtitle: 'readings.weekly.subtitle' },
  },
  {
    path: '/seven-week',
    access: 'premium',
    early: ['/api/in-your-cards'],
    heading: { subtitle: 'readings.sevenWeek.subtitle' },
  },
  {
    path: '/seven-year',
    access: 'premium',
    early: ['/api/in-your-cards'],
    heading: { subtitle: 'readings.sevenYear.subtitle' },
  },
  {
    path: '/ai-reading',
    access: 'premium',
    early: [],
    heading: { title: 'assistant.page.title', subtitle: 'assistant.page.subtitle' },
  },
  {
    path: '/admin/credit-management',
    access: 'admin',
    early: ['/api/admin/credit-requests', '/api/admin/status', '/api/admin/users?q=&page=1'],
    heading: { title: 'admin.page.title', subtitle: 'admin.page.subtitle' },
  },
  {
    path: '*',
    access: 'public',
    early: [],
    sample: '/no-such-page',
    heading: { shape: 'not-found', title: 'shell.notFound.title', subtitle: 'shell.notFound.body' },
  },
] as const satisfies readonly RouteDeclaration[];

export type RoutePath = (typeof ROUTE_TABLE)[number]['path'];
