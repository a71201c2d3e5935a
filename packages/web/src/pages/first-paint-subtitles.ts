/**
 * The subtitles of the pages whose static first paint (index.html, before the app's code arrives)
 * already shows them: vite.config.ts writes this table into the first-paint script, and the pages
 * render the same text, so the two cannot drift apart. On these pages the subtitle is the largest
 * text on screen (the LCP element), so painting it before the JavaScript is what makes LCP early.
 */
export const FIRST_PAINT_SUBTITLES = {
  '/': 'Here is the card that colours today, and the readings waiting for you.',
  '/yearly':
    'One year of life, birthday to birthday: the cards that colour it and the planet that rules each season.',
} as const;
