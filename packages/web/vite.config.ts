import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// `npm run dev` runs the API on PORT (3000 by default); the dev server forwards /api there.
const apiProxy = { '/api': `http://localhost:${process.env.PORT ?? 3000}` };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // 'source' first so @cardology/engine resolves to its TypeScript sources, not a stale dist build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  // Every route is a lazy chunk; the entry holds only the shell (router, query, layout).
  build: { outDir: 'dist', sourcemap: true },
});
