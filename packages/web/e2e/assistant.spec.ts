import { expect, test } from '@playwright/test';
import { ADMIN_STATE } from './accounts';
import { addPerson, choosePerson } from './people-helpers';

// The admin is the premium account; the server's offline assistant writes the interpretations.
test.use({ storageState: ADMIN_STATE });

const READINGS = [
  { path: '/yearly', spreadType: 'yearly' },
  { path: '/weekly', spreadType: 'weekly' },
  { path: '/seven-week', spreadType: 'seven-weekly' },
  { path: '/seven-year', spreadType: 'seven-yearly' },
] as const;

for (const { path, spreadType } of READINGS) {
  test(`${spreadType}: interpretation streams, is saved, answers a follow-up, and is deleted`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // One reading is watched as a typewriter and skipped; the others arrive at once (reduced motion).
    const watchTypewriter = spreadType === 'yearly';
    if (!watchTypewriter) await page.emulateMedia({ reducedMotion: 'reduce' });
    const name = await addPerson(page, baseURL, 'Seeker', '1990-05-17');
    await page.goto(path);
    await choosePerson(page, name);
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Get AI Interpretation' })
      .filter({ visible: true })
      .first()
      .click();

    await expect(page.getByRole('heading', { level: 1, name: 'Cardology Assistant' })).toBeVisible();
    await expect(page).toHaveURL(/\/ai-reading\?session=[0-9a-f-]{36}$/);
    const sessionId = new URL(page.url()).searchParams.get('session') ?? '';
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText(spreadType, { exact: true })).toBeVisible();
    const panel = page.getByRole('region', { name: "Assistant's Interpretation" });
    await expect(panel).toContainText(/\w{3,}/);
    if (watchTypewriter) await panel.getByRole('button', { name: 'Show all' }).click();
    await expect(panel).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expect(panel).toContainText('This is a reflective reading drawn from the cards, not advice');

    await panel.getByRole('button', { name: 'Save Interpretation' }).click();
    await expect(page.getByText('Interpretation saved successfully!')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Saved' })).toBeDisabled();

    const chat = page.getByRole('region', { name: 'Chat with the Assistant' });
    const box = chat.getByPlaceholder('Ask a follow-up question...');
    await box.fill('What should I reflect on this week?');
    await box.press('Enter');
    await expect(chat.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
    await expect(chat.getByRole('listitem').first()).toContainText('What should I reflect on this week?');
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled({ timeout: 30_000 });
    await expect(chat.getByRole('listitem').last()).toContainText(/\w{3,}/);

    // A reload restores the session from the URL: the text, the chat and the saved state.
    await page.reload();
    await expect(
      page.getByRole('region', { name: "Assistant's Interpretation" }).getByRole('button', { name: 'Saved' }),
    ).toBeDisabled();
    await expect(
      page.getByRole('region', { name: 'Chat with the Assistant' }).getByRole('listitem'),
    ).toHaveCount(2);

    await page.goto('/saved-readings');
    await expect(page.getByRole('heading', { level: 1, name: 'My Saved Interpretations' })).toBeVisible();
    const link = page.locator(`a[href="/ai-reading?session=${sessionId}"]`);
    const item = page
      .getByRole('heading', { level: 2 })
      .filter({ has: page.getByRole('button', { name: new RegExp(`^${spreadType} Interpretation`, 'i') }) });
    const trigger = page.getByRole('button', { name: new RegExp(`^${spreadType} Interpretation`, 'i') });
    await expect(trigger).toHaveCount(1);
    await trigger.click();
    await expect(link).toBeVisible();
    await expect(item).toHaveCount(1);
    await page.getByRole('button', { name: new RegExp(`^Delete ${spreadType} Interpretation`, 'i') }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Interpretation deleted successfully.')).toBeVisible();
    await expect(trigger).toHaveCount(0);
  });
}
