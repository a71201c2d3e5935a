import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// `npm run dev` runs the API on PORT (3000 by default); the dev server forwards /api there.
const apiProxy = { '/api': `http://localhost:${process.env.PORT ?? 3000}` };

/**
 * `<link rel="preload">` for the Latin files of the two variable fonts (Fraunces, Inter), so they
 * download alongside the entry script instead of after the first render asks for them: text then
 * paints in its own face at once, with no swap from the fallback font moving the page.
 */
function preloadFonts(files: RegExp): Plugin {
  return {
    name: 'cardology:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((fileName) => files.test(fileName))
          .sort()
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${fileName}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

export default defineConfig({
  // Brotli and gzip copies of every text file (.br, .gz beside it) for the server to send as they are.
  plugins: [
    react(),
    tailwindcss(),
    preloadFonts(/\/(fraunces|inter)-latin-wght-normal-[\w-]+\.woff2$/),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
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
