import type { Readable } from 'node:stream';
import { httpError } from './errors.js';

/**
 * One download of one's data at a time per account and process (issue 22: four exports at once of a full
 * account held every other reader's requests). The slot is taken before any read and given back when the
 * stream ends, fails or is dropped by the client, so it can never keep its owner out.
 */
export function createDownloadSlots() {
  // Who holds each account's slot: a download's late 'close' (after its 'end' let the next one in) must not free
  // the slot of the download that followed it.
  const holders = new Map<string, symbol>();
  return {
    /** Sends `open()`'s stream as the caller's one download, or refuses with 409 while another runs. */
    async hold(userId: string, open: () => Promise<Readable>): Promise<Readable> {
      if (holders.has(userId)) throw httpError(409, 'EXPORT_IN_PROGRESS');
      const holder = Symbol(userId);
      holders.set(userId, holder);
      const release = () => {
        if (holders.get(userId) === holder) holders.delete(userId);
      };
      try {
        const stream = await open();
        // 'end' when its last byte is read (so a reader who downloads again at once finds the slot free),
        // 'close' when it fails or the client goes away.
        stream.once('end', release).once('close', release);
        return stream;
      } catch (error) {
        release();
        throw error;
      }
    },
  };
}

export type DownloadSlots = ReturnType<typeof createDownloadSlots>;
