/**
 * The accounts a load run uses: signed up through the API like real people, the first (admin and
 * premium on a fresh instance) then making the others premium, so every route of the visit is open
 * to all of them.
 */
import {
  type HttpAccount,
  makePremiumOverHttp,
  signUpOverHttp,
} from '../../packages/server/test/helpers/http-accounts.js';
import type { ServerProcess } from '../../packages/server/test/helpers/server-process.js';

export async function seedUsers(
  server: Pick<ServerProcess, 'url' | 'origin'>,
  count: number,
): Promise<HttpAccount[]> {
  const accounts: HttpAccount[] = [];
  for (let i = 1; i <= count; i += 1) {
    accounts.push(
      await signUpOverHttp(server, {
        name: `Load user ${i}`,
        email: `load-${i}@example.com`,
        password: 'load test password',
      }),
    );
  }
  const [admin, ...others] = accounts;
  if (!admin) throw new Error('no account to seed');
  for (const account of others) await makePremiumOverHttp(server, admin.cookie, account.id);
  return accounts;
}
