import type { Plugin } from 'vite';
import { FIRST_PAINT_SUBTITLES, FIRST_PAINT_TITLES } from './src/pages/first-paint-headings.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The first-paint script, inline in index.html's head: names the address on <html> before anything is
 * painted, so the first paint is already the right one (a script at the end of the body ran after
 * Chrome's first paint, and the subtitle it added moved the skeleton below it). Inline, not a file, so
 * the first paint waits for no request but the page itself; the server's Content-Security-Policy allows
 * it by its hash, which it reads from the built index.html (server `http/inline-scripts.ts`).
 */
const SCRIPT = "document.documentElement.dataset.shellPath = location.pathname.replace(/(.)[/]+$/, '$1');\n";

/**
 * index.html's static first paint, per address: the login page's shape on /login; elsewhere the page's
 * shape, with the page's title and subtitle where FIRST_PAINT_TITLES and FIRST_PAINT_SUBTITLES have them
 * (skeleton lines otherwise). Writes the titles and subtitles into the page, the inline rules that show the address's own parts, and the
 * script above; in the build, the stylesheet too, and the entry is started by that script.
 */
export function firstPaint(): Plugin {
  const paths = Object.keys(FIRST_PAINT_SUBTITLES) as (keyof typeof FIRST_PAINT_SUBTITLES)[];
  const titlePaths = Object.keys(FIRST_PAINT_TITLES) as (keyof typeof FIRST_PAINT_TITLES)[];
  const at = (path: string) => `html[data-shell-path="${path}"]`;
  const subtitles = paths
    .map(
      (path) =>
        `<p data-shell-subtitle="${path}" class="max-w-prose text-justify text-lg text-muted">${escapeHtml(FIRST_PAINT_SUBTITLES[path])}</p>`,
    )
    .join('\n');
  // The classes of PageHeading's h1, so the page's own heading replaces it without a shift.
  const titles = titlePaths
    .map(
      (path) =>
        `<h1 data-shell-title="${path}" class="text-3xl font-semibold tracking-tight sm:text-4xl">${escapeHtml(FIRST_PAINT_TITLES[path])}</h1>`,
    )
    .join('\n');
  const rules = [
    `[data-shell-subtitle], [data-shell-title], [data-shell="login"], ${paths.map((path) => `${at(path)} [data-shell="subtitle-skeleton"]`).join(', ')}, ${titlePaths.map((path) => `${at(path)} [data-shell="title-skeleton"]`).join(', ')} { display: none; }`,
    `${paths.map((path) => `${at(path)} [data-shell-subtitle="${path}"]`).join(', ')}, ${titlePaths.map((path) => `${at(path)} [data-shell-title="${path}"]`).join(', ')} { display: block; }`,
    `${at('/login')} [data-shell="page"] { display: none; }`,
    `${at('/login')} [data-shell="login"] { display: grid; }`,
  ].join('\n');
  return {
    name: 'cardology-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const page = html
          .replace('<!-- first-paint script -->', `<script>${SCRIPT}</script>`)
          .replace('<!-- first-paint titles -->', titles)
          .replace('<!-- first-paint subtitles -->', subtitles)
          .replace('</head>', `<style>\n${rules}\n</style>\n</head>`);
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
  return html
    .replace(entryTag, '')
    .replace(
      `<script>${SCRIPT}</script>`,
      `<script data-entry="${escapeHtml(entry)}">${SCRIPT}${START_ENTRY_AFTER_FIRST_PAINT}</script>`,
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
