import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@cardology/contract/share';
import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { contractText, i18n } from '../../../i18n/i18n';
import { shareOrDownload } from '../share-file';
import { type ShareTarget, shareFileName, shareImageUrl } from '../share-target';
import '../texts';

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
      const outcome = await shareOrDownload(
        url,
        shareFileName(target),
        i18n.t('assistant.share.sheetTitle', { title }),
      );
      if (outcome === 'downloaded') toast.success(i18n.t('assistant.share.downloaded'));
      if (outcome !== 'cancelled') onShared();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : i18n.t('assistant.share.failed'), {
        id: 'share-image',
      });
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
  const { t } = useTranslation();
  const url = shareImageUrl(target, personId, includeName);
  const { busy, share } = useShareImage(url, target, title, () => onOpenChange(false));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('assistant.share.title', { title })}
        description={t('assistant.share.description')}
        className="max-w-xl"
      >
        {previewFailed ? (
          <Alert>{t('assistant.share.failed')}</Alert>
        ) : (
          <img
            key={url}
            src={url}
            alt={t('assistant.share.alt', { title })}
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
            {contractText(
              personId === 'self' ? 'SHARE_INCLUDE_NAME_LABEL' : 'SHARE_INCLUDE_THEIR_NAME_LABEL',
            )}
          </label>
        </div>
        <div className="flex justify-end">
          <Button onClick={share} disabled={busy}>
            <Share2 aria-hidden="true" />
            {busy ? t('assistant.share.preparing') : t('assistant.share.button')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
