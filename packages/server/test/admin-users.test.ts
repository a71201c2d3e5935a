import {
  ADMIN_USERS_PAGE_SIZE,
  CANNOT_REMOVE_OWN_ADMIN,
  CREDIT_TOTAL_TOO_LARGE,
  creditsSet,
  SET_CREDITS_INVALID,
  USER_NOT_FOUND,
} from '@cardology/contract/admin';
import { TEXT_NOT_STORABLE } from '@cardology/contract/clean-text';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PREMIUM_REQUIRED } from '../src/auth/route-access.js';
import { user } from '../src/db/schema.js';
import { signUp } from './helpers/app.js';
import { english } from './helpers/catalogued-text.js';
import { balanceOf, call, expectLedgerMatchesBalance, ledgerRowsOf } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

const suite = useTestApp({ signUpAdmin: true });

const setCreditsOf = (id: string, body: unknown) =>
  call(suite.app, 'PUT', `/api/admin/users/${id}/credits`, suite.admin.cookie, body);

type Summary = {
  id: string;
  email: string;
  name: string;
  email_verified: boolean;
  is_premium: boolean;
  is_admin: boolean;
};
type Page = { users: Summary[]; total: number; page: number; page_size: number };

describe(`admin: set credits on ${testDatabaseKind}`, () => {
  it('sets a total, records the admin and the difference', async () => {
    const someone = await signUp(suite.app);
    const first = await setCreditsOf(someone.id, { new_credit_total: 40, admin_notes: 'start' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: english(creditsSet(someone.id)), new_total: 40 });
    expect((await setCreditsOf(someone.id, { new_credit_total: '25' })).json()).toMatchObject({
      new_total: 25,
    });
    const rows = await ledgerRowsOf(suite.db, someone.id);
    expect(rows.map((row) => [row.reason, row.delta, row.actorId]).sort()).toEqual([
      ['set', -15, suite.admin.id],
      ['set', 40, suite.admin.id],
    ]);
    expect(rows.find((row) => row.delta === 40)?.notes).toBe('start');
    await expectLedgerMatchesBalance(suite.db, someone.id);
  });

  it('refuses totals that are not whole, non-negative and in range, and changes nothing', async () => {
    const someone = await signUp(suite.app);
    await setCreditsOf(someone.id, { new_credit_total: 7 });
    const invalid = [-1, 1.5, 2 ** 31, '1e3', 'abc', null, '', ' ', '-3', true, [], {}];
    for (const new_credit_total of invalid) {
      const response = await setCreditsOf(someone.id, { new_credit_total });
      expect(response.statusCode, JSON.stringify(new_credit_total)).toBe(400);
      expect([SET_CREDITS_INVALID, CREDIT_TOTAL_TOO_LARGE]).toContain(
        response.json<{ error: string }>().error,
      );
    }
    expect((await setCreditsOf(someone.id, {})).statusCode).toBe(400);
    expect((await setCreditsOf(someone.id, null)).statusCode).toBe(400);
    expect(
      (await setCreditsOf(someone.id, { new_credit_total: 1, admin_notes: 'x'.repeat(5_000) })).statusCode,
    ).toBe(400);
    expect(await balanceOf(suite.db, someone.id)).toBe(7);
    expect(await ledgerRowsOf(suite.db, someone.id)).toHaveLength(1);
    await expectLedgerMatchesBalance(suite.db, someone.id);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = await setCreditsOf(crypto.randomUUID(), { new_credit_total: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: USER_NOT_FOUND });
    for (const id of ['has%20space', `${'a'.repeat(65)}`, '%27%3B--']) {
      const response = await setCreditsOf(id, { new_credit_total: 5 });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({ error: SET_CREDITS_INVALID });
    }
  });
});

