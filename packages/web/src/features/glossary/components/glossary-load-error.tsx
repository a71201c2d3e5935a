import { GLOSSARY_FETCH_FAILED } from '@cardology/contract/glossary';
import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';

interface GlossaryLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/** docs/product.md §8's inline glossary error, with the way forward: try again. */
export function GlossaryLoadError({ error, onRetry, retrying = false, className }: GlossaryLoadErrorProps) {
  const message = errorMessage(error, GLOSSARY_FETCH_FAILED);
  return (
    <div className={cn('grid justify-items-start gap-3', className)}>
      <Alert className="w-full">{`Error loading glossary: ${message}. Please try again later.`}</Alert>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'motion-safe:animate-spin' : undefined} />
        Retry
      </Button>
    </div>
  );
}
