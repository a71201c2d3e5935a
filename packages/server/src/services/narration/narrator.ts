import { AUDIO_STORAGE_UNAVAILABLE } from '@cardology/contract/audio-storage';
import type { Language } from '@cardology/contract/languages';
import { TTS_COST } from '@cardology/contract/limits';
import {
  AUDIO_LOAD_FAILED,
  NARRATION_ALREADY_RUNNING,
  NARRATION_STORAGE_FULL,
  type NarrationEvent,
  type NarrationRequest,
  ttsCreditUpdateFailed,
} from '@cardology/contract/narration';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { Db } from '../../db/client.js';
import { profiles, type StoredChunk } from '../../db/schema.js';
import { httpError } from '../../http/errors.js';
import { type AudioStorage, isStorageFull, newAudioName } from '../../providers/storage/audio-storage.js';
import { isStorageUnavailable } from '../../providers/storage/audio-storage-errors.js';
import { webVtt } from '../../providers/tts/captions.js';
import type { Voice } from '../../providers/tts/voice.js';
import { refundReservation, reserveCredits } from '../credit-ledger.js';
import type { AudioLinks } from './audio-links.js';
import { type AudioQuota, AudioQuotaError, assertAudioRoom, checkAudioQuota } from './audio-quota.js';
import type { TextChunk } from './chunk-text.js';
import { claimNarration, finishNarration, type NarrationRow, reservationKeyOf } from './narration-claim.js';
import { narrationSource } from './narration-source.js';

export type NarratorDeps = {
  db: Db;
  voice: Voice;
  storage: AudioStorage;
  links: AudioLinks;
  /** Chunks of one narration synthesized at once (TTS_CONCURRENCY). */
  concurrency: number;
  /** What one account may keep (docs/decisions/030-audio-bounds.md). */
  quota: AudioQuota;
  clock: () => Date;
  log: FastifyBaseLogger;
};

type Write = (event: NarrationEvent) => void;

/** A narration as asked, in the reader's language (English when not given): the voice and the words. */
export type AskedNarration = NarrationRequest & { readonly language?: Language };

/** How a run starts: the balance after the charge and whether it was charged. */
type Start = { newBalance: number; charged: boolean };

/** What POST /api/tts answers: 402 with the balance, or a stream of events. */
export type PreparedNarration =
  | { kind: 'insufficient'; balance: number }
  | { kind: 'stream'; run: (write: Write) => Promise<void> };

/** Where ledger failures are worded for the user: no internals. */
const LEDGER_UNAVAILABLE = 'the credit ledger could not be reached';

async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ credits: profiles.ttsCredits })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.credits ?? 0;
}

/** What the `error` event says about a failed run: the storage's or the quota's words, else the product's. */
function failureMessageOf(error: unknown): string {
  if (error instanceof AudioQuotaError) return error.message;
  if (isStorageUnavailable(error)) return AUDIO_STORAGE_UNAVAILABLE;
  return isStorageFull(error) ? NARRATION_STORAGE_FULL : AUDIO_LOAD_FAILED;
}

/**
 * Narration (docs/decisions/018-narration.md): the session's own text, charged TTS_COST once per text
 * before synthesis and refunded when it fails; chunks synthesized in parallel (bounded), stored, and
 * streamed with signed links as each is ready; a finished narration replayed without a charge.
 */
