import { adminCheckException, adminStatus } from '@cardology/contract/admin';
import { contractText } from '../../../i18n/i18n';
import { ApiError, api, errorMessage } from '../../../lib/api';

/** The admin check's answer (docs/product.md §4 "Admin check"): every failure denies access. */
export type AdminCheck =
  | { status: 'admin' }
  | { status: 'not-admin' }
  | { status: 'failed'; message: string };

/**
 * Asks the server whether the session's user is an admin. Never throws: a non-2xx answer, a body that
 * is not `{ isAdmin: boolean }` and anything thrown each become a failure with the product's words.
 */
export async function checkAdminStatus(): Promise<AdminCheck> {
  let body: unknown;
  try {
    body = await api.get<unknown>('/api/admin/status');
  } catch (error) {
    if (error instanceof ApiError) return { status: 'failed', message: contractText('ADMIN_CHECK_FAILED') };
    return {
      status: 'failed',
      message: contractText(adminCheckException(errorMessage(error, 'Unknown error'))),
    };
  }
  const parsed = adminStatus.safeParse(body);
  if (!parsed.success) return { status: 'failed', message: contractText('ADMIN_CHECK_UNEXPECTED') };
  return { status: parsed.data.isAdmin ? 'admin' : 'not-admin' };
}
