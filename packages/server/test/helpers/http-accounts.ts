import type { ServerProcess } from './server-process.js';

/** A signed-up account of a running server process: its id and its session cookie (`name=value`). */
export type HttpAccount = { id: string; email: string; cookie: string };

/** What a page of the app sends with a JSON body: its Origin, and the session when there is one. */
export function jsonHeaders(origin: string, cookie?: string): Record<string, string> {
  return { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) };
}

/** The session cookie (`name=value`) a sign-up or sign-in answer sets. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('cardology.session_token='));
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie;
}

/** Signs up over HTTP (the first account of a fresh instance is admin and premium). */
export async function signUpOverHttp(
  server: Pick<ServerProcess, 'url' | 'origin'>,
  account: { name: string; email: string; password: string },
): Promise<HttpAccount> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: jsonHeaders(server.origin),
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookieOf(response);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, email: account.email, cookie };
}

/** The admin makes a user premium (PUT /api/admin/users/:id/premium). */
export async function makePremiumOverHttp(
  server: Pick<ServerProcess, 'url' | 'origin'>,
  adminCookie: string,
  userId: string,
): Promise<void> {
  const response = await fetch(`${server.url}/api/admin/users/${userId}/premium`, {
    method: 'PUT',
    headers: jsonHeaders(server.origin, adminCookie),
    body: JSON.stringify({ is_premium: true }),
  });
  if (!response.ok) throw new Error(`making ${userId} premium failed: ${response.status}`);
}
