import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useDrawers } from '../drawers';

/** The TTS credit count with the button that opens the credit request dialog. */
export function CreditBalance({ credits, className }: { credits: number; className?: string }) {
  const { openCreditRequest } = useDrawers();
  return (
    <div
      className={cn(
        'flex h-9 items-center gap-1 rounded-full border border-border bg-surface pr-1 pl-3 text-sm',
        className,
      )}
    >
      <span className="font-semibold tabular-nums">{credits}</span>
      <span className="text-muted">credits</span>
      <Button
        variant="ghost-accent"
        size="icon-xs"
        className="ml-0.5"
        onClick={openCreditRequest}
        aria-label="Request more TTS credits"
        title="Request more TTS credits"
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
