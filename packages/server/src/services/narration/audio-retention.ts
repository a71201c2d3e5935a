import { and, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { savedReadings, ttsNarrations } from '../../db/schema.js';
import { type AudioRef, type AudioStorage, DELETE_BATCH } from '../../providers/storage/audio-storage.js';
import { schedulePeriodicJob } from '../periodic-jobs.js';

/** Removes the files DELETE_BATCH at a time (one DeleteObjects request each on a bucket). */
async function removeInBatches(storage: AudioStorage, files: readonly AudioRef[]) {
  for (let start = 0; start < files.length; start += DELETE_BATCH) {
    await storage.deleteMany(files.slice(start, start + DELETE_BATCH));
  }
}

/** What a sweep removed. */
export type SweepResult = { narrations: number; files: number };

const filesOf = (chunks: readonly { audioFile: string; captionsFile: string }[]) =>
  chunks.flatMap((chunk) => [chunk.audioFile, chunk.captionsFile]);

/**
 * Removes audio nobody keeps (docs/decisions/018-narration.md): narrations older than `retentionHours`
 * whose session was never saved (rows and files), then any stored file that old that no remaining
 * narration names (combined downloads, leftovers of a crash). Audio of a saved interpretation stays.
 * A run in progress writes files newer than the cutoff, so it is never touched.
 */
export async function sweepAudio(
  deps: { db: Db; storage: AudioStorage },
  retentionHours: number,
  now: Date,
): Promise<SweepResult> {
  const { db, storage } = deps;
  const cutoff = new Date(now.getTime() - retentionHours * 3_600_000);
  const expired = await db
    .select({ id: ttsNarrations.id, userId: ttsNarrations.userId, chunks: ttsNarrations.chunks })
    .from(ttsNarrations)
    .where(
      and(
        lt(ttsNarrations.createdAt, cutoff),
        ne(ttsNarrations.status, 'running'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(savedReadings)
            .where(
              and(
                sql`${savedReadings.sessionId} = ${ttsNarrations.sessionId}`,
                sql`${savedReadings.userId} = ${ttsNarrations.userId}`,
              ),
            ),
        ),
      ),
    );
  if (expired.length > 0) {
    await db.delete(ttsNarrations).where(
      inArray(
        ttsNarrations.id,
        expired.map((row) => row.id),
      ),
    );
  }
  const gone: AudioRef[] = expired.flatMap((row) =>
    filesOf(row.chunks).map((name) => ({ owner: row.userId, name })),
  );
  await removeInBatches(storage, gone);

  const kept = new Set(
    (
      await db.select({ userId: ttsNarrations.userId, chunks: ttsNarrations.chunks }).from(ttsNarrations)
    ).flatMap((row) => filesOf(row.chunks).map((name) => `${row.userId}/${name}`)),
  );
  let strays: AudioRef[] = [];
  let files = gone.length;
  for await (const file of storage.list()) {
    if (file.modifiedAt >= cutoff || kept.has(`${file.owner}/${file.name}`)) continue;
    strays.push({ owner: file.owner, name: file.name });
    if (strays.length === DELETE_BATCH) {
      await storage.deleteMany(strays);
      files += strays.length;
      strays = [];
    }
  }
  await storage.deleteMany(strays);
  files += strays.length;
  return { narrations: expired.length, files };
}

/** How often the sweep runs, on one process of all those on the database. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The periodic job's name in `periodic_jobs`. */
export const AUDIO_SWEEP_JOB = 'audio-sweep';

/**
 * Sweeps every SWEEP_INTERVAL_MS on one process of all those on the database (periodic-jobs.ts,
 * docs/decisions/042-audio-in-a-bucket.md): with a shared bucket every process would otherwise list and
 * delete the same files. Each turn also removes writes a killed process left unfinished (temporary files,
 * incomplete multipart uploads) begun before the retention cutoff: no write takes that long, so they can
 * only be a dead process's, whichever process runs the turn. Apps that never listen never sweep.
 */
export function scheduleAudioSweeps(
  app: FastifyInstance,
  options: { db: Db; storage: AudioStorage; retentionHours: number; clock: () => Date },
): void {
  if (options.storage.ownedByOneProcess) removeUnfinishedAtStart(app, options.storage, options.clock());
  schedulePeriodicJob(app, {
    db: options.db,
    clock: options.clock,
    job: {
      name: AUDIO_SWEEP_JOB,
      intervalMs: SWEEP_INTERVAL_MS,
      run: async () => {
        const removed = await sweepAudio(options, options.retentionHours, options.clock());
        if (removed.files > 0) app.log.info(removed, 'old narration audio removed');
        const cutoff = new Date(options.clock().getTime() - options.retentionHours * 3_600_000);
        const unfinished = await options.storage.removeUnfinished(cutoff);
        if (unfinished > 0) app.log.info({ removed: unfinished }, 'unfinished audio writes removed');
      },
    },
  });
}

/**
 * When this process alone writes the storage (its own folder), the writes a killed earlier process left
 * unfinished go as it starts listening: begun before this app was built, they can only be that process's
 * (the crash-safety test restarts after SIGKILL and finds none). A shared bucket leaves them to the sweep.
 */
function removeUnfinishedAtStart(app: FastifyInstance, storage: AudioStorage, builtAt: Date): void {
  app.addHook('onListen', async () => {
    storage
      .removeUnfinished(builtAt)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'unfinished audio writes of an earlier process removed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'unfinished audio writes not removed'));
  });
}
