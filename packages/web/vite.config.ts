import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { FIRST_PAINT_SUBTITLES } from './src/pages/first-paint-subtitles.ts';

// `npm run dev` runs the API on PORT (3000 by default); the dev server forwards /api there.
const apiProxy = { '/api': `http://localhost:${process.env.PORT ?? 3000}` };

/**
 * /first-paint.js: picks index.html's static first paint for the address before the app's code
 * arrives: the login page's shape on /login; elsewhere the page's shape, with its subtitle where
 * FIRST_PAINT_SUBTITLES knows it (a skeleton line otherwise). A file, not an inline script, because the
 * Content-Security-Policy allows scripts from this origin only. Small and classic, so it runs as soon as
 * it arrives, beside the stylesheet, long before the app's module.
 */
function firstPaint(): Plugin {
  const source = `(() => {
  const subtitles = ${JSON.stringify(FIRST_PAINT_SUBTITLES)};
  const shell = document.getElementById('first-paint');
  if (!shell) return;
  const part = (name) => shell.querySelector('[data-shell="' + name + '"]');
  const path = location.pathname.replace(/(.)[/]+$/, '$1');
  if (path === '/login') {
    part('page').hidden = true;
    part('login').hidden = false;
    return;
  }
  const text = subtitles[path];
  if (!text) return;
  part('subtitle').textContent = text;
  part('subtitle').hidden = false;
  part('subtitle-skeleton').remove();
})();
`;
  return {
    name: 'cardology-first-paint',
    configureServer(server) {
      server.middlewares.use('/first-paint.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'first-paint.js', source });
    },
  };
}

export default defineConfig({
  // Brotli and gzip copies of every text file (.br, .gz beside it) for the server to send as they are.
  plugins: [react(), tailwindcss(), firstPaint(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  // 'source' first so @cardology/engine resolves to its TypeScript sources, not a stale dist build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  // Every route is a lazy chunk; the entry holds only the shell (router, query, layout). Overlays
  // (drawers, dialogs) are lazy too. `npm run size` keeps the entry and its preloads in budget.
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Everything the entry imports statically goes in one file: the first page fetches one script
    // instead of the entry plus six small modulepreloads queued behind each other on HTTP/1.1.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
});
