import { z } from 'zod';
import { isAudioName, isAudioOwner } from '../providers/storage/audio-storage.js';

/** What the first field of every manifest says, so another tar.gz is told apart from a backup. */
export const BACKUP_FORMAT = 'cardology-backup';
/** Raised when the archive's layout changes; a restore refuses a version above the one it reads. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';

/** A refusal or failure the command line prints as one line (never a stack trace). */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const bytes = z.number().int().min(0);

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** Where it was taken: 'pglite' or 'postgres' (informative; either restores into either). */
  source: z.enum(['pglite', 'postgres']),
  /** The last migration the database had applied; the restore brings its target to the same one. */
  migration: z.object({ tag: z.string().min(1), count: z.number().int().min(1) }),
  /** In load order (a table after the tables it references): one JSON object per line. */
  tables: z.array(
    z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.number().int().min(0), sha256, bytes }),
  ),
  audio: z.array(
    z.object({
      owner: z.string().refine(isAudioOwner),
      name: z.string().refine(isAudioName),
      sha256,
      bytes,
    }),
  ),
});

export type BackupManifest = z.output<typeof manifestSchema>;
export type ManifestPart = { sha256: string; bytes: number };

export const tablePath = (name: string) => `tables/${name}.jsonl`;
export const audioPath = (owner: string, name: string) => `audio/${owner}/${name}`;

/** Every part the manifest lists, by its path in the archive. */
export function partsOf(manifest: BackupManifest): Map<string, ManifestPart> {
  const parts = new Map<string, ManifestPart>();
  for (const table of manifest.tables) parts.set(tablePath(table.name), table);
  for (const file of manifest.audio) parts.set(audioPath(file.owner, file.name), file);
  return parts;
}

/** The manifest in `text`, or a BackupError saying in one line why it is not one this version restores. */
export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('The backup file is damaged: its manifest is not valid JSON.');
  }
  const head = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(json);
  if (!head.success || head.data.format !== BACKUP_FORMAT) {
    throw new BackupError('This file is not a Cardology backup.');
  }
  if (head.data.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup was made by a newer version of Cardology (format ${head.data.formatVersion}; ` +
        `this one reads format ${BACKUP_FORMAT_VERSION}): update Cardology, then restore.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(`The backup file is damaged: its manifest is invalid (${issue?.path.join('.')}).`);
  }
  return parsed.data;
}
