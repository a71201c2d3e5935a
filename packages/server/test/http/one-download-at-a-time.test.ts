import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createDownloadSlots } from '../../src/http/one-download-at-a-time.js';

const endless = () => new Readable({ read() {} });

describe('one download at a time (issue 22)', () => {
  it('frees the slot when the client drops the download, so its owner is never kept out', async () => {
    const slots = createDownloadSlots();
    const first = await slots.hold('ada', async () => endless());
    await expect(slots.hold('ada', async () => endless())).rejects.toMatchObject({
      statusCode: 409,
      raised: { key: 'EXPORT_IN_PROGRESS' },
    });
    first.destroy();
    await new Promise((resolve) => first.once('close', resolve));
    await expect(slots.hold('ada', async () => endless())).resolves.toBeInstanceOf(Readable);
  });

  it('frees the slot when opening the download fails', async () => {
    const slots = createDownloadSlots();
    await expect(slots.hold('ada', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    await expect(slots.hold('ada', async () => endless())).resolves.toBeInstanceOf(Readable);
  });
});

describe('one download at a time: a finished download’s late events', () => {
  it('never give back the slot of the download that followed it', async () => {
    const slots = createDownloadSlots();
    const first = await slots.hold('ada', async () => Readable.from(['done']));
    // Read to its last byte: 'end' frees the slot at once, and the reader downloads again before the first
    // stream's 'close', which comes a moment later.
    const second = await new Promise<Readable>((resolve) => {
      first.once('end', () => resolve(slots.hold('ada', async () => endless())));
      first.resume();
    });
    expect(first.closed).toBe(false);
    await new Promise((resolve) => first.once('close', resolve));
    await expect(slots.hold('ada', async () => endless())).rejects.toMatchObject({ statusCode: 409 });
    second.destroy();
  });
});
