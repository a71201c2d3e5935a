import { expect, type Page, test } from '@playwright/test';
import { newAccount } from './accounts';

/** Signs a fresh plain user up through the API (the page's cookies) and opens the app. */
async function signUp(page: Page, baseURL: string | undefined, path = '/') {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: newAccount('Glossary Reader'),
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok()).toBe(true);
  await page.goto(path);
}

test('the glossary drawer leads to a card, a related card, and Back returns', async ({ page, baseURL }) => {
  await signUp(page, baseURL);
  await page.getByRole('banner').getByRole('button', { name: 'Card Glossary' }).click();
  const drawer = page.getByRole('dialog', { name: 'Card Glossary' });
  await expect(drawer.getByRole('link')).toHaveCount(52);
  await expect(drawer.getByRole('link').first()).toHaveAccessibleName('Ace of Hearts');
  await expect(drawer.getByRole('link').last()).toHaveAccessibleName('King of Spades');

  await drawer.getByRole('link', { name: 'Queen of Hearts' }).click();
  await expect(page).toHaveURL('/glossary/Q%E2%99%A5');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Queen of Hearts' })).toBeVisible();
  await expect(page.getByText('The Queen Who Nurtures')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Life spread of the Queen of Hearts' }).getByRole('link'),
  ).toHaveCount(13);

  const related = page.getByRole('region', { name: 'Related Cards' });
  await expect(related.getByText('Supportive Karma')).toBeVisible();
  await related.getByRole('link', { name: 'Four of Clubs' }).click();
  await expect(page).toHaveURL('/glossary/4%E2%99%A3');
  await expect(page.getByRole('heading', { level: 1, name: 'Four of Clubs' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/glossary/Q%E2%99%A5');
  await expect(page.getByRole('heading', { level: 1, name: 'Queen of Hearts' })).toBeVisible();
});

test('a fixed card, a spelled-out card and an unknown symbol', async ({ page, baseURL }) => {
  await signUp(page, baseURL, '/glossary/K%E2%99%A0');
  await expect(page.getByRole('heading', { level: 1, name: 'King of Spades' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mystical Family' })).toBeVisible();
  await expect(page.getByText('None — a fixed card has no karma cards.')).toBeVisible();

  await page.goto('/glossary/10%20of%20diamonds');
  await expect(page.getByRole('heading', { level: 1, name: 'Ten of Diamonds' })).toBeVisible();

  await page.goto('/glossary/XYZ');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Not Found' })).toBeVisible();

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('a broken percent-encoding in the address is Card Not Found, not a crash', async ({ page, baseURL }) => {
  // A full page load: the server cannot decode the address, still serves the app, and the app says so.
  await signUp(page, baseURL, '/glossary/%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the combination of two cards, and each validation state', async ({ page, baseURL }) => {
  await signUp(page, baseURL, '/combination');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Combination' })).toBeVisible();
  const card1 = page.getByLabel('Card 1', { exact: true });
  const card2 = page.getByLabel('Card 2', { exact: true });
  const find = page.getByRole('button', { name: 'Find Combination' });
  await expect(card1).toBeEnabled();
  await expect(card1).toHaveValue('');
  await expect(card1.locator('option:checked')).toHaveText('Select Card 1');
  await expect(card2.locator('option:checked')).toHaveText('Select Card 2');
  await expect(find).toBeDisabled();

  await card1.selectOption({ label: 'A♥ - Ace of Hearts' });
  await expect(find).toBeDisabled();

  // A form sent without both cards (a script can) is refused in the product's words, and nothing is sent.
  await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page.getByRole('alert')).toHaveText('Please select both cards.');

  // A tampered option that no longer holds an integer.
  await card2.locator('option[value="5"]').evaluate((option: HTMLOptionElement) => {
    option.value = 'five';
  });
  await card2.selectOption({ label: '5♥ - Five of Hearts' });
  await find.click();
  await expect(page.getByRole('alert')).toHaveText('Invalid card selection.');

  await page.reload();
  await card1.selectOption({ label: 'A♥ - Ace of Hearts' });
  await card2.selectOption({ label: 'A♥ - Ace of Hearts' });
  await find.click();
  const result = page.getByRole('region', { name: 'Combination Result' });
  await expect(result).toBeVisible();
  await expect(result.getByRole('link')).toHaveCount(3);
  await expect(result.getByRole('link').nth(2)).toHaveAccessibleName('Two of Hearts');
  await expect(result.getByText('2♥', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // K♠ + K♠: 104 counts round the deck once, to K♠ again.
  await card1.selectOption({ label: 'K♠ - King of Spades' });
  await card2.selectOption({ label: 'K♠ - King of Spades' });
  await find.click();
  await expect(result.getByRole('link').nth(2)).toHaveAccessibleName('King of Spades');
});

test('the card of a name', async ({ page, baseURL }) => {
  await signUp(page, baseURL, '/name-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Card of the Name' })).toBeVisible();
  await expect(page.getByText('Calculate the card associated with a name.')).toBeVisible();
  const name = page.getByPlaceholder('Enter full name');
  const calculate = page.getByRole('button', { name: 'Calculate Name Card' });
  await expect(calculate).toBeDisabled();
  await name.fill('   ');
  await expect(calculate).toBeDisabled();

  await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page.getByRole('alert')).toHaveText('Please enter a name.');

  await name.fill('John Smith');
  await calculate.click();
  const result = page.getByRole('region', { name: 'Name Card Result' });
  await expect(result.getByText('John Smith')).toBeVisible();
  await expect(result.getByText('116')).toBeVisible();
  await expect(result.getByText('Queen of Hearts', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A name with no letters: the server's reason, in the error line; the old result is gone.
  await name.fill('1234');
  await calculate.click();
  await expect(page.getByRole('alert')).toHaveText('Error: Name must contain at least one letter');
  await expect(result).toHaveCount(0);

  await name.fill('John Smith');
  await calculate.click();
  await result.getByRole('link', { name: 'Queen of Hearts', exact: true }).click();
  await expect(page).toHaveURL('/glossary/Q%E2%99%A5');
  await expect(page.getByRole('heading', { level: 1, name: 'Queen of Hearts' })).toBeVisible();
});
