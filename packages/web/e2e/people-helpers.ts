import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/**
 * Adds a person to the signed-in account's connections with the page's own session; returns the name,
 * made unique so parallel workers never share a person.
 */
export async function addPerson(page: Page, baseURL: string | undefined, label: string, birthdate: string) {
  const name = `${label} ${randomUUID().slice(0, 8)}`;
  const response = await page.request.post('/api/connections', {
    data: { name, birthdate },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return name;
}

/** 'Change person' → the people drawer → that person; the drawer closes on the choice. */
export async function choosePerson(page: Page, name: string) {
  await page.getByRole('main').getByRole('button', { name: 'Change person' }).click();
  const drawer = page.getByRole('dialog', { name: 'Select a Person' });
  await drawer.locator('button[aria-pressed]', { hasText: name }).click();
  await expect(drawer).toBeHidden();
}

/** Sets the signed-in account's own name and birthdate (MM/DD/YYYY) with the page's session. */
export async function setOwnBirthdate(
  page: Page,
  baseURL: string | undefined,
  name: string,
  birthdate: string,
) {
  const response = await page.request.patch('/api/me', {
    data: { name, birthdate },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
