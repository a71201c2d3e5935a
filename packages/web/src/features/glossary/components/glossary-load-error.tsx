import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useContractText } from '../../../i18n/use-contract-text';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import '../texts';

interface GlossaryLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/** docs/product.md §8's inline glossary error, with the way forward: try again. */
export function GlossaryLoadError({ error, onRetry, retrying = false, className }: GlossaryLoadErrorProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  const message = errorMessage(error, contract('GLOSSARY_FETCH_FAILED'));
  return (
    <div className={cn('grid justify-items-start gap-3', className)}>
      <Alert className="w-full">{t('cards.glossary.loadError', { message })}</Alert>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'motion-safe:animate-spin' : undefined} />
        {t('cards.glossary.retry')}
      </Button>
    </div>
  );
}
