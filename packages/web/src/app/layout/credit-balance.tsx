import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button';
import { cn } from '../../lib/cn';
import { useDrawers } from '../../lib/drawers-context';

interface CreditBalanceProps {
  credits: number;
  className?: string;
  /** Called before the dialog opens, so the menu holding this button can close first. */
  onRequest?: () => void;
}

/** The TTS credit count with the button that opens the credit request dialog. */
export function CreditBalance({ credits, className, onRequest }: CreditBalanceProps) {
  const { t } = useTranslation();
  const { openCreditRequest } = useDrawers();
  return (
    <div
      className={cn(
        'flex h-9 items-center gap-1 rounded-full border border-border bg-surface pr-1 pl-3 text-sm',
        className,
      )}
    >
      <span className="font-semibold tabular-nums">{credits}</span>
      <span className="text-muted">{t('shell.credits.unit', { count: credits })}</span>
      <IconButton
        label={t('shell.credits.request')}
        icon={Plus}
        variant="ghost-accent"
        size="icon-xs"
        // Drawn at 28 px to sit in the pill; the invisible ::after grows the touch target to 44 px.
        className="relative ml-0.5 after:absolute after:-inset-2 after:content-['']"
        onClick={() => {
          onRequest?.();
          openCreditRequest();
        }}
      />
    </div>
  );
}
