import type { Plugin } from 'vite';
import { FIRST_PAINT_SUBTITLES } from './src/pages/first-paint-subtitles.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * /first-paint.js, in index.html's head: names the address on <html> before anything is painted, so
 * the first paint is already the right one (a script at the end of the body ran after Chrome's first
 * paint, and the subtitle it added moved the skeleton below it). A file, not an inline script, because
 * the Content-Security-Policy allows scripts from this origin only.
 */
const SCRIPT = "document.documentElement.dataset.shellPath = location.pathname.replace(/(.)[/]+$/, '$1');\n";

/**
 * index.html's static first paint, per address: the login page's shape on /login; elsewhere the page's
 * shape, with the page's subtitle where FIRST_PAINT_SUBTITLES has it (a skeleton line otherwise).
 * Writes the subtitles into the page, the inline rules that show the address's own parts, and the
 * script above; and asks for the app's entry at low priority, since the first paint no longer needs it.
 */
export function firstPaint(): Plugin {
  const paths = Object.keys(FIRST_PAINT_SUBTITLES) as (keyof typeof FIRST_PAINT_SUBTITLES)[];
  const at = (path: string) => `html[data-shell-path="${path}"]`;
  const subtitles = paths
    .map(
      (path) =>
        `<p data-shell-subtitle="${path}" class="max-w-prose text-justify text-lg text-muted">${escapeHtml(FIRST_PAINT_SUBTITLES[path])}</p>`,
    )
    .join('\n');
  const rules = [
    `[data-shell-subtitle], [data-shell="login"], ${paths.map((path) => `${at(path)} [data-shell="subtitle-skeleton"]`).join(', ')} { display: none; }`,
    `${paths.map((path) => `${at(path)} [data-shell-subtitle="${path}"]`).join(', ')} { display: block; }`,
    `${at('/login')} [data-shell="page"] { display: none; }`,
    `${at('/login')} [data-shell="login"] { display: grid; }`,
  ].join('\n');
  return {
    name: 'cardology-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace('<!-- first-paint subtitles -->', subtitles)
          .replace('</head>', `<style>\n${rules}\n</style>\n</head>`)
          .replace('<script async type="module"', '<script async type="module" fetchpriority="low"'),
    },
    configureServer(server) {
      server.middlewares.use('/first-paint.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(SCRIPT);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'first-paint.js', source: SCRIPT });
    },
  };
}
