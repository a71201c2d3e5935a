import type { ExternalToast } from 'sonner';

// The first page's script says things through this instead of importing sonner, so sonner (9 kB gz) loads
// beside the lazy Toaster rather than in the entry (issue 26 made room there for i18next). sonner shows a toast
// made before its Toaster subscribed, so nothing said early is lost. Lazy chunks import sonner directly.
type Kind = 'message' | 'success' | 'error';

/** Shows `text`, already in the reader's language (a t() text, `contractText(key)`, the server's words). */
export function notify(kind: Kind, text: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => {
    if (kind === 'message') toast(text, options);
    else toast[kind](text, options);
  });
}
