import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  SHARE_INCLUDE_NAME_LABEL,
  SHARE_INCLUDE_THEIR_NAME_LABEL,
} from '@cardology/contract/share';
import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { SHARE_IMAGE_FAILED, shareOrDownload } from '../share-file';
import { type ShareTarget, shareFileName, shareImageUrl } from '../share-target';

export const SHARE_DIALOG_DESCRIPTION =
  'An image of the cards and their titles. No birthdate, and no name unless you add it.';
export const IMAGE_DOWNLOADED = 'Image downloaded.';

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ShareTarget;
  /** 'self' or a connection's id, as the reading pages name people. */
  personId: string;
  /** What the picture is, for the share sheet and the preview's alt text: "Weekly Reading". */
  title: string;
}

/** Share: the share sheet or a download of the picture at `url`; `onShared` unless the reader cancelled. */
function useShareImage(url: string, target: ShareTarget, title: string, onShared: () => void) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      const outcome = await shareOrDownload(url, shareFileName(target), `Cardology: ${title}`);
      if (outcome === 'downloaded') toast.success(IMAGE_DOWNLOADED);
      if (outcome !== 'cancelled') onShared();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : SHARE_IMAGE_FAILED, { id: 'share-image' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, share };
}

/** A preview of the share picture, the first-name choice, and Share (the share sheet or a download). */
export function ShareDialog({ open, onOpenChange, target, personId, title }: ShareDialogProps) {
  const [includeName, setIncludeName] = useState(false);
  const [previewFailed, setPreviewFailed] = useState(false);
  const checkboxId = useId();
  const url = shareImageUrl(target, personId, includeName);
  const { busy, share } = useShareImage(url, target, title, () => onOpenChange(false));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Share ${title}`} description={SHARE_DIALOG_DESCRIPTION} className="max-w-xl">
        {previewFailed ? (
          <Alert>{SHARE_IMAGE_FAILED}</Alert>
        ) : (
          <img
            key={url}
            src={url}
            alt={`${title}: the cards and their titles, as they will be shared`}
            width={SHARE_IMAGE_WIDTH}
            height={SHARE_IMAGE_HEIGHT}
            onError={() => setPreviewFailed(true)}
            className="aspect-[1200/630] h-auto w-full rounded-lg border border-border bg-surface-2"
          />
        )}
        <div className="flex items-center gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={includeName}
            onChange={(event) => {
              setPreviewFailed(false);
              setIncludeName(event.target.checked);
            }}
            className="size-5 accent-accent"
          />
          <label htmlFor={checkboxId}>
            {personId === 'self' ? SHARE_INCLUDE_NAME_LABEL : SHARE_INCLUDE_THEIR_NAME_LABEL}
          </label>
        </div>
        <div className="flex justify-end">
          <Button onClick={share} disabled={busy}>
            <Share2 aria-hidden="true" />
            {busy ? 'Preparing…' : 'Share'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
