import { LANGUAGES } from '@cardology/contract/languages';
import type { Plugin } from 'vite';
import { cardNames, FIRST_PAINT_WORDS } from './src/app/first-paint-texts.ts';
import {
  type FirstPaintShape,
  ME_ADDRESS,
  ROUTE_TABLE,
  type RouteDeclaration,
} from './src/app/route-table.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Names the route of the address on <html> (`data-shell-route`, its path in app/route-table.ts, which rides on the
 * tag as `data-routes`, so the script's text and hash stay the same when a route is declared): the inline rules
 * show that route's first paint, the not-found one when only `*` matches. Then starts the route's data:
 * `/api/me` and its `early` GETs,
 * with the headers the app's client sends (lib/api.ts: JSON, the reader's today), kept in `window.__early` for
 * the client to take (lib/early-requests.ts). The first matching row wins; `*` is last. Offline nothing starts:
 * the app's queries wait for the network and render from the offline copy (decision 021), and a failure kept
 * from now would be taken when they run. Each body is read at once and kept: an answer nobody takes (a page that
 * no longer asks for it) must not stay a request in flight, which held the journal page's network busy forever.
 */
const EARLY_REQUESTS = `(function (script) {
  var routes = JSON.parse(script.dataset.routes || '[]');
  var route;
  for (var i = 0; i < routes.length && !route; i++) if (new RegExp(routes[i][0], 'i').test(location.pathname)) route = routes[i];
  if (!route) return;
  document.documentElement.dataset.shellRoute = route[2];
  if (!navigator.onLine) return;
  var early = (window.__early = {});
  var now = new Date();
  var pad = function (value, width) { return String(value).padStart(width, '0'); };
  var today = pad(now.getFullYear(), 4) + '-' + pad(now.getMonth() + 1, 2) + '-' + pad(now.getDate(), 2);
  var start = function (address) {
    var response = fetch(address, { credentials: 'same-origin', headers: { Accept: 'application/json', 'Reader-Date': today } })
      .then(function (answer) {
        return answer.blob().then(function (body) {
          return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
        });
      });
    response.catch(function () {});
    early[address] = { at: performance.now(), response: response };
  };
  [${JSON.stringify(ME_ADDRESS)}].concat(route[1]).forEach(start);
})(document.currentScript);
`;

/** A router path pattern as a regular expression over location.pathname (a parameter is one segment). */
export function routePattern(path: string): string {
  if (path === '*') return '^/';
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/').replace(/\/$/, '')}/*$`;
}

/** The route table as the first-paint script reads it: [pattern, early addresses, path] per row. */
export const earlyRoutes = () =>
  JSON.stringify(ROUTE_TABLE.map((route) => [routePattern(route.path), route.early, route.path]));

/** The first-paint script's tag, with the route table it reads. */
const scriptTag = (attributes = '') => `<script data-routes="${escapeHtml(earlyRoutes())}"${attributes}>`;

/**
 * The first-paint script, inline in index.html's head: names the address on <html> before anything is
 * painted, so the first paint is already the right one (a script at the end of the body ran after
 * Chrome's first paint, and the subtitle it added moved the skeleton below it). Inline, not a file, so
 * the first paint waits for no request but the page itself; the server's Content-Security-Policy allows
 * it by its hash, which it reads from the built index.html (server `http/inline-scripts.ts`).
 */
const SCRIPT = `document.documentElement.dataset.shellPath = location.pathname.replace(/(.)[/]+$/, '$1');
${languageScript()}${EARLY_REQUESTS}`;

/**
 * Each code as a browser or the cookie writes it (lowercase) and each language's primary subtag, and the language
 * it reads as: contract/languages.ts supportedLanguage's rule (an exact code first, then the first language
 * sharing its primary subtag, so pt-PT reads pt-BR), taken from LANGUAGES, so a new language needs no line here.
 */
function knownCodes(): Record<string, string> {
  const known: Record<string, string> = {};
  for (const language of [...LANGUAGES].reverse())
    known[language.toLowerCase().split('-')[0] ?? ''] = language;
  for (const language of LANGUAGES) known[language.toLowerCase()] = language;
  return known;
}

/**
 * Sets <html lang> before the first paint, by the rule the app's main.tsx applies (i18n/choose-language.ts,
 * contract/languages.ts supportedLanguage): the cookie's language, else the first supported one of the
 * browser's list, else English; an unknown code counts as none. The first paint's words in the other
 * languages are hidden by the rules (languageRules), so an es reader never sees English first.
 */
