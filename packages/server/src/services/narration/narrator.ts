import type { Language } from '@cardology/contract/languages';
import { TTS_COST } from '@cardology/contract/limits';
import { type Message, message } from '@cardology/contract/message';
import { textOf } from '@cardology/contract/messages/translate';
import {
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
  | { kind: 'stream'; run: (write: Write, accessLost?: AbortSignal) => Promise<void> };

async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ credits: profiles.ttsCredits })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.credits ?? 0;
}

/** What the `error` event says about a failed run: the storage's or the quota's message, else the product's. */
function failureMessageOf(error: unknown): Message {
  if (error instanceof AudioQuotaError) return error.raised;
  if (isStorageUnavailable(error)) return message('AUDIO_STORAGE_UNAVAILABLE');
  return message(isStorageFull(error) ? 'NARRATION_STORAGE_FULL' : 'AUDIO_LOAD_FAILED');
}

/** A stored chunk as the `chunk` event streams it: with fresh signed links to its audio and captions. */
function chunkEvent(links: AudioLinks, userId: string, chunk: StoredChunk): NarrationEvent {
  return {
    type: 'chunk',
    index: chunk.index,
    signedUrl: links.url(userId, chunk.audioFile),
    filePath: chunk.audioFile,
    captionsUrl: links.url(userId, chunk.captionsFile),
    cues: chunk.cues,
    duration: chunk.duration,
  };
}

/** A finished narration again: the stored chunks with fresh links, nothing charged. */
function replay(links: AudioLinks, row: NarrationRow, balance: number) {
  return async (write: Write): Promise<void> => {
    write({ type: 'start', total: row.chunks.length, new_balance: balance, charged: false });
    for (const chunk of row.chunks) write(chunkEvent(links, row.userId, chunk));
    write({ type: 'done' });
  };
}

/** One synthesis run: whose it is, where its events go, and what it has done so far. */
type Run = {
  readonly deps: NarratorDeps;
  readonly row: NarrationRow;
  readonly language: Language;
  readonly write: Write;
  /** The chunks stored whole, in the order they finished. */
  readonly stored: StoredChunk[];
  /** Every file a write was begun for: what a failed run removes. */
  readonly written: string[];
  /**
   * Aborted at the first failure, or when the account may no longer narrate (suspended, signed out): chunks
   * not yet begun are skipped, the voice stops speaking, and a chunk it finished is neither stored nor sent.
   */
  readonly stop: AbortController;
  /** The request's signal that the account may no longer narrate (auth/access-watch.ts), if any. */
  readonly accessLost: AbortSignal | undefined;
};

/** Speaks one chunk, stores its audio and captions within the quota and streams it; a failure stops the run. */
async function speakAndStore(run: Run, chunk: TextChunk, index: number): Promise<void> {
  const { deps, write, stored, written, stop } = run;
  const { storage } = deps;
  const userId = run.row.userId;
  if (stop.signal.aborted) return;
  try {
    const spoken = await deps.voice.speak(chunk.sentences, stop.signal, run.language);
    // A voice may finish a chunk it was asked to stop: the run stopped, so it is not delivered.
    stop.signal.throwIfAborted();
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
    stop.signal.throwIfAborted();
    stored.push(chunkFiles);
    write(chunkEvent(deps.links, userId, chunkFiles));
  } catch (error) {
    stop.abort();
    throw error;
  }
}

