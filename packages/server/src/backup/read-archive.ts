import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import {
  BackupError,
  type BackupManifest,
  MANIFEST_PATH,
  type ManifestPart,
  parseManifest,
  partsOf,
} from './backup-manifest.js';

/** The manifest of a larger file is not ours: it lists tables and audio files, never their contents. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

/** A backup unpacked into a private temporary folder and checked against its manifest. */
export type VerifiedBackup = {
  manifest: BackupManifest;
  /** The unpacked file of a part listed by the manifest (tablePath / audioPath). */
  fileOf(path: string): string;
  /** Removes the temporary folder. */
  dispose(): Promise<void>;
};

/**
 * Unpacks `file` and checks every part against the manifest (present once, size and sha256), so a
 * restore touches nothing unless the whole backup is intact. Parts are written under numbered names:
 * no path inside the archive ever becomes a path on disk.
 */
export async function readBackup(file: string): Promise<VerifiedBackup> {
  const folder = await mkdtemp(join(tmpdir(), 'cardology-restore-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    const { manifestText, found } = await unpack(file, folder);
    if (manifestText === null) throw new BackupError('This file is not a Cardology backup (no manifest).');
    const manifest = parseManifest(manifestText);
    const expected = partsOf(manifest);
    for (const [path, part] of expected) checkPart(path, part, found.get(path));
    for (const path of found.keys()) {
      if (!expected.has(path))
        throw new BackupError(`The backup file is damaged: ${path} is not in its manifest.`);
    }
    return {
      manifest,
      fileOf: (path) => {
        const part = found.get(path);
        if (!part) throw new Error(`${path} is not in the backup`);
        return part.file;
      },
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

type FoundPart = ManifestPart & { file: string };

function checkPart(path: string, expected: ManifestPart, found: FoundPart | undefined): void {
  if (!found) throw new BackupError(`The backup file is incomplete: ${path} is missing.`);
  if (found.bytes !== expected.bytes || found.sha256 !== expected.sha256) {
    throw new BackupError(`The backup file is damaged: ${path} does not match its checksum.`);
  }
}

async function unpack(
  file: string,
  folder: string,
): Promise<{ manifestText: string | null; found: Map<string, FoundPart> }> {
  const found = new Map<string, FoundPart>();
  let manifestText: string | null = null;
  const extractor = tarExtract();
  const done = pipeline(createReadStream(file), createGunzip(), extractor);
  // Reported by the await below, or by the loop when the archive ends early.
  done.catch(() => {});
  try {
    for await (const entry of extractor) {
      const { name, type } = entry.header;
      if (type !== 'file') throw new BackupError(`The backup file is damaged: ${name} is not a file.`);
      if (name === MANIFEST_PATH ? manifestText !== null : found.has(name)) {
        throw new BackupError(`The backup file is damaged: ${name} appears twice.`);
      }
      if (name === MANIFEST_PATH) {
        if (entry.header.size > MANIFEST_MAX_BYTES)
          throw new BackupError('This file is not a Cardology backup.');
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const target = join(folder, `part-${found.size}`);
      const hash = createHash('sha256');
      let bytes = 0;
      await pipeline(
        entry,
        async function* (source: AsyncIterable<unknown>) {
          for await (const chunk of source) {
            hash.update(chunk as Buffer);
            bytes += (chunk as Buffer).length;
            yield chunk;
          }
        },
        createWriteStream(target),
      );
      found.set(name, { file: target, sha256: hash.digest('hex'), bytes });
    }
    await done;
  } catch (error) {
    throw readError(error);
  }
  return { manifestText, found };
}

/** One line for what went wrong reading the file: missing, not gzip, cut short. */
function readError(error: unknown): Error {
  if (error instanceof BackupError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupError('The backup file does not exist.');
  if (code === 'EACCES' || code === 'EISDIR') return new BackupError('The backup file cannot be read.');
  if (code === 'Z_DATA_ERROR')
    return new BackupError('This file is not a Cardology backup (not a gzip archive).');
  return new BackupError(
    `The backup file is damaged or incomplete (${error instanceof Error ? error.message : String(error)}).`,
  );
}
