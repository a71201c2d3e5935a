import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

interface LookupButtonProps {
  children: ReactNode;
  disabled: boolean;
  loading: boolean;
}

/** The form's submit button; a spinner while the lookup runs (docs/product.md §4), with the same label. */
export function LookupButton({ children, disabled, loading }: LookupButtonProps) {
  return (
    <Button type="submit" disabled={disabled} aria-busy={loading || undefined} className="w-full sm:w-auto">
      {loading && <LoaderCircle aria-hidden="true" data-testid="lookup-spinner" className="animate-spin" />}
      {children}
    </Button>
  );
}
