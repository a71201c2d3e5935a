import { createContext, use } from 'react';

/**
 * Opens the app's global overlays (the person list, the card glossary, the credit request dialog).
 * The shell (app/drawers.tsx) provides it; pages and features open an overlay through this hook without
 * importing the shell, so imports keep one direction.
 */
export interface Drawers {
  openPeople: () => void;
  openGlossary: () => void;
  openCreditRequest: () => void;
  close: () => void;
}

export const DrawersContext = createContext<Drawers | null>(null);

export function useDrawers(): Drawers {
  const drawers = use(DrawersContext);
  if (!drawers) throw new Error('useDrawers must be used inside <DrawersProvider>');
  return drawers;
}
