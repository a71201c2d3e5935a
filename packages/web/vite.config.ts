import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstPaint } from './vite-first-paint.ts';
import { pwa } from './vite-pwa.ts';

// `npm run dev` runs the API on PORT (3000 by default); the dev server forwards /api there.
const apiProxy = { '/api': `http://localhost:${process.env.PORT ?? 3000}` };

export default defineConfig({
  // Brotli and gzip copies of every text file (.br, .gz beside it) for the server to send as they are.
  plugins: [
    react(),
    tailwindcss(),
    firstPaint(),
    pwa(),
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
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
      // A feature's entries (features/*/index.ts, shell.ts, lazy.ts; decision 051) only re-export, so they have no
      // side effects of their own: a page that takes one part through an entry gets that part and what it imports,
      // not the entry's other parts (each with its words) in a chunk shared by every page that uses the entry.
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/(index|shell|lazy)\.ts$/, sideEffects: false }],
      },
    },
  },
});
