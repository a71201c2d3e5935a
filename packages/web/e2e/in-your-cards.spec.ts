import { expect, type Page, test } from '@playwright/test';
import { newAccount } from './accounts';
import { blockingViolations } from './axe';
import { addPerson, setOwnBirthdate } from './people-helpers';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1280] as const;

/** A fresh account whose profile holds a birthdate (10/24/1988, the J♥), signed in in this page. */
async function signUpWithBirthdate(page: Page, baseURL: string | undefined, name: string) {
  const account = newAccount(name);
  const headers = { origin: baseURL ?? '' };
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: account, headers });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await setOwnBirthdate(page, baseURL, name, '10/24/1988');
}

test("a saved person appears in the user's cards on home, and side by side on the pair page", async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  await signUpWithBirthdate(page, baseURL, 'Ana Cards');
  // Born 1992-03-28: the 8♣, a fixed card that is the J♥'s Peak card in every spread.
  const bo = await addPerson(page, baseURL, 'Bo', '1992-03-28');

  await page.goto('/');
  const section = page.getByRole('region', { name: "Who's in your cards today" });
  const person = section.getByRole('article', { name: bo });
  await expect(person.getByRole('list', { name: 'In your cards' })).toContainText(
    `${bo}’s card, the 8♣, is your Peak card for life.`,
  );
  await expect(person.getByRole('link', { name: 'Eight of Clubs' })).toHaveAttribute(
    'href',
    `/glossary/${encodeURIComponent('8♣')}`,
  );

  await person.getByRole('link', { name: bo }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Side by side' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Both birth cards' });
  await expect(cards.getByRole('link', { name: 'Jack of Hearts' })).toBeVisible();
  await expect(cards.getByRole('link', { name: 'Eight of Clubs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where your cards meet' })).toContainText(
    `${bo}’s card, the 8♣, is your Peak card this year.`,
  );

  // Both screens at a phone and a desktop width, in both themes: axe on each loaded screen (the
  // accessibility walk sees them only for an account whose birthdate may be missing), and a look by eye.
  const problems: string[] = [];
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto(page.url());
      await expect(cards.getByRole('link', { name: 'Eight of Clubs' })).toBeVisible();
      problems.push(...(await blockingViolations(page, `/pairs, ${theme}, ${width} px`, testInfo)));
      await page.screenshot({ path: testInfo.outputPath(`pair-${theme}-${width}.png`), fullPage: true });
      await page.goto('/');
      await expect(person.getByRole('list', { name: 'In your cards' })).toBeVisible();
      problems.push(...(await blockingViolations(page, `/, ${theme}, ${width} px`, testInfo)));
      await section.screenshot({ path: testInfo.outputPath(`home-${theme}-${width}.png`) });
      await page.goBack();
    }
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
});

test('a removed person: the pair page gives the server’s words and a way back', async ({ page, baseURL }) => {
  await signUpWithBirthdate(page, baseURL, 'Ana Gone');
  await page.goto('/pairs?a=me&b=no-such-person');
  await expect(page.getByRole('alert')).toContainText('Connection not found.');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ana Gone' })).toBeVisible();
});
