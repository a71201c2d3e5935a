import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE } from './accounts';
import { ageOf } from './age-of';
import { addPerson, choosePerson } from './people-helpers';

// The admin is the one premium account. Each test adds its own person through the admin's connections
// (unique names, so the two parallel workers never share a person) and chooses them on the page.
test.use({ storageState: ADMIN_STATE });

const topRow = (page: Page) => page.getByRole('region', { name: 'Sun, Displacing & Environment' });
const stepper = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test("home shows today's card and its spread as 7 + 6", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  const today = page.getByRole('region', { name: "Today's Cosmic Influence" });
  await expect(today.locator('time')).toHaveText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  const spread = today.getByRole('list', { name: /^Life spread of the / });
  if ((await today.getByRole('img', { name: 'Joker' }).count()) > 0) {
    // December 31: the Joker has no spread.
    await expect(today.getByText("Today's Spread information is currently unavailable.")).toBeVisible();
    return;
  }
  await expect(spread.getByRole('listitem')).toHaveCount(13);
  await expect(spread.locator('li[data-row="1"]')).toHaveCount(7);
  await expect(spread.locator('li[data-row="2"]')).toHaveCount(6);
  await expect(spread.getByRole('listitem').first()).toContainText('Sun');
  await expect(spread.getByRole('listitem').last()).toContainText('Earth/X');
  await expect(page.getByRole('region', { name: 'Your Readings' }).getByRole('link')).toHaveCount(4);
});

test('a yearly reading steps through the ages and stops at age 0', async ({ page, baseURL }) => {
  const birthdate = '2024-01-15';
  const name = await addPerson(page, baseURL, 'Little One', birthdate);
  const age = ageOf(birthdate);
  await page.goto('/yearly');
  await choosePerson(page, name);
  await expect(page.getByRole('heading', { level: 1, name: `Yearly Reading for ${name}` })).toBeVisible();
  const ages = stepper(page, 'Age');
  await expect(ages).toContainText(`Age ${age}`);
  await expect(topRow(page).locator('[data-slot="card-label"]')).toHaveText(['Sun', 'Disp', 'Env']);
  await expect(
    page
      .getByRole('region', { name: 'Direct Cards: Mercury to Neptune' })
      .locator('[data-slot="card-label"]'),
  ).toHaveCount(7);
  await expect(page.getByRole('region', { name: 'Planetary Periods' }).getByRole('listitem')).toHaveCount(7);

  const previous = page.getByRole('button', { name: 'Previous age' });
  for (let next = age - 1; next >= 0; next -= 1) {
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/card-reading'));
    await previous.click();
    expect((await sent).postDataJSON()).toEqual({ birthdate: '01/15/2024', age: next });
    await expect(ages).toContainText(`Age ${next}`);
    await expect(topRow(page)).toBeVisible();
  }
  await expect(previous).toBeDisabled();
  await page.getByRole('button', { name: 'Next age' }).click();
  await expect(ages).toContainText('Age 1');
  await expect(previous).toBeEnabled();
});

test('weekly and 7-week readings move one period at a time and come back', async ({ page, baseURL }) => {
  const name = await addPerson(page, baseURL, 'Weekly Reader', '1990-05-17');
  await page.goto('/weekly');
  await choosePerson(page, name);
  await expect(page.getByRole('heading', { level: 1, name: `Weekly Reading for ${name}` })).toBeVisible();
  const week = stepper(page, 'Week');
  const dates = week.getByTestId('period-dates');
  await expect(week).toContainText('This week');
  await expect(dates).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  const thisWeek = await dates.textContent();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(week).toContainText('Next week');
  await expect(dates).not.toHaveText(thisWeek ?? '');
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(week).toContainText('This week');
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(week).toContainText('Last week');
  await expect(topRow(page)).toBeVisible();
  await page.getByRole('button', { name: 'Try Current Week' }).click();
  await expect(week).toContainText('This week');
  await expect(dates).toHaveText(thisWeek ?? '');
  await expect(page.getByRole('button', { name: 'Try Current Week' })).toHaveCount(0);

  await page.goto('/seven-week');
  await expect(page.getByRole('heading', { level: 1, name: `7-Week Reading for ${name}` })).toBeVisible();
  const period = stepper(page, 'Period');
  const periodDates = period.getByTestId('period-dates');
  await expect(period).toContainText('This period');
  await expect(periodDates).toHaveText(/ – /);
  const thisPeriod = await periodDates.textContent();
  await page.getByRole('button', { name: 'Next period' }).click();
  await expect(period).toContainText('Next period');
  await expect(periodDates).not.toHaveText(thisPeriod ?? '');
  await page.getByRole('button', { name: 'Try Current Period' }).click();
  await expect(period).toContainText('This period');
  await page.getByRole('button', { name: 'Previous period' }).click();
  await expect(period).toContainText('Previous period');
  await expect(topRow(page)).toBeVisible();
});

test('a 7-year reading moves seven years per click', async ({ page, baseURL }) => {
  const birthdate = '1990-05-17';
  const name = await addPerson(page, baseURL, 'Long Cycle', birthdate);
  const age = ageOf(birthdate);
  await page.goto('/seven-year');
  await choosePerson(page, name);
  const cycle = stepper(page, '7 years');
  await expect(cycle).toContainText('This cycle');
  await expect(cycle).toContainText(`Age ${age}`);
  await expect(cycle).toContainText('Cycle ruler');

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/seven-year-spread'));
  await page.getByRole('button', { name: 'Next 7 years' }).click();
  expect((await sent).postDataJSON()).toEqual({ birthdate: '05/17/1990', age, date_offset: 7 });
  await expect(cycle).toContainText('7 years ahead');
  await expect(cycle).toContainText(`Age ${age + 7}`);
  await page.getByRole('button', { name: 'Try Current Period' }).click();
  await expect(cycle).toContainText('This cycle');
  await page.getByRole('button', { name: 'Previous 7 years' }).click();
  await expect(cycle).toContainText('7 years back');
  await expect(cycle).toContainText(`Age ${age - 7}`);
  await expect(topRow(page)).toBeVisible();
});

test('a person without a birthdate is asked for one, and nothing is read', async ({ page }) => {
  // The admin's own profile, with its birthdate taken out of the real answer: the instance is shared, and
  // this keeps the test true whatever another spec may have saved there.
  await page.route('**/api/me', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), birthdate: null, age: null } });
  });
  const readings: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(card-reading|[a-z-]+-spread)$/.test(request.url())) readings.push(request.url());
  });
  await page.goto('/weekly');
  await expect(page.getByText('Please select a person with complete birthdate information.')).toBeVisible();
  await page.goto('/yearly');
  await expect(page.getByText(/is missing age information\. Cannot load reading\./)).toBeVisible();
  await expect(page.getByText('Age is missing for the selected profile.')).toBeVisible();
  await expect(page.getByText('Missing birthdate or age information')).toBeVisible();
  expect(readings).toEqual([]);
});

test('a person born on December 31 gets the Joker explained', async ({ page, baseURL }) => {
  const name = await addPerson(page, baseURL, 'Joker Born', '1991-12-31');
  await page.goto('/seven-year');
  await choosePerson(page, name);
  await expect(page.getByRole('heading', { name: 'The Joker plays by its own rules' })).toBeVisible();
  await expect(page.getByText(`${name} was born on December 31`, { exact: false })).toBeVisible();
});