function languageScript(): string {
  return `(function (d, known) {
  var c = /(?:^|;)\\s*cardology_lang=([^;]*)/.exec(document.cookie);
  var codes = [c ? c[1] : ''].concat(navigator.languages || []);
  for (var i = 0; i < codes.length; i++) {
    var code = '';
    try { code = decodeURIComponent(codes[i]).trim().toLowerCase(); } catch (e) {}
    var language = known.hasOwnProperty(code) ? known[code] : known.hasOwnProperty(code.split('-')[0]) ? known[code.split('-')[0]] : '';
    if (language) return void (d.lang = language);
  }
  d.lang = 'en';
})(document.documentElement, ${JSON.stringify(knownCodes())});
`;
}

type Part = 'title' | 'subtitle';

/**
 * Each shape's heading elements, with the classes of the element the page renders in that place (PageHeading's for
 * `page` and `login`, not-found-page.tsx's for `not-found`), so React replaces them without a shift. A subtitle is
 * justified where it may run to several lines: its painted area is then at least the page's own, so the page's
 * paint of the same words is not a later, larger LCP candidate.
 */
const PART_ELEMENTS: Readonly<
  Record<Exclude<FirstPaintShape, 'card'>, Record<Part, { tag: string; classes: string }>>
> = {
  page: {
    title: { tag: 'h1', classes: 'text-3xl font-semibold tracking-tight sm:text-4xl' },
    subtitle: { tag: 'p', classes: 'max-w-prose text-justify text-lg text-muted' },
  },
  login: {
    title: { tag: 'h1', classes: 'text-3xl font-semibold tracking-tight sm:text-4xl' },
    subtitle: { tag: 'p', classes: 'max-w-prose text-justify text-lg text-muted' },
  },
  'not-found': {
    title: { tag: 'h1', classes: 'text-3xl font-semibold' },
    subtitle: { tag: 'p', classes: 'text-muted' },
  },
};

const PARTS: readonly Part[] = ['title', 'subtitle'];
const HEADED_SHAPES = Object.keys(PART_ELEMENTS) as (keyof typeof PART_ELEMENTS)[];
const SHAPES: readonly FirstPaintShape[] = [...HEADED_SHAPES, 'card'];

const declared: readonly RouteDeclaration[] = ROUTE_TABLE;
const shapeOf = (route: RouteDeclaration): FirstPaintShape => route.heading?.shape ?? 'page';
const at = (path: string) => `html[data-shell-route="${path}"]`;

/** Each language's text of one part of each route of a shape (a route without it in a language has none). */
const partTexts = (part: Part, shape?: FirstPaintShape) =>
  LANGUAGES.flatMap((language) =>
    declared
      .filter((route) => shape === undefined || shapeOf(route) === shape)
      .flatMap((route) => {
        const text = FIRST_PAINT_WORDS[language][part === 'title' ? 'titles' : 'subtitles'][route.path];
        return text === undefined ? [] : [{ language, path: route.path, text }];
      }),
  );

/** One element per route and language with this part, all hidden but the route's own (see the rules). */
const partElements = (shape: keyof typeof PART_ELEMENTS, part: Part) => {
  const { tag, classes } = PART_ELEMENTS[shape][part];
  return partTexts(part, shape)
    .map(
      ({ language, path, text }) =>
        `<${tag} data-shell-${part}="${escapeHtml(path)}" data-l="${language}" class="${classes}">${escapeHtml(text)}</${tag}>`,
    )
    .join('\n');
};

/** The `login` shape's line under the panel (the page's own words; its link is the page's to follow). */
const footerElements = () =>
  LANGUAGES.flatMap((language) =>
    Object.entries(FIRST_PAINT_WORDS[language].footers).map(([path, texts]) => {
      const [sentence, link] = texts ?? ['', ''];
      return `<p data-shell-footer="${escapeHtml(path)}" data-l="${language}" class="text-center text-sm text-muted">${escapeHtml(sentence)} <span class="font-medium text-accent-ink underline">${escapeHtml(link)}</span></p>`;
    }),
  ).join('\n');

