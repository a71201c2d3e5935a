import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The first account of the e2e instance: the server makes it admin and premium. */
export const ADMIN = { name: 'Ada Admin', email: 'admin@e2e.test', password: 'correct-horse-battery' };
/** Where the global setup stores the admin's session (cookies) for `test.use({ storageState })`. */
export const ADMIN_STATE = join(import.meta.dirname, '.auth', 'admin.json');

/** A fresh plain (non-premium, non-admin) account per call, unique across runs. */
export function newAccount(name = 'Test Person') {
  return { name, email: `user-${randomUUID()}@e2e.test`, password: 'a-long-password' };
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
