import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
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
  vi.restoreAllMocks();
});
