import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, newAccount } from './accounts';
import { ageOf } from './age-of';
import { addPerson as addPersonThroughApi, choosePerson } from './people-helpers';
import { recordPersonalData } from './personal-data';

/** Signs a fresh plain account up through the API (the browser context keeps its session cookie). */
async function signUpAndOpen(page: Page, baseURL: string | undefined, name: string) {
  const account = newAccount(name);
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  return account;
}

async function openPeople(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Select Person' }).click();
  const drawer = page.getByRole('dialog', { name: 'Select a Person' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** An ISO date as an English reader types it in the birthdate field: MM/DD/YYYY. */
function typedInEnglish(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

async function addPerson(page: Page, name: string, birthdate: string) {
  const drawer = page.getByRole('dialog', { name: 'Select a Person' });
  const toggle = drawer.getByRole('button', { name: 'Add a person' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Birthdate').fill(typedInEnglish(birthdate));
  await drawer.getByRole('button', { name: 'Save' }).click();
}

/** The choose buttons of the people list, top to bottom (the remove buttons have no aria-pressed). */
const personButtons = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Select a Person' })
    .getByRole('list', { name: 'Your people' })
    .locator('button[aria-pressed]');

/** 'YYYY-MM-DD' a year from now, in the browser's zone. */
function nextYear(): string {
  const date = new Date();
  return `${date.getFullYear() + 1}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('a user adds people, sees them by name, chooses one, keeps the choice after a reload, removes them', async ({
  page,
  baseURL,
}) => {
  await signUpAndOpen(page, baseURL, 'Nora People');
  const drawer = await openPeople(page);
  await expect(drawer.getByText('No one added yet — add the people you care about.')).toBeVisible();
  // The user comes first, marked as the current person, with a way to add a birthdate.
  const you = drawer.getByRole('region', { name: 'You' });
  await expect(you.getByRole('button', { name: /Nora People/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(you.getByRole('link', { name: 'Add it in your profile' })).toHaveAttribute('href', '/profile');

  await addPerson(page, 'Zora Hurston', '1891-01-07');
  await expect(page.getByText('Added Zora Hurston successfully')).toBeVisible();
  await addPerson(page, '  ada Byron ', '1815-12-10');
  await expect(page.getByText('Added ada Byron successfully')).toBeVisible();
  await addPerson(page, 'Joker Jones', '1990-12-31');
  await expect(page.getByText('Added Joker Jones successfully')).toBeVisible();

  await expect(personButtons(page)).toHaveCount(3);
  await expect(personButtons(page).nth(0)).toContainText('ada Byron');
  await expect(personButtons(page).nth(0)).toContainText('Dec 10, 1815');
  await expect(personButtons(page).nth(1)).toContainText('Joker Jones');
  await expect(personButtons(page).nth(2)).toContainText('Zora Hurston');
  await expect(personButtons(page).nth(2)).toContainText('Jan 7, 1891');

  // Choosing closes the drawer.
  await personButtons(page).filter({ hasText: 'Zora Hurston' }).click();
  await expect(drawer).toBeHidden();

  await page.reload();
  await openPeople(page);
  await expect(personButtons(page).filter({ hasText: 'Zora Hurston' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(you.getByRole('button', { name: /Nora People/ })).toHaveAttribute('aria-pressed', 'false');

  // Removing asks first; Cancel keeps the person.
  await drawer.getByRole('button', { name: 'Remove Zora Hurston' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Zora Hurston?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(personButtons(page)).toHaveCount(3);

  await drawer.getByRole('button', { name: 'Remove Zora Hurston' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed Zora Hurston')).toBeVisible();
  await expect(personButtons(page)).toHaveCount(2);
  // The removed person was the chosen one: the user is chosen again.
  await expect(you.getByRole('button', { name: /Nora People/ })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await openPeople(page);
  await expect(personButtons(page)).toHaveCount(2);
  await expect(personButtons(page).filter({ hasText: 'Zora Hurston' })).toHaveCount(0);
});

test('a birthdate in the future or a missing field is refused with its message', async ({
  page,
  baseURL,
}) => {
  await signUpAndOpen(page, baseURL, 'Fay Future');
  const drawer = await openPeople(page);

  await drawer.getByRole('button', { name: 'Add a person' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Please provide both name and birthdate');

  await addPerson(page, 'Not Born Yet', nextYear());
  await expect(drawer.getByRole('alert')).toHaveText('Birthdate cannot be in the future.');

  // The server refuses it too, whatever the page does.
  const response = await page.request.post('/api/connections', {
    data: { name: 'Not Born Yet', birthdate: nextYear() },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: 'Birthdate cannot be in the future.' });
  await expect(personButtons(page)).toHaveCount(0);
});

test('the same person added twice quickly gives one row', async ({ page, baseURL }) => {
  await signUpAndOpen(page, baseURL, 'Dot Double');
  const drawer = await openPeople(page);

  await drawer.getByRole('button', { name: 'Add a person' }).click();
  await drawer.getByLabel('Name').fill('Twin Peak');
  await drawer.getByLabel('Birthdate').fill('04/08/1989');
  await drawer.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText('Added Twin Peak successfully')).toBeVisible();
  await expect(personButtons(page)).toHaveCount(1);

  // Two requests for a new person in flight at once (two tabs): the server keeps one row.
  const send = () =>
    page.request.post('/api/connections', {
      data: { name: 'Race Car', birthdate: '1970-07-07' },
      headers: { origin: baseURL ?? '' },
    });
  const [first, second] = await Promise.all([send(), send()]);
  expect([first.status(), second.status()].sort()).toEqual([201, 409]);

  // And through the form, the server's reason is shown.
  await addPerson(page, 'TWIN PEAK', '1989-04-08');
  await expect(drawer.getByRole('alert')).toHaveText('This person is already in your list.');

  const listed = await page.request.get('/api/connections');
  expect((await listed.json()).map((c: { name: string }) => c.name)).toEqual(['Race Car', 'Twin Peak']);
});

test.describe('editing a person', () => {
  // The yearly reading is premium: the admin is the one premium account (unique names keep workers apart).
  test.use({ storageState: ADMIN_STATE });

  test('a user corrects the chosen person by keyboard and the reading follows', async ({ page, baseURL }) => {
    const name = await addPersonThroughApi(page, baseURL, 'Typo Nmae', '1990-05-17');
    const fixed = name.replace('Nmae', 'Name');
    recordPersonalData({ kind: 'name', value: fixed }, { kind: 'birthdate', value: '1991-06-18' });
    await page.goto('/yearly');
    await choosePerson(page, name);
    const heading = (who: string) =>
      page.getByRole('heading', { level: 1, name: `Yearly Reading for ${who}` });
    const ages = page.getByRole('region', { name: 'Age', exact: true });
    await expect(heading(name)).toBeVisible();
    await expect(ages).toContainText(`Age ${ageOf('1990-05-17')}`);

    const change = page.getByRole('main').getByRole('button', { name: 'Change person' });
    await change.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Select a Person' });
    const edit = drawer.getByRole('button', { name: `Edit ${name}` });
    await edit.focus();
    await page.keyboard.press('Enter');
    const form = drawer.getByRole('form', { name: `Edit ${name}` });
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByLabel('Birthdate')).toHaveValue('05/17/1990');

    // Escape leaves the form, not the drawer, and gives focus back to Edit.
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(edit).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(fixed);
    await page.keyboard.press('Tab');
    // The birthdate field in the English order: month, day, year, read back before saving.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('06/18/1991');
    await expect(form.getByText('We read this as June 18, 1991.')).toBeVisible();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/card-reading'));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Updated ${fixed} successfully`)).toBeVisible();
    await expect(drawer.getByRole('button', { name: `Edit ${fixed}` })).toBeFocused();
    await expect(drawer.locator('button[aria-pressed="true"]', { hasText: fixed })).toContainText(
      'Jun 18, 1991',
    );

    // The page behind reads the corrected person at once.
    expect((await sent).postDataJSON()).toMatchObject({ birthdate: '06/18/1991' });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(heading(fixed)).toBeVisible();
    await expect(ages).toContainText(`Age ${ageOf('1991-06-18')}`);
  });
});
