import { LANGUAGES } from '@cardology/contract/languages';
import type { Plugin } from 'vite';
import { FIRST_PAINT_WORDS, type FirstPaintWords } from './src/app/first-paint-texts.ts';
import { ME_ADDRESS, ROUTE_TABLE } from './src/app/route-table.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Starts the data of the page at the address (app/route-table.ts, which rides on the tag as `data-routes`, so
 * the script's text and hash stay the same when a route is declared): `/api/me` and the route's `early` GETs,
 * with the headers the app's client sends (lib/api.ts: JSON, the reader's today), kept in `window.__early` for
 * the client to take (lib/early-requests.ts). The first matching row wins; `*` is last. Offline nothing starts:
 * the app's queries wait for the network and render from the offline copy (decision 021), and a failure kept
 * from now would be taken when they run. Each body is read at once and kept: an answer nobody takes (a page that
 * no longer asks for it) must not stay a request in flight, which held the journal page's network busy forever.
 */
const EARLY_REQUESTS = `(function (script) {
  if (!navigator.onLine) return;
  var routes = JSON.parse(script.dataset.routes || '[]');
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
  for (var i = 0; i < routes.length; i++) {
    if (new RegExp(routes[i][0], 'i').test(location.pathname)) return void [${JSON.stringify(ME_ADDRESS)}].concat(routes[i][1]).forEach(start);
  }
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

/** The route table as the first-paint script reads it: [pattern, early addresses] per row. */
export const earlyRoutes = () =>
  JSON.stringify(ROUTE_TABLE.map((route) => [routePattern(route.path), route.early]));

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

/** A heading the first paint shows for some addresses, in the place of its skeleton line. */
type HeadingPart = {
  /** `data-shell-<name>` on each element, `data-shell="<name>-skeleton"` on the line it replaces. */
  name: string;
  texts: (words: FirstPaintWords) => FirstPaintWords['titles'];
  tag: 'h1' | 'p';
  /** PageHeading's own classes for this part, so the page's heading replaces it without a shift. */
  classes: string;
};

const HEADING_PARTS: readonly HeadingPart[] = [
  {
    name: 'title',
    texts: (words) => words.titles,
    tag: 'h1',
    classes: 'text-3xl font-semibold tracking-tight sm:text-4xl',
  },
  {
    name: 'subtitle',
    texts: (words) => words.subtitles,
    tag: 'p',
    classes: 'max-w-prose text-justify text-lg text-muted',
  },
];

const at = (path: string) => `html[data-shell-path="${path}"]`;

/** Each language's addresses with this part, and their texts. */
const partTexts = (part: HeadingPart) =>
  LANGUAGES.flatMap((language) =>
    Object.entries(part.texts(FIRST_PAINT_WORDS[language])).map(([path, text = '']) => ({
      language,
      path,
      text,
    })),
  );

/** One element per address and language that has this part, all hidden but the address's own (see the rules). */
const partElements = (part: HeadingPart) =>
  partTexts(part)
    .map(
      ({ language, path, text }) =>
        `<${part.tag} data-shell-${part.name}="${path}" data-l="${language}" class="${part.classes}">${escapeHtml(text)}</${part.tag}>`,
    )
    .join('\n');

/**
 * The /login shape's words: index.html holds them in English (so the source reads as a page); each becomes one
 * span per language.
 */
const LOGIN_KEYS = ['title', 'subtitle', 'newToCards', 'placementsLink'] as const;
const loginWords = (html: string) =>
  LOGIN_KEYS.reduce((page, key) => {
    const english = escapeHtml(FIRST_PAINT_WORDS.en.login[key]);
    if (!page.includes(english)) throw new Error(`index.html: the login shape has no "${english}"`);
    return page.replace(
      english,
      LANGUAGES.map(
        (language) =>
          `<span data-l="${language}">${escapeHtml(FIRST_PAINT_WORDS[language].login[key])}</span>`,
      ).join(''),
    );
  }, html);

/** Every first-paint word in another language than <html lang>'s is hidden (it outranks the address rules). */
const languageRules = () =>
  `${LANGUAGES.map((language) => `html:not([lang="${language}"]) #first-paint [data-l="${language}"]`).join(', ')} { display: none; }`;

/** The inline rules: on each address, its own parts in place of their skeleton lines; /login its own shape. */
function shellRules(): string {
  // A skeleton line goes only where the language shown has the address's text.
  const hidden = HEADING_PARTS.flatMap((part) => [
    `[data-shell-${part.name}]`,
    ...partTexts(part).map(
      ({ language, path }) => `${at(path)}[lang="${language}"] [data-shell="${part.name}-skeleton"]`,
    ),
  ]);
  const shown = HEADING_PARTS.flatMap((part) =>
    partTexts(part).map(({ path }) => `${at(path)} [data-shell-${part.name}="${path}"]`),
  );
  return [
    `${[...hidden, '[data-shell="login"]'].join(', ')} { display: none; }`,
    `${shown.join(', ')} { display: block; }`,
    `${at('/login')} [data-shell="page"] { display: none; }`,
    `${at('/login')} [data-shell="login"] { display: grid; }`,
    languageRules(),
  ].join('\n');
}

/**
 * index.html's static first paint, per address: the login page's shape on /login; elsewhere the page's
 * shape, with the page's title and subtitle where FIRST_PAINT_TITLES and FIRST_PAINT_SUBTITLES have them
 * (skeleton lines otherwise). Writes those headings into the page (at `<!-- first-paint titles -->` and
 * `<!-- first-paint subtitles -->`), the inline rules that show the address's own parts, and the script
 * above; in the build, the stylesheet too, and the entry is started by that script.
 */
export function firstPaint(): Plugin {
  const rules = shellRules();
  return {
    name: 'cardology-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const page = HEADING_PARTS.reduce(
          (text, part) => text.replace(`<!-- first-paint ${part.name}s -->`, partElements(part)),
          loginWords(html)
            .replace('<!-- first-paint script -->', () => `${scriptTag()}${SCRIPT}</script>`)
            .replace('</head>', `<style>\n${rules}\n</style>\n</head>`),
        );
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
