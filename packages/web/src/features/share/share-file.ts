import { i18n } from '../../i18n/i18n';
import './texts';

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** The server's `{ error }`, or a plain sentence when the answer is not one. */
async function fetchImage(url: string, fileName: string): Promise<File> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
        ? body.error
        : i18n.t('assistant.share.failed');
    throw new Error(message);
  }
  return new File([await response.blob()], fileName, { type: 'image/png' });
}

function download(file: File): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * The phone's share sheet when it takes files (Web Share API level 2), a download everywhere else.
 * Closing the share sheet is 'cancelled', not a failure.
 */
export async function shareOrDownload(url: string, fileName: string, title: string): Promise<ShareOutcome> {
  const file = await fetchImage(url, fileName);
  const shareData = { files: [file], title };
  if (typeof navigator.canShare === 'function' && navigator.canShare(shareData)) {
    try {
      await navigator.share(shareData);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  download(file);
  return 'downloaded';
}
