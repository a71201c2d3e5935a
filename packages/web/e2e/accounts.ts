import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, type Page, request } from '@playwright/test';
import { recordPersonalData } from './personal-data';

/** The first account of the e2e instance: the server makes it admin and premium. */
export const ADMIN = { name: 'Ada Admin', email: 'admin@e2e.test', password: 'correct-horse-battery' };
/** Where the global setup stores the admin's session (cookies) for `test.use({ storageState })`. */
export const ADMIN_STATE = join(import.meta.dirname, '.auth', 'admin.json');

/** A fresh plain (non-premium, non-admin) account per call, unique across runs. */
export function newAccount(name = 'Test Person') {
  const account = { name, email: `user-${randomUUID()}@e2e.test`, password: 'a-long-password' };
  recordPersonalData({ kind: 'name', value: name }, { kind: 'email', value: account.email });
  return account;
}

/** Signs a new plain account up through the login page; ends on the home page with today's card. */
export async function signUpThroughLoginPage(page: Page, name: string) {
  const account = newAccount(name);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/');
  return account;
}

/**
 * Signs a new account up on `page` (signed in there), which the admin makes premium with `credits`: a reader of
 * the assistant and the voice whose balance no other spec touches.
 */
export async function signUpPremium(page: Page, baseURL: string | undefined, name: string, credits: number) {
  const origin = { origin: baseURL ?? '' };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: newAccount(name),
    headers: origin,
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  const admin = await request.newContext({ baseURL, storageState: ADMIN_STATE, extraHTTPHeaders: origin });
  const premium = await admin.put(`/api/admin/users/${me.id}/premium`, { data: { is_premium: true } });
  expect(premium.ok(), await premium.text()).toBe(true);
  const balance = await admin.put(`/api/admin/users/${me.id}/credits`, {
    data: { new_credit_total: credits },
  });
  expect(balance.ok(), await balance.text()).toBe(true);
  await admin.dispose();
}
