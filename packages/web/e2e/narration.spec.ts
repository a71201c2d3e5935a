import { readFileSync, writeFileSync } from 'node:fs';
import type { Message } from '@cardology/contract/message';
import { textOf } from '@cardology/contract/messages/translate';
import { insufficientTtsCredits, TTS_COST, ttsCreditsUpdated } from '@cardology/contract/narration';
import { expect, type Page, test } from '@playwright/test';
import { signUpPremium } from './accounts';
import { blockingViolations } from './axe';
import { addPerson, choosePerson } from './people-helpers';
import { recordUrlSecrets } from './personal-data';

const english = (raised: Message) => textOf('en', raised);

// Each test signs up its own account (signed in on the test's page), which the admin makes premium (the
// AI reading needs it) with a given balance, so no other spec's account is charged or held up by audio.
// The server's offline voice (the default, no key) speaks; its captions are exact.
const premiumListener = (page: Page, baseURL: string | undefined, credits: number) =>
  signUpPremium(page, baseURL, 'Listener', credits);

/** A weekly reading for a new person, handed to the assistant. */
async function openInterpretation(page: Page, baseURL: string | undefined) {
  const name = await addPerson(page, baseURL, 'Listener', '1988-03-21');
  await page.goto('/weekly');
  await choosePerson(page, name);
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Get AI Interpretation' })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cardology Assistant' })).toBeVisible();
}

const interpretation = (page: Page) => page.getByRole('region', { name: "Assistant's Interpretation" });
const headerCredits = (page: Page) => page.getByRole('banner').getByText(/^\d+$/).first();

/** The <audio> being heard: its state as the browser reports it. */
const currentAudio = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-current="true"]');
    if (!audio) return null;
    const track = audio.textTracks[0];
    return {
      paused: audio.paused,
      time: audio.currentTime,
      cues: track?.cues?.length ?? 0,
      trackKind: track?.kind ?? null,
    };
  });

test('with 0 credits: the insufficient-credits toast, no audio, and the text anyway', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await premiumListener(page, baseURL, 0);
  await openInterpretation(page, baseURL);
  await expect(page.getByText(english(insufficientTtsCredits(0)))).toBeVisible({ timeout: 60_000 });
  await expect(interpretation(page)).toBeVisible();
  await expect(interpretation(page)).toContainText(/\w{3,}/);
  await expect(page.getByRole('group', { name: 'Audio reading' })).toHaveCount(0);
  await expect(headerCredits(page)).toHaveText('0');
});