describe(`admin: users on ${testDatabaseKind}`, () => {
  it('finds accounts by e-mail, name or username, any case, with % and _ taken literally', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const percent = await signUp(suite.app, { name: `Per%cent ${tag}` });
    const underscore = await signUp(suite.app, { name: `Under_score ${tag}` });
    const plain = await signUp(suite.app, { name: `Percent ${tag}` });
    const lookalike = await signUp(suite.app, { name: `Underxscore ${tag}` });
    const search = async (q: string) =>
      (
        await call(suite.app, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`, suite.admin.cookie)
      ).json<Page>();

    expect((await search(`PER%CENT ${tag}`)).users.map((found) => found.id)).toEqual([percent.id]);
    expect((await search(`under_score ${tag}`)).users.map((found) => found.id)).toEqual([underscore.id]);
    // Newest first.
    expect((await search(tag)).users.map((found) => found.id)).toEqual([
      lookalike.id,
      plain.id,
      underscore.id,
      percent.id,
    ]);
    expect((await search(plain.email.toUpperCase())).users).toEqual([
      expect.objectContaining({ id: plain.id, is_admin: false, is_premium: false, tts_credits: 0 }),
    ]);
  });

  it('refuses a search holding a NUL as text that cannot be saved (found by the route fuzz: it was a 500)', async () => {
    for (const q of ['%00', 'a%00b', '.%00.mp3']) {
      const response = await call(suite.app, 'GET', `/api/admin/users?q=${q}`, suite.admin.cookie);
      expect({ q, status: response.statusCode, body: response.json() }).toEqual({
        q,
        status: 400,
        body: { error: TEXT_NOT_STORABLE },
      });
    }
  });

  it('says whether each account has confirmed its e-mail, and shows nothing beyond the summary', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const waiting = await signUp(suite.app, { name: `Waiting ${tag}` });
    const confirmed = await signUp(suite.app, { name: `Confirmed ${tag}` });
    // Set both ways by hand: whether a test sign-up starts confirmed is the test app's setting, not this test's.
    await suite.db.update(user).set({ emailVerified: false }).where(eq(user.id, waiting.id));
    await suite.db.update(user).set({ emailVerified: true }).where(eq(user.id, confirmed.id));
    const { users } = (
      await call(suite.app, 'GET', `/api/admin/users?q=${tag}`, suite.admin.cookie)
    ).json<Page>();
    expect(users.map((found) => [found.id, found.email_verified])).toEqual([
      [confirmed.id, true],
      [waiting.id, false],
    ]);
    expect(Object.keys(users[0] ?? {}).sort()).toEqual([
      'created_at',
      'email',
      'email_verified',
      'id',
      'is_admin',
      'is_premium',
      'name',
      'suspension',
      'tts_credits',
    ]);
  });

  it('pages the list', async () => {
    const all = (await call(suite.app, 'GET', '/api/admin/users', suite.admin.cookie)).json<Page>();
    expect(all.page).toBe(1);
    expect(all.page_size).toBe(ADMIN_USERS_PAGE_SIZE);
    expect(all.total).toBeGreaterThanOrEqual(all.users.length);
    const beyond = (
      await call(suite.app, 'GET', '/api/admin/users?page=999', suite.admin.cookie)
    ).json<Page>();
    expect(beyond.users).toEqual([]);
    expect((await call(suite.app, 'GET', '/api/admin/users?page=abc', suite.admin.cookie)).statusCode).toBe(
      200,
    );
    expect(
      (await call(suite.app, 'GET', `/api/admin/users?q=${'x'.repeat(101)}`, suite.admin.cookie)).statusCode,
    ).toBe(400);
  });

  it("shows a user's requests and ledger, newest first", async () => {
    const someone = await signUp(suite.app);
    const filed = (
      await call(suite.app, 'POST', '/api/credit-requests', someone.cookie, { user_notes: 'hi' })
    ).json<{
      id: string;
    }>();
    await call(suite.app, 'POST', `/api/admin/credit-requests/${filed.id}/approve`, suite.admin.cookie, {
      grant_amount: 30,
    });
    await setCreditsOf(someone.id, { new_credit_total: 10 });
    const response = await call(suite.app, 'GET', `/api/admin/users/${someone.id}`, suite.admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{
      user: Summary & { tts_credits: number };
      requests: Array<{ id: string; status: string; resolved_by_admin_id: string }>;
      ledger: Array<{ reason: string; delta: number }>;
    }>();
    expect(detail.user).toMatchObject({ id: someone.id, tts_credits: 10 });
    expect(detail.requests).toEqual([
      expect.objectContaining({ id: filed.id, status: 'approved', resolved_by_admin_id: suite.admin.id }),
    ]);
    expect(detail.ledger.map((row) => [row.reason, row.delta])).toEqual([
      ['set', -20],
      ['grant', 30],
    ]);
    for (const id of [crypto.randomUUID(), 'bad%20id']) {
      const missing = await call(suite.app, 'GET', `/api/admin/users/${id}`, suite.admin.cookie);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: USER_NOT_FOUND });
    }
  });

  it("switches premium and admin, and the user's next request sees it at once", async () => {
    const someone = await signUp(suite.app);
    const status = async () => (await call(suite.app, 'GET', '/api/admin/status', someone.cookie)).json();
    const premiumRoute = () =>
      call(suite.app, 'GET', `/api/ai/sessions/${crypto.randomUUID()}`, someone.cookie);
    // Both answers are now in the viewer cache.
    expect(await status()).toEqual({ isAdmin: false });
    expect((await premiumRoute()).json()).toEqual({ error: PREMIUM_REQUIRED });

    const setRole = (role: 'premium' | 'admin', body: object) =>
      call(suite.app, 'PUT', `/api/admin/users/${someone.id}/${role}`, suite.admin.cookie, body);
    const premium = await setRole('premium', { is_premium: true });
    expect(premium.json()).toMatchObject({ id: someone.id, is_premium: true, is_admin: false });
    expect((await premiumRoute()).statusCode).toBe(404); // through the access check: no such session

    const promoted = await setRole('admin', { is_admin: true });
    expect(promoted.json()).toMatchObject({ is_admin: true });
    expect(await status()).toEqual({ isAdmin: true });

    await call(suite.app, 'PUT', `/api/admin/users/${someone.id}/admin`, suite.admin.cookie, {
      is_admin: false,
    });
    await call(suite.app, 'PUT', `/api/admin/users/${someone.id}/premium`, suite.admin.cookie, {
      is_premium: false,
    });
    expect(await status()).toEqual({ isAdmin: false });
    expect((await premiumRoute()).statusCode).toBe(403);
  });

  it('refuses an admin switching off their own admin, and unknown users', async () => {
    const own = await call(suite.app, 'PUT', `/api/admin/users/${suite.admin.id}/admin`, suite.admin.cookie, {
      is_admin: false,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: CANNOT_REMOVE_OWN_ADMIN });
    expect((await call(suite.app, 'GET', '/api/admin/status', suite.admin.cookie)).json()).toEqual({
      isAdmin: true,
    });
    const keep = await call(
      suite.app,
      'PUT',
      `/api/admin/users/${suite.admin.id}/admin`,
      suite.admin.cookie,
      {
        is_admin: true,
      },
    );
    expect(keep.statusCode).toBe(200);

    for (const flag of ['premium', 'admin'] as const) {
      const body = flag === 'premium' ? { is_premium: true } : { is_admin: true };
      const unknown = await call(
        suite.app,
        'PUT',
        `/api/admin/users/${crypto.randomUUID()}/${flag}`,
        suite.admin.cookie,
        body,
      );
      expect(unknown.statusCode).toBe(404);
      const bad = await call(
        suite.app,
        'PUT',
        `/api/admin/users/${suite.admin.id}/${flag}`,
        suite.admin.cookie,
        {
          [`is_${flag}`]: 'yes',
        },
      );
      expect(bad.statusCode).toBe(400);
    }
  });
});