export function createNarrator(deps: NarratorDeps) {
  const { db, voice, storage, links, log } = deps;

  const chunkEvent = (userId: string, chunk: StoredChunk): NarrationEvent => ({
    type: 'chunk',
    index: chunk.index,
    signedUrl: links.url(userId, chunk.audioFile),
    filePath: chunk.audioFile,
    captionsUrl: links.url(userId, chunk.captionsFile),
    cues: chunk.cues,
    duration: chunk.duration,
  });

  /** A finished narration again: the stored chunks with fresh links, nothing charged. */
  const replay =
    (row: NarrationRow, balance: number) =>
    async (write: Write): Promise<void> => {
      write({ type: 'start', total: row.chunks.length, new_balance: balance, charged: false });
      for (const chunk of row.chunks) write(chunkEvent(row.userId, chunk));
      write({ type: 'done' });
    };

  /** Synthesizes and stores every chunk; on any failure removes what it stored and refunds. */
  const synthesize =
    (row: NarrationRow, chunks: readonly TextChunk[], start: Start, language: Language = 'en') =>
    async (write: Write): Promise<void> => {
      const userId = row.userId;
      write({ type: 'start', total: chunks.length, new_balance: start.newBalance, charged: start.charged });
      const stored: StoredChunk[] = [];
      const written: string[] = [];
      const stop = new AbortController();
      const limit = pLimit(deps.concurrency);
      const speakAndStore = async (chunk: TextChunk, index: number) => {
        if (stop.signal.aborted) return;
        try {
          const spoken = await voice.speak(chunk.sentences, stop.signal, language);
          const chunkFiles = {
            index,
            audioFile: newAudioName('mp3'),
            captionsFile: newAudioName('vtt'),
            cues: spoken.cues,
            duration: spoken.duration,
          };
          const captions = Buffer.from(webVtt(spoken.cues));
          // Checked before each chunk is written, so a run stops (and is refunded) at the quota.
          const adding = { bytes: spoken.audio.length + captions.length, files: 2 };
          await checkAudioQuota(storage, deps.quota, userId, adding);
          written.push(chunkFiles.audioFile, chunkFiles.captionsFile);
          await storage.put(userId, chunkFiles.audioFile, spoken.audio);
          await storage.put(userId, chunkFiles.captionsFile, captions);
          stored.push(chunkFiles);
          write(chunkEvent(userId, chunkFiles));
        } catch (error) {
          stop.abort();
          throw error;
        }
      };
      try {
        // The short first chunk alone, with the machine to itself, so playback starts as early as
        // possible; the rest in parallel (bounded) while it plays.
        const [first, ...rest] = chunks;
        if (first) await speakAndStore(first, 0);
        const results = await Promise.allSettled(
          rest.map((chunk, index) => limit(() => speakAndStore(chunk, index + 1))),
        );
        const failure = results.find((result) => result.status === 'rejected');
        if (failure) throw failure.reason;
        stored.sort((a, b) => a.index - b.index);
        await finishNarration(db, row, { status: 'done', chunks: stored });
        write({ type: 'done' });
      } catch (error) {
        log.warn({ err: error, narration: row.id }, 'narration failed; refunding');
        await Promise.all(written.map((name) => storage.delete(userId, name).catch(() => undefined)));
        await finishNarration(db, row, { status: 'failed', chunks: [] }).catch((err: unknown) =>
          log.error({ err }, 'could not mark the narration failed'),
        );
        const refund = await refundReservation(db, reservationKeyOf(row)).catch((err: unknown) => {
          log.error({ err, narration: row.id }, 'narration refund failed');
          return null;
        });
        const balance = refund?.ok ? refund.newTotal : await balanceOf(db, userId).catch(() => null);
        write({ type: 'error', error: failureMessageOf(error), balance });
      }
    };

  return {
    /**
     * Everything before the first byte of the answer: the text (404/409/413), the claim (409 while
     * another request runs it), the stored-audio quota (409), the reservation (402 below TTS_COST).
     * Only a request that reserved credits, or replays a paid narration, gets a stream.
     */
    async prepare(userId: string, request: AskedNarration): Promise<PreparedNarration> {
      const source = await narrationSource(db, userId, request, request.language);
      const claim = await claimNarration(
        db,
        { userId, sessionId: source.sessionId, source: source.source },
        deps.clock(),
      );
      if (claim.kind === 'busy') throw httpError(409, NARRATION_ALREADY_RUNNING);
      if (claim.kind === 'replay')
        return { kind: 'stream', run: replay(claim.row, await balanceOf(db, userId)) };

      const row = claim.row;
      const release = () =>
        finishNarration(db, row, { status: 'failed', chunks: [] }).catch((err: unknown) =>
          log.error({ err }, 'could not release the narration'),
        );
      // Before any credit is taken: an account whose stored audio is at its quota is told so (409).
      try {
        const files = 2 * source.chunks.length;
        await assertAudioRoom(storage, deps.quota, userId, { bytes: 1, files });
      } catch (error) {
        await release();
        throw error;
      }
      let reservation: Awaited<ReturnType<typeof reserveCredits>>;
      try {
        reservation = await reserveCredits(db, {
          userId,
          amount: TTS_COST,
          idempotencyKey: reservationKeyOf(row),
          reference: `narration:${row.id}`,
        });
      } catch (error) {
        log.error({ err: error }, 'credit reservation failed');
        await release();
        throw httpError(503, ttsCreditUpdateFailed(LEDGER_UNAVAILABLE));
      }
      if (!reservation.ok) {
        await release();
        return { kind: 'insufficient', balance: await balanceOf(db, userId) };
      }
      const start = { newBalance: reservation.newTotal, charged: !reservation.replayed };
      return { kind: 'stream', run: synthesize(row, source.chunks, start, request.language) };
    },
  };
}

export type Narrator = ReturnType<typeof createNarrator>;