test('with credits: prepares, plays with captions and the spoken sentence marked, downloads an MP3, charges 10', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const start = 30;
  // The seam between chunks, measured in the page: from one chunk's `ended` to the next one's `playing`.
  await page.addInitScript(() => {
    const seams: number[] = [];
    let endedAt = 0;
    // The states pass quickly with the offline voice: record what the page showed, to check afterwards.
    const seen = { preparing: false, loading: false, progressMax: '', textWhilePreparing: false };
    Object.assign(window, { narrationSeams: seams, narrationSeen: seen });
    new MutationObserver(() => {
      const text = document.body?.textContent ?? '';
      if (text.includes('Preparing audio reading...')) {
        seen.preparing = true;
        const bar = document.querySelector('[role="progressbar"]');
        seen.progressMax ||= bar?.getAttribute('aria-valuemax') ?? '';
        if (text.includes("Assistant's Interpretation")) seen.textWhilePreparing = true;
      }
      if (text.includes('Loading audio...')) seen.loading = true;
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    document.addEventListener('ended', () => (endedAt = performance.now()), true);
    document.addEventListener(
      'playing',
      () => {
        if (endedAt) seams.push(performance.now() - endedAt);
        endedAt = 0;
      },
      true,
    );
  });
  await premiumListener(page, baseURL, start);
  await page.goto('/');
  await expect(headerCredits(page)).toHaveText(String(start));
  await openInterpretation(page, baseURL);
  await expect(page.getByText(english(ttsCreditsUpdated(start - TTS_COST)))).toBeVisible({ timeout: 60_000 });
  await expect(headerCredits(page)).toHaveText(String(start - TTS_COST));

  const controls = page.getByRole('group', { name: 'Audio reading' });
  await expect(controls).toBeVisible({ timeout: 120_000 });
  await expect(interpretation(page)).toBeVisible();
  // With audio on (the default) the text waited for the audio: preparing with a bar of chunks, then loading.
  const seen = await page.evaluate(
    () => (window as unknown as { narrationSeen: Record<string, unknown> }).narrationSeen,
  );
  expect(seen).toMatchObject({ preparing: true, loading: true, textWhilePreparing: false });
  expect(Number(seen.progressMax)).toBeGreaterThan(0);
  // It plays by itself (the click that asked for the interpretation is the page's user activation).
  await expect
    .poll(async () => {
      const audio = await currentAudio(page);
      return audio !== null && !audio.paused && audio.time > 0.3;
    })
    .toBe(true);
  // Captions: a captions <track> with cues, the caption line, and the sentence marked in the text.
  await expect.poll(async () => (await currentAudio(page))?.cues ?? 0).toBeGreaterThan(0);
  expect((await currentAudio(page))?.trackKind).toBe('captions');
  await expect(page.getByTestId('narration-caption')).toContainText(/\w{3,}/);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const marked = CSS.highlights.get('narration-sentence');
        const range = marked ? [...marked][0] : undefined;
        return range instanceof Range ? range.toString().trim() : '';
      }),
    )
    .toMatch(/\w{3,}/);

  // The controls, by name; pause really pauses, play resumes.
  await controls.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await currentAudio(page))?.paused).toBe(true);
  await controls.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await currentAudio(page))?.paused).toBe(false);

  // Several chunks: jump near the first one's end and hear the next start by itself.
  const chunkCount = await page.locator('audio[src]').count();
  // Each chunk's link carries a signature, which the server log must not hold (global-teardown.ts).
  recordUrlSecrets(
    ...(await page.locator('audio[src]').evaluateAll((all) => all.map((el) => el.getAttribute('src')))),
  );
  testInfo.annotations.push({ type: 'audio elements with a chunk', description: String(chunkCount) });
  if (chunkCount > 1) {
    const firstSrc = await page.locator('audio[data-current="true"]').getAttribute('src');
    await page.evaluate(() => {
      const audio = document.querySelector<HTMLAudioElement>('audio[data-current="true"]');
      if (audio) audio.currentTime = Math.max(0, audio.duration - 0.5);
    });
    await expect(page.locator('audio[data-current="true"]')).not.toHaveAttribute('src', firstSrc ?? '', {
      timeout: 15_000,
    });
    await expect.poll(async () => (await currentAudio(page))?.paused).toBe(false);
    const seams = await page.evaluate(
      () => (window as unknown as { narrationSeams: number[] }).narrationSeams,
    );
    testInfo.annotations.push({
      type: 'chunk seam (ms)',
      description: seams.map((ms) => ms.toFixed(1)).join(', '),
    });
    // The hand-over happened by itself. How long the seam is depends on the machine's load, so it is
    // reported above, not asserted: a timed assertion failed a clean-clone run on a busy machine (228 ms).
    expect(seams.length).toBeGreaterThan(0);
  }

  // Keyboard: every control is reached with Tab and has a name.
  await controls.getByRole('button', { name: 'Pause' }).focus();
  for (const name of ['Replay from start', 'Stop', 'Download audio']) {
    await page.keyboard.press('Tab');
    await expect(controls.getByRole('button', { name })).toBeFocused();
  }
  expect(await blockingViolations(page, 'narration player', testInfo)).toEqual([]);

  const download = page.waitForEvent('download');
  await controls.getByRole('button', { name: 'Download audio' }).click();
  await expect(page.getByText('Combined audio ready! Starting download...')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^AI_Reading_\d+\.mp3$/);
  const bytes = readFileSync(await file.path());
  expect(bytes.length).toBeGreaterThan(1_000);
  // An ID3 tag, or an MPEG audio frame's sync word (11 set bits).
  const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
  const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
  expect(id3 || frameSync).toBe(true);

  writeFileSync(testInfo.outputPath('narration-measure.json'), JSON.stringify(testInfo.annotations));

  // Looked at in both themes and both widths.
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await controls.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`narration-${width}-${colorScheme}.png`) });
    }
  }

  await controls.getByRole('button', { name: 'Stop' }).click();
  await expect.poll(async () => (await currentAudio(page))?.paused).toBe(true);
  await expect(headerCredits(page)).toHaveText(String(start - TTS_COST));

  // A chat reply is narrated on its own when asked (its own 10 credits); one voice at a time.
  await controls.getByRole('button', { name: 'Play', exact: true }).click();
  const showAll = interpretation(page).getByRole('button', { name: 'Show all' });
  if (await showAll.isVisible()) await showAll.click();
  const chat = page.getByRole('region', { name: 'Chat with the Assistant' });
  const box = chat.getByPlaceholder('Ask a follow-up question...');
  await box.fill('What should I reflect on this week?');
  await box.press('Enter');
  const listen = chat.getByRole('button', { name: 'Listen to this reply' });
  await expect(listen).toBeVisible({ timeout: 60_000 });
  await listen.click();
  const replyControls = chat.getByRole('group', { name: 'Reply audio' });
  await expect(replyControls).toBeVisible({ timeout: 120_000 });
  await expect(replyControls.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(headerCredits(page)).toHaveText(String(start - 2 * TTS_COST));

  // Toggle off: every player goes, the text stays.
  await page.getByRole('switch', { name: 'Enable Audio Reading & Captions' }).click();
  await expect(controls).toHaveCount(0);
  await expect(replyControls).toHaveCount(0);
  await expect(page.locator('audio')).toHaveCount(0);
  await expect(interpretation(page)).toBeVisible();
});
