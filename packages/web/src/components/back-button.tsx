import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from './ui/button';

/**
 * docs/product.md §2: back one step; home when this page opened the visit (there is nothing to go back to).
 * `label`: its word in the language shown (each page passes its catalog's; English by default).
 */
export function BackButton({ label = 'Back' }: { label?: string }) {
  const navigate = useNavigate();
  // 'default' is the key of the first entry of this visit.
  const canGoBack = useLocation().key !== 'default';
  return (
    <Button
      variant="quiet"
      size="sm"
      className="-ml-3 justify-self-start"
      onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}
    >
      <ArrowLeft aria-hidden="true" />
      {label}
    </Button>
  );
}
