import { chooseLanguage, LANGUAGE_COOKIE, type Language } from '@cardology/contract/languages';
import { parseCookies } from 'better-auth/cookies';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { profiles } from '../db/schema.js';

/**
 * The language of an account mail: the account's stored choice, else (a new account has none yet) the
 * language cookie and Accept-Language of the request that caused it, else English.
 */
export async function accountMailLanguage(
  db: Db,
  userId: string | undefined,
  request: Request | undefined,
): Promise<Language> {
  const [row] = userId
    ? await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId))
    : [];
  const cookieHeader = request?.headers.get('cookie');
  return chooseLanguage({
    profile: row?.language,
    cookie: cookieHeader ? parseCookies(cookieHeader).get(LANGUAGE_COOKIE) : undefined,
    acceptLanguage: request?.headers.get('accept-language'),
  });
}
