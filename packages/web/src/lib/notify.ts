import type { ExternalToast } from 'sonner';
import { contractText } from '../i18n/i18n';

// The first page's script says things through this instead of importing sonner, so sonner (9 kB gz) loads
// beside the lazy Toaster rather than in the entry (issue 26 made room there for i18next). sonner shows a toast
// made before its Toaster subscribed, so nothing said early is lost. Lazy chunks import sonner directly.
type Kind = 'message' | 'success' | 'error';

export function notify(kind: Kind, message: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => {
    const text = contractText(message);
    if (kind === 'message') toast(text, options);
    else toast[kind](text, options);
  });
}
