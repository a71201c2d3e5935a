import type { Location } from 'react-router';

/**
 * Every page a document opens on has React Router's key "default" (a full load: a typed address, a link from
 * a mail, the reload after signing in), so <ScrollRestoration> by location.key gave a new page the place the
 * last fully loaded page was left at (issue 34: home opened at y = 891). This document's own name for that
 * entry keeps going back to it within the document, and a new document starts at the top. The document's
 * time origin names it: no two loads in one tab share one.
 */
const OPENING_ENTRY = `opened-${performance.timeOrigin}`;

/** <ScrollRestoration getKey>: the entry's own key, or this document's name for the entry it opened on. */
export const scrollKey = (location: Location): string =>
  location.key === 'default' ? OPENING_ENTRY : location.key;
