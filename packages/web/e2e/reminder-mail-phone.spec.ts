// Issue 34 item 3: the daily card mail at a phone's width in a real browser. Without a viewport a phone's mail
// app lays the mail out at 980 px and shrinks it to 40 %; with one it is 390 px wide and nothing runs off.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '@cardology/contract/languages';
import { expect, test } from '@playwright/test';

/** The server's own template (services/reminders/reminder-mail.ts), loaded at run time: web's types stop at web. */
type ReminderMail = (
  to: string,
  message: typeof MESSAGE,
  links: typeof LINKS,
  language: Language,
) => { html?: string | undefined };
const TEMPLATE = join(process.cwd(), 'packages/server/src/services/reminders/reminder-mail.ts');
const loadTemplate = async (): Promise<ReminderMail> =>
  (await import(pathToFileURL(TEMPLATE).href)).reminderMail;

// A phone: Chromium honours (or, without one, falls back from) a page's viewport only when it emulates one.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

// Long words for the narrowest line: a Russian card name and a period line, as the mail carries them.
const MESSAGE = {
  title: 'Семёрка Червей',
  body: 'Двенадцатый день вашего периода Венеры. Сегодня карта прощения и безусловной любви.',
  card: { symbol: '7♥', name: 'Семёрка Червей', title: 'Карта прощения' },
  context: 'Венера',
  path: '/',
};
const LINKS = {
  home: 'https://cardology.example/',
  unsubscribe: `https://cardology.example/api/reminders/unsubscribe/${'t'.repeat(64)}`,
};

for (const language of LANGUAGES) {
  test(`the daily mail fits 390 px in ${language}`, async ({ page }) => {
    const reminderMail = await loadTemplate();
    await page.setContent(reminderMail('reader@example.com', MESSAGE, LINKS, language).html ?? '');
    const layout = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      width: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
    }));
    expect(layout.lang).toBe(language);
    expect(layout.width).toBe(390);
    expect(layout.scrollWidth).toBeLessThanOrEqual(390);
  });
}
