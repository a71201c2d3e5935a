import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (docs/decisions/021-pwa.md): the web app manifest and a Workbox service worker
 * that precaches the app shell — index.html (with its first-paint script and styles inline), the entry, every page chunk, the stylesheet,
 * the Latin fonts and the icons — and answers page addresses with index.html offline. It never caches
 * /api: what the app last showed is kept by TanStack Query in localStorage and cleared on sign-out.
 * The page registers it itself after load (app/service-worker.ts), so nothing is injected into the entry.
 */
export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
    manifest: {
      id: '/',
      name: 'Cardology',
      short_name: 'Cardology',
      description:
        'Cardology: birthdate-based playing-card readings, a card glossary and guided interpretations.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0f1424',
      theme_color: '#0f1424',
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Fontsource ships a file per script. Every reader gets the Latin faces of Fraunces and Inter up front;
      // a face only some languages use (Lora and the Cyrillic subsets, for Russian) is kept the first time the
      // page draws with it, so it works offline from then on without weighing on everyone's install.
      // The icons, favicon and manifest are added by the plugin (includeAssets and the manifest's icons).
      globPatterns: ['**/*.{js,css,html}', '**/{fraunces,inter}-latin-wght-normal-*.woff2'],
      runtimeCaching: [
        {
          // Hashed file names: a cached font never goes stale.
          urlPattern: ({ request }) => request.destination === 'font',
          handler: 'CacheFirst',
          options: { cacheName: 'fonts', expiration: { maxEntries: 24 } },
        },
      ],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      // The daily card reminder's push and notification-click handlers (public/sw-push.js).
      importScripts: ['/sw-push.js'],
    },
  });
}
