import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
// The app's i18next instance, in English as the tests read it (main.tsx does the same before rendering, the
// contract's messages' chunk included).
import { applyLanguage } from '../i18n/i18n';

await applyLanguage('en');

// Lazy route chunks are compiled on first import, and the two cores are shared with servers,
// browsers and other suites: give waits and tests room so only real failures fail.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// jsdom has no layout engine and none of these browser APIs: give the ones the UI libraries touch a harmless
// stand-in. Assigned outright, not `??=`: a jsdom that gained one would otherwise switch it in unnoticed.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
Element.prototype.hasPointerCapture = () => false;
Element.prototype.releasePointerCapture = () => {};
Element.prototype.setPointerCapture = () => {};

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-level store and replays active ones to a new <Toaster>.
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The "browser's" time zone is Node's TZ, which tests move with vi.stubEnv('TZ', …) (lib/reader-date.test.ts).
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/**
 * The time zone this worker started in, kept on the global that the files of a worker share (this file runs
 * again before each of them). A TZ left changed reaches every later file of the worker; and one "restored" by
 * assigning undefined becomes the zone "undefined", in which Intl names no zone at all: that is what once made
 * time-zone-sync.test.tsx's reports fail after lib/reader-date.test.ts (decision 053).
 */
const workerGlobal = globalThis as { zoneAtWorkerStart?: string | null };
workerGlobal.zoneAtWorkerStart ??= process.env.TZ ?? null;
const zoneAtStart = workerGlobal.zoneAtWorkerStart;

// The web project shares one jsdom among the files a worker runs (vitest.config.ts, decision 053): what a file left
// in the browser's storage, cookies or address goes with it, so the next file starts as on a fresh page.
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the app's language cookie is set the same way.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  const zoneLeft = process.env.TZ ?? null;
  if (zoneLeft === zoneAtStart) return;
  if (zoneAtStart === null) delete process.env.TZ;
  else process.env.TZ = zoneAtStart;
  throw new Error(`This file left TZ at ${JSON.stringify(zoneLeft)}: change it with vi.stubEnv('TZ', zone)`);
});