/** BackButton (components/back-button.tsx: a quiet small Button with lucide's ArrowLeft), once per language. */
const backElements = () =>
  LANGUAGES.map(
    (language) =>
      `<span data-shell-back data-l="${language}" class="-ml-3 h-9 items-center justify-center gap-1.5 justify-self-start rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted"><svg aria-hidden="true" class="size-[1.15em] shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m12 19-7-7 7-7" /><path d="M19 12H5" /></svg>${escapeHtml(FIRST_PAINT_WORDS[language].shapes['shell.back'])}</span>`,
  ).join('');

/**
 * Writes the card the address names into the `card` shape, which the parser has just read (a card's name is one
 * of 52 per language: written in by this script, not one element each). An address naming no card (a name instead
 * of a symbol, a typo) drops the route mark, so the page's skeleton shows instead; the page then says what it found.
 */
const CARD_NAME = `(function (script, d) {
  if (d.dataset.shellRoute !== script.dataset.route) return;
  var symbol = '';
  try { symbol = decodeURIComponent(location.pathname.replace(/[/]+$/, '').split('/').pop()).toUpperCase(); } catch (e) {}
  var card = (JSON.parse(script.dataset.names)[d.lang] || {})[symbol];
  if (!card) return void d.removeAttribute('data-shell-route');
  var shape = script.previousElementSibling;
  shape.querySelector('[data-shell-card-symbol]').textContent = card[0];
  shape.querySelector('[data-shell-card-name]').textContent = card[1];
})(document.currentScript, document.documentElement);
`;

/** The `card` shape's script, with the route it serves and the names it writes riding on its tag. */
const cardNameScript = () => {
  const route = declared.find((candidate) => shapeOf(candidate) === 'card');
  if (!route) return '';
  return `<script data-route="${escapeHtml(route.path)}" data-names="${escapeHtml(JSON.stringify(cardNames()))}">${CARD_NAME}</script>`;
};

/**
 * The shapes' own words: index.html holds them in English (so the source reads as a page); each becomes one span
 * per language.
 */
const HTML_WORD_KEYS = ['shell.notFound.home'] as const;
const shapeWords = (html: string) =>
  HTML_WORD_KEYS.reduce((page, key) => {
    const english = escapeHtml(FIRST_PAINT_WORDS.en.shapes[key]);
    if (!page.includes(english)) throw new Error(`index.html: the first paint has no "${english}"`);
    return page.replace(
      english,
      LANGUAGES.map(
        (language) =>
          `<span data-l="${language}">${escapeHtml(FIRST_PAINT_WORDS[language].shapes[key])}</span>`,
      ).join(''),
    );
  }, html);

/** Every first-paint word in another language than <html lang>'s is hidden (it outranks the route rules). */
const languageRules = () =>
  `${LANGUAGES.map((language) => `html:not([lang="${language}"]) #first-paint [data-l="${language}"]`).join(', ')} { display: none; }`;

/** On each route of the page shape, the skeleton lines its heading replaces in the language shown. */
const replacedSkeletons = () =>
  PARTS.flatMap((part) =>
    partTexts(part, 'page').map(
      ({ language, path }) => `${at(path)}[lang="${language}"] [data-shell="${part}-skeleton"]`,
    ),
  );

/** The shape's container on the routes that have it (the page shape is the default). */
const shapeRules = () =>
  SHAPES.filter((shape) => shape !== 'page').flatMap((shape) => {
    const routes = declared.filter((route) => shapeOf(route) === shape).map((route) => at(route.path));
    if (routes.length === 0) return [];
    return [
      `${routes.map((route) => `${route} [data-shell="page"]`).join(', ')} { display: none; }`,
      `${routes.map((route) => `${route} [data-shell="${shape}"]`).join(', ')} { display: ${shape === 'not-found' ? 'flex' : 'grid'}; }`,
    ];
  });

/** The inline rules: on each route, its shape, its own heading parts in place of their skeleton lines. */
function shellRules(): string {
  const shown = PARTS.flatMap((part) =>
    partTexts(part).map(({ path }) => `${at(path)} [data-shell-${part}="${path}"]`),
  );
  const footers = LANGUAGES.flatMap((language) =>
    Object.keys(FIRST_PAINT_WORDS[language].footers).map(
      (path) => `${at(path)} [data-shell-footer="${path}"]`,
    ),
  );
  const backs = declared
    .filter((route) => route.heading?.back)
    .map((route) => `${at(route.path)} [data-shell-back]`);
  const narrow = declared
    .filter((route) => route.heading?.narrow)
    .map((route) => `${at(route.path)} [data-shell="page"]`);
  const shapes = SHAPES.filter((shape) => shape !== 'page').map((shape) => `[data-shell="${shape}"]`);
  return [
    `${['[data-shell-title]', '[data-shell-subtitle]', '[data-shell-footer]', '[data-shell-back]', ...shapes, ...replacedSkeletons()].join(', ')} { display: none; }`,
    `${[...new Set([...shown, ...footers])].join(', ')} { display: block; }`,
    ...(backs.length > 0 ? [`${backs.join(', ')} { display: inline-flex; }`] : []),
    // max-w-3xl mx-auto, the narrow pages' own column.
    ...(narrow.length > 0 ? [`${narrow.join(', ')} { max-width: 48rem; margin-inline: auto; }`] : []),
    ...shapeRules(),
    languageRules(),
  ].join('\n');
}

