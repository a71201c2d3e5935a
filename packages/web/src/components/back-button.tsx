import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from './ui/button';

/** docs/product.md §2: back one step; home when this page opened the visit (there is nothing to go back to). */
export function BackButton() {
  const { t } = useTranslation();
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
      {t('shell.back')}
    </Button>
  );
}
