import { and, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { savedReadings, ttsNarrations } from '../../db/schema.js';
import type { AudioStorage } from '../../providers/storage/audio-storage.js';

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
  let files = 0;
  for (const row of expired) {
    for (const name of filesOf(row.chunks)) {
      await storage.delete(row.userId, name);
      files += 1;
    }
  }

  const kept = new Set(
    (
      await db.select({ userId: ttsNarrations.userId, chunks: ttsNarrations.chunks }).from(ttsNarrations)
    ).flatMap((row) => filesOf(row.chunks).map((name) => `${row.userId}/${name}`)),
  );
  for await (const file of storage.list()) {
    if (file.modifiedAt >= cutoff || kept.has(`${file.owner}/${file.name}`)) continue;
    await storage.delete(file.owner, file.name);
    files += 1;
  }
  return { narrations: expired.length, files };
}

/** How often the sweep runs while the server listens. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sweeps when the server starts listening and every SWEEP_INTERVAL_MS after, until it closes. Apps
 * that never listen (tests calling inject) never sweep on their own. On listening it first removes
 * the writes a killed process left unfinished: begun before this app was built, they can only be
 * another process's, and one process writes the storage.
 */
export function scheduleAudioSweeps(
  app: FastifyInstance,
  options: { db: Db; storage: AudioStorage; retentionHours: number; clock: () => Date },
): void {
  const builtAt = options.clock();
  let timer: NodeJS.Timeout | undefined;
  const removeUnfinished = () => {
    options.storage
      .removeUnfinished(builtAt)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'unfinished audio writes of an earlier process removed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'unfinished audio writes not removed'));
  };
  const sweep = () => {
    sweepAudio(options, options.retentionHours, options.clock())
      .then((removed) => {
        if (removed.files > 0) app.log.info(removed, 'old narration audio removed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'audio sweep failed'));
  };
  app.addHook('onListen', async () => {
    removeUnfinished();
    sweep();
    timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