/**
 * index.html's static first paint, per route (app/route-table.ts `heading`): its shape (the page's, the sign-in
 * column's or the not-found page's), with the route's title, subtitle and Back button where it declares them
 * (skeleton lines otherwise). Writes those elements into the page (at `<!-- first-paint <shape> <part>s -->` and
 * `<!-- first-paint back -->`), the inline rules that show the route's own, and the script above; in the build,
 * the stylesheet too, and the entry is started by that script.
 */
export function firstPaint(): Plugin {
  const rules = shellRules();
  return {
    name: 'cardology-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const withParts = HEADED_SHAPES.flatMap((shape) =>
          PARTS.map((part) => [shape, part] as const),
        ).reduce((text, [shape, part]) => {
          const marker = `<!-- first-paint ${shape} ${part}s -->`;
          if (!text.includes(marker)) throw new Error(`index.html: no ${marker}`);
          return text.replace(marker, () => partElements(shape, part));
        }, shapeWords(html));
        const page = withParts
          .replaceAll('<!-- first-paint back -->', () => backElements())
          .replace('<!-- first-paint card name -->', () => cardNameScript())
          // Empty until the script above names the card (an empty heading in the source reads as a mistake).
          .replace(
            '<!-- first-paint card title -->',
            '<h1 data-shell-card-name class="text-4xl font-semibold tracking-tight sm:text-5xl"></h1>',
          )
          .replace('<!-- first-paint login footers -->', () => footerElements())
          .replace('<!-- first-paint script -->', () => `${scriptTag()}${SCRIPT}</script>`)
          .replace('</head>', () => `<style>\n${rules}\n</style>\n</head>`);
        // The development server keeps Vite's own entry tag and styles.
        return context.bundle ? inlineStylesheet(startEntryAfterFirstPaint(page), context.bundle) : page;
      },
    },
  };
}

/**
 * In the build, the entry is asked for by the first-paint script once the first frame is painted,
 * instead of by a tag the parser meets: on a fast connection the entry otherwise arrived before that
 * frame and its evaluation (the app's largest task) held the first paint back. With the styles and
 * this script inline, nothing else delays that frame, so the entry starts one frame later than before
 * at most. A hidden tab paints no frames, hence the timer.
 */
function startEntryAfterFirstPaint(html: string): string {
  const entryTag = /\s*<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
  const entry = entryTag.exec(html)?.[1];
  if (!entry) throw new Error('index.html: the entry script tag was not found');
  // The address rides on the tag (data-entry), so the script's text, and the hash the policy allows,
  // stay the same from build to build; `npm run size` reads it there too.
  return html.replace(entryTag, '').replace(
    `${scriptTag()}${SCRIPT}</script>`,
    // A function, so the patterns' `$` are not read as replacement patterns.
    () =>
      `${scriptTag(` data-entry="${escapeHtml(entry)}"`)}${SCRIPT}${START_ENTRY_AFTER_FIRST_PAINT}</script>`,
  );
}

const START_ENTRY_AFTER_FIRST_PAINT = `(function () {
  var entry = document.currentScript.dataset.entry;
  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  }
  requestAnimationFrame(function () { setTimeout(startApp, 0); });
  setTimeout(startApp, 250);
})();
`;

/**
 * The built stylesheet, written into index.html instead of linked from it: the first paint then needs
 * the page alone, not a second round trip (about 10 kB compressed; the app is one page load, so the
 * copy is not fetched again per page). The file stays in the build for anything that links it.
 */
function inlineStylesheet(html: string, bundle: OutputBundleLike): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') return link;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
}

type OutputBundleLike = Record<string, { type: 'asset'; source: string | Uint8Array } | { type: 'chunk' }>;
