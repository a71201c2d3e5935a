import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AudioBytes,
  type AudioStorage,
  type AudioUsage,
  type ByteRange,
  isAudioName,
  isAudioOwner,
  newAudioName,
  type StoredAudio,
} from './audio-storage.js';

function pathOf(root: string, owner: string, name: string): string {
  if (!isAudioOwner(owner) || !isAudioName(name)) throw new Error('invalid audio owner or file name');
  return join(root, owner, name);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** What `put` writes before renaming: `<name>.<random name>.part`. */
const UNFINISHED = /^[A-Za-z0-9_-]{22}\.(mp3|vtt)\.[A-Za-z0-9_-]{22}\.mp3\.part$/;

/** Files stat'ed at once when an owner's usage is summed. */
const STAT_BATCH = 32;

/** The owners' folders under root, none when root does not exist yet. */
async function ownersIn(root: string): Promise<string[]> {
  try {
    return (await readdir(root)).filter(isAudioOwner);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** What `request` gives, or null when the file is not there; any other failure is thrown as it came. */
async function nullWhenMissing<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Writes under a temporary name and renames, so a half-written file (a full disk, a crash) is never served. */
async function putWhole(root: string, owner: string, name: string, bytes: AudioBytes): Promise<void> {
  const target = pathOf(root, owner, name);
  await mkdir(join(root, owner), { recursive: true });
  const temporary = `${target}.${newAudioName('mp3')}.part`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** A stream of the file (or of `range` in it), null when it is not there. */
function readStream(root: string, owner: string, name: string, range?: ByteRange) {
  return nullWhenMissing(async () => {
    const handle = await open(pathOf(root, owner, name));
    // The stream closes the handle when it ends or is destroyed (a client that leaves).
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  });
}

/** The bytes and files an owner's folder holds, unfinished writes included. */
async function usageOf(root: string, owner: string): Promise<AudioUsage> {
  if (!isAudioOwner(owner)) throw new Error('invalid audio owner');
  const usage = { bytes: 0, files: 0 };
  const names = await readdir(join(root, owner)).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  // Unfinished writes count too: they take room until they are renamed or removed. A few stats at a
  // time: the walk's latency stays low without flooding libuv's thread pool.
  for (let start = 0; start < names.length; start += STAT_BATCH) {
    const batch = names.slice(start, start + STAT_BATCH);
    for (const info of await Promise.all(
      batch.map((name) => stat(join(root, owner, name)).catch(() => null)),
    )) {
      if (!info?.isFile()) continue;
      usage.bytes += info.size;
      usage.files += 1;
    }
  }
  return usage;
}

/** Every finished audio file under root, owner by owner. */
async function* storedUnder(root: string): AsyncIterable<StoredAudio> {
  for (const owner of await ownersIn(root)) {
    for (const name of await readdir(join(root, owner)).catch(() => [])) {
      if (!isAudioName(name)) continue;
      const info = await stat(join(root, owner, name)).catch(() => null);
      if (info) yield { owner, name, modifiedAt: info.mtime };
    }
  }
}

/** Removes the temporary files of writes a crash interrupted before `before`; how many went. */
async function removeUnfinishedUnder(root: string, before: Date): Promise<number> {
  let removed = 0;
  for (const owner of await ownersIn(root)) {
    for (const name of await readdir(join(root, owner)).catch(() => [])) {
      if (!UNFINISHED.test(name)) continue;
      const info = await stat(join(root, owner, name)).catch(() => null);
      if (!info || info.mtime >= before) continue;
      await rm(join(root, owner, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Audio on the local filesystem: `<root>/<owner>/<name>` (root is DATA_DIR/audio). A file is written
 * under a temporary name and renamed, so a half-written file (a full disk, a crash) is never served;
 * what a crash leaves under the temporary name goes with `removeUnfinished`. One server process
 * writes the folder (several share storage through another AudioStorage).
 */
export function createFsAudioStorage(root: string): AudioStorage {
  return {
    put: (owner, name, bytes) => putWhole(root, owner, name, bytes),
    size: (owner, name) => nullWhenMissing(async () => (await stat(pathOf(root, owner, name))).size),
    usage: (owner) => usageOf(root, owner),
    get: (owner, name) => nullWhenMissing(() => readFile(pathOf(root, owner, name))),
    read: (owner, name, range) => readStream(root, owner, name, range),
    async delete(owner, name) {
      await rm(pathOf(root, owner, name), { force: true });
    },
    async deleteMany(files) {
      for (const file of files) await rm(pathOf(root, file.owner, file.name), { force: true });
    },
    async deleteOwner(owner) {
      if (!isAudioOwner(owner)) throw new Error('invalid audio owner');
      await rm(join(root, owner), { recursive: true, force: true });
    },
    list: () => storedUnder(root),
    removeUnfinished: (before) => removeUnfinishedUnder(root, before),
    ownedByOneProcess: true,
  };
}
