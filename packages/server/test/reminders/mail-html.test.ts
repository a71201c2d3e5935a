// Issue 34: the daily mail's HTML names its language and lays out at the phone's width (a viewport); without
// them a phone's mail app drew it at 980 px and shrank it to 40 %. Checked at 390 px in a real browser by
// packages/web/e2e/reminder-mail-phone.spec.ts.
import { LANGUAGES } from '@cardology/contract/languages';
import { describe, expect, it } from 'vitest';
import { reminderMail } from '../../src/services/reminders/reminder-mail.js';

const MESSAGE = {
  title: 'Seven of Hearts',
  body: 'Day 12 of your Venus period.',
  card: { symbol: '7♥', name: 'Seven of Hearts', title: 'The Card of Forgiveness' },
  context: 'Venus',
  path: '/',
};
const LINKS = { home: 'https://cardology.example/', unsubscribe: 'https://cardology.example/u/abc' };

describe('the daily mail’s HTML', () => {
  for (const language of LANGUAGES) {
    it(`is in ${language} and fits a phone`, () => {
      const { html } = reminderMail('a@example.com', MESSAGE, LINKS, language);
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${language}">`));
      expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
      expect(html).toContain('<meta charset="utf-8">');
    });
  }
});
