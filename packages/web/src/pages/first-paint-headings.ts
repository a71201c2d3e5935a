import { assistant } from '../i18n/locales/en/assistant';
import { home } from '../i18n/locales/en/home';
import { readings } from '../i18n/locales/en/readings';

/**
 * The headings of the pages whose static first paint (index.html, before the app's code arrives)
 * already shows them: vite-first-paint.ts writes these tables into index.html, and the pages render
 * the same text, so the two cannot drift apart. The largest text on screen is the LCP element, so
 * painting it before the JavaScript is what makes LCP early: on / and /yearly that is the subtitle
 * (the title names the user or the age, which only the app knows), on /saved-readings the title.
 */
export const FIRST_PAINT_SUBTITLES = {
  '/': home.subtitle,
  '/yearly': readings.yearly.subtitle,
  '/saved-readings': assistant.saved.subtitle,
} as const;

/** Page titles painted at once, for pages whose title is the same for everyone. */
export const FIRST_PAINT_TITLES = {
  '/saved-readings': assistant.saved.heading,
} as const;
