import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { request } from '@playwright/test';
import { ADMIN, ADMIN_STATE } from './accounts';
import { recordPersonalData } from './personal-data';

/** Signs up the instance's first account (admin + premium) and stores its session for the tests. */
export default async function globalSetup(): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set (playwright.config.ts sets it).');
  recordPersonalData({ kind: 'name', value: ADMIN.name }, { kind: 'email', value: ADMIN.email });
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await api.post('/api/auth/sign-up/email', { data: ADMIN });
  if (!response.ok()) throw new Error(`Admin sign-up failed: ${response.status()} ${await response.text()}`);
  mkdirSync(dirname(ADMIN_STATE), { recursive: true });
  await api.storageState({ path: ADMIN_STATE });
  await api.dispose();
}
