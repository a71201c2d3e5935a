import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api';

/** docs/product.md §2: 'Error: {message}', the server's or thrown message, else the lookup's fallback. */
export function LookupErrorLine({ error, fallback }: { error: unknown; fallback: string }) {
  return <Alert>{`Error: ${errorMessage(error, fallback)}`}</Alert>;
}