/** Every chunk spoken and stored; throws the first failure once every chunk begun has settled. */
async function speakAll(run: Run, chunks: readonly TextChunk[]): Promise<void> {
  const limit = pLimit(run.deps.concurrency);
  // The short first chunk alone, with the machine to itself, so playback starts as early as
  // possible; the rest in parallel (bounded) while it plays.
  const [first, ...rest] = chunks;
  if (first) await speakAndStore(run, first, 0);
  const results = await Promise.allSettled(
    rest.map((chunk, index) => limit(() => speakAndStore(run, chunk, index + 1))),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** After a failed run: removes what it stored, marks it failed, refunds, and streams the error with the balance. */
async function undoFailedRun(run: Run, error: unknown): Promise<void> {
  const { deps, row } = run;
  const { db, log } = deps;
  const userId = row.userId;
  if (run.accessLost?.aborted)
    log.info({ narration: row.id }, 'narration stopped: the account may no longer narrate; refunding');
  else log.warn({ err: error, narration: row.id }, 'narration failed; refunding');
  await Promise.all(run.written.map((name) => deps.storage.delete(userId, name).catch(() => undefined)));
  await finishNarration(db, row, { status: 'failed', chunks: [] }).catch((err: unknown) =>
    log.error({ err }, 'could not mark the narration failed'),
  );
  const refund = await refundReservation(db, reservationKeyOf(row)).catch((err: unknown) => {
    log.error({ err, narration: row.id }, 'narration refund failed');
    return null;
  });
  const balance = refund?.ok ? refund.newTotal : await balanceOf(db, userId).catch(() => null);
  run.write({ type: 'error', error: textOf(run.language, failureMessageOf(error)), balance });
}

/** Synthesizes and stores every chunk; on any failure removes what it stored and refunds. */
function synthesize(
  deps: NarratorDeps,
  row: NarrationRow,
  chunks: readonly TextChunk[],
  start: Start,
  language: Language = 'en',
) {
  return async (write: Write, accessLost?: AbortSignal): Promise<void> => {
    write({ type: 'start', total: chunks.length, new_balance: start.newBalance, charged: start.charged });
    const stop = new AbortController();
    const run: Run = { deps, row, language, write, stored: [], written: [], stop, accessLost };
    // Paid for audio delivered only: a suspension stops the run, which then refunds like any failure.
    const stopRun = () => run.stop.abort(accessLost?.reason);
    if (accessLost?.aborted) stopRun();
    accessLost?.addEventListener('abort', stopRun, { once: true });
    try {
      await speakAll(run, chunks);
      run.stored.sort((a, b) => a.index - b.index);
      await finishNarration(deps.db, row, { status: 'done', chunks: run.stored });
      write({ type: 'done' });
    } catch (error) {
      await undoFailedRun(run, error);
    } finally {
      accessLost?.removeEventListener('abort', stopRun);
    }
  };
}

/** Gives a claimed narration back (marked failed, so it may be asked again) when it will not run. */
function releaserOf({ db, log }: NarratorDeps, row: NarrationRow) {
  return () =>
    finishNarration(db, row, { status: 'failed', chunks: [] }).catch((err: unknown) =>
      log.error({ err }, 'could not release the narration'),
    );
}

/** Before any credit is taken: an account whose stored audio is at its quota is told so (409). */
async function assertRoomOrRelease(
  deps: NarratorDeps,
  userId: string,
  chunkCount: number,
  release: () => Promise<unknown>,
): Promise<void> {
  try {
    const files = 2 * chunkCount;
    await assertAudioRoom(deps.storage, deps.quota, userId, { bytes: 1, files });
  } catch (error) {
    await release();
    throw error;
  }
}

/** Reserves TTS_COST for the narration; a ledger that cannot be reached releases it and answers 503. */
async function reserveOrRelease(
  { db, log }: NarratorDeps,
  userId: string,
  row: NarrationRow,
  release: () => Promise<unknown>,
) {
  try {
    return await reserveCredits(db, {
      userId,
      amount: TTS_COST,
      idempotencyKey: reservationKeyOf(row),
      reference: `narration:${row.id}`,
    });
  } catch (error) {
    log.error({ err: error }, 'credit reservation failed');
    await release();
    throw httpError(503, ttsCreditUpdateFailed(message('CREDIT_LEDGER_UNREACHABLE')));
  }
}

/**
 * Everything before the first byte of the answer: the text (404/409/413), the claim (409 while
 * another request runs it), the stored-audio quota (409), the reservation (402 below TTS_COST).
 * Only a request that reserved credits, or replays a paid narration, gets a stream.
 */
async function prepareNarration(
  deps: NarratorDeps,
  userId: string,
  request: AskedNarration,
): Promise<PreparedNarration> {
  const { db } = deps;
  const source = await narrationSource(db, userId, request, request.language);
  const claim = await claimNarration(
    db,
    { userId, sessionId: source.sessionId, source: source.source },
    deps.clock(),
  );
  if (claim.kind === 'busy') throw httpError(409, 'NARRATION_ALREADY_RUNNING');
  if (claim.kind === 'replay')
    return { kind: 'stream', run: replay(deps.links, claim.row, await balanceOf(db, userId)) };

  const row = claim.row;
  const release = releaserOf(deps, row);
  await assertRoomOrRelease(deps, userId, source.chunks.length, release);
  const reservation = await reserveOrRelease(deps, userId, row, release);
  if (!reservation.ok) {
    await release();
    return { kind: 'insufficient', balance: await balanceOf(db, userId) };
  }
  const start = { newBalance: reservation.newTotal, charged: !reservation.replayed };
  return { kind: 'stream', run: synthesize(deps, row, source.chunks, start, source.language) };
}

/**
 * Narration (docs/decisions/018-narration.md): the session's own text, charged TTS_COST once per text
 * before synthesis and refunded when it fails; chunks synthesized in parallel (bounded), stored, and
 * streamed with signed links as each is ready; a finished narration replayed without a charge.
 */
export function createNarrator(deps: NarratorDeps) {
  return {
    /** See `prepareNarration`: the checks, the claim and the charge, then the stream to run. */
    prepare: (userId: string, request: AskedNarration): Promise<PreparedNarration> =>
      prepareNarration(deps, userId, request),
  };
}

export type Narrator = ReturnType<typeof createNarrator>;
