import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountOnFirstOpen } from '../../components/mount-on-first-open';
import { Button, type ButtonSize } from '../../components/ui/button';
import { lazyNamed } from '../../lib/lazy-named';
import type { ShareDialogProps } from './components/share-dialog';
import type { ShareTarget } from './share-target';
import './texts';

// The dialog (and Radix's dialog behind it) loads on the first click, not with the page.
const ShareDialog = lazyNamed(() => import('./components/share-dialog'), 'ShareDialog');

interface ShareButtonProps {
  target: ShareTarget;
  /** 'self' or a connection's id. */
  personId: string;
  title: string;
  size?: ButtonSize;
  disabled?: boolean;
}

/** "Share": opens the share dialog for today's card or a reading (docs/product.md, "Sharing"). */
export function ShareButton({ target, personId, title, size = 'sm', disabled = false }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const dialog: ShareDialogProps = { open, onOpenChange: setOpen, target, personId, title };
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)} disabled={disabled}>
        <Share2 aria-hidden="true" />
        {t('assistant.share.button')}
      </Button>
      <MountOnFirstOpen open={open}>
        <ShareDialog {...dialog} />
      </MountOnFirstOpen>
    </>
  );
}
