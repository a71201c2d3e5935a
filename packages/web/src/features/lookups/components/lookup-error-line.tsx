import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api';
import '../texts';

/** docs/product.md §2: 'Error: {message}', the server's or thrown message, else the lookup's fallback. */
export function LookupErrorLine({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useTranslation();
  return <Alert>{t('cards.lookups.error', { message: errorMessage(error, fallback) })}</Alert>;
}
