import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { contractText } from '../../../i18n/i18n';
import { combineAudio } from './api/combine-audio';

/** Saves a same-origin URL under a file name, as a click on a download link would. */
function saveAs(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * docs/product.md §2 and §9: the whole narration as one MP3. Blocked, with the product's note, while
 * there are no chunks or a download is already under way (§5).
 */
export function useAudioDownload(filePaths: readonly string[]) {
  const [downloading, setDownloading] = useState(false);
  // A ref as well as state: two clicks in one frame must not both pass.
  const busy = useRef(false);
  const download = useCallback(async () => {
    if (filePaths.length === 0 || busy.current) {
      toast.info(contractText('AUDIO_NOT_READY'));
      return;
    }
    busy.current = true;
    setDownloading(true);
    try {
      const outcome = await combineAudio([...filePaths]);
      if (outcome.ok) {
        toast.success(contractText('COMBINED_AUDIO_READY'));
        saveAs(outcome.url, outcome.fileName);
      } else {
        toast.error(outcome.error);
      }
    } finally {
      busy.current = false;
      setDownloading(false);
    }
  }, [filePaths]);
  return { download, downloading };
}
