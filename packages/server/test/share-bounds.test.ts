import { SHARE_BUSY } from '@cardology/contract/account-piles';
import { describe, expect, it } from 'vitest';
import { SHARE_RENDERS_WAITING_MAX } from '../src/services/share/bounded-renderer.js';
import type { ShareContent } from '../src/services/share/layout.js';
import { signUp } from './helpers/app.js';
import { setBirthdate } from './helpers/profile.js';
import { useTestApp } from './helpers/test-app.js';

// Share pictures cost a few hundred milliseconds of CPU each (docs/decisions/020-share-image.md): the same
// picture asked again is answered from memory, and no more than SHARE_RENDERS_WAITING_MAX wait for a thread
// (docs/decisions/031-account-piles.md).

const rendered: ShareContent[] = [];
/** While `held`, a render waits until the test opens its gate. */
const gates: Array<() => void> = [];
let held = false;
const openGates = () => {
  for (const open of gates.splice(0)) open();
};
const fakeRender = async (content: ShareContent) => {
  rendered.push(content);
  if (held) await new Promise<void>((resolve) => gates.push(resolve));
  return new Uint8Array([rendered.length]);
};

const NOW = new Date('2024-06-15T12:00:00Z');
const suite = useTestApp({ clock: () => NOW, shareRender: fakeRender });

describe('share pictures, bounded', () => {
  it('renders the same picture once and answers it again from memory', async () => {
    const reader = await signUp(suite.app);
    await setBirthdate(suite.app, reader, '1990-02-28');
    const ask = (url: string) => suite.app.inject({ method: 'GET', url, headers: { cookie: reader.cookie } });
    const before = rendered.length;
    const first = await ask('/api/share/todays-card.png?person=me&date=2024-06-15');
    const again = await ask('/api/share/todays-card.png?person=me&date=2024-06-15');
    expect(first.statusCode).toBe(200);
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(rendered.length).toBe(before + 1);
    await ask('/api/share/todays-card.png?person=me&date=2024-06-16');
    expect(rendered.length).toBe(before + 2);
  });

  it(`refuses a picture with 503 and a plain message while ${SHARE_RENDERS_WAITING_MAX} wait to be made`, async () => {
    const reader = await signUp(suite.app);
    await setBirthdate(suite.app, reader, '1990-02-28');
    held = true;
    try {
      const ask = (day: number) =>
        suite.app.inject({
          method: 'GET',
          url: `/api/share/todays-card.png?person=me&date=2023-01-${String(day).padStart(2, '0')}`,
          headers: { cookie: reader.cookie },
        });
      const waiting = Array.from({ length: SHARE_RENDERS_WAITING_MAX }, (_, i) => ask(i + 1));
      await expect.poll(() => gates.length, { timeout: 30_000 }).toBe(SHARE_RENDERS_WAITING_MAX);
      const refused = await ask(28);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: SHARE_BUSY });
      expect(refused.headers['retry-after']).toBeDefined();
      held = false;
      openGates();
      const answers = await Promise.all(waiting);
      expect(answers.map((answer) => answer.statusCode)).toEqual(waiting.map(() => 200));
      // A slot is free again.
      expect((await ask(28)).statusCode).toBe(200);
    } finally {
      held = false;
      openGates();
    }
  });
});
