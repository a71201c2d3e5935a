import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AudioStorage,
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

/**
 * Audio on the local filesystem: `<root>/<owner>/<name>` (root is DATA_DIR/audio). A file is written
 * under a temporary name and renamed, so a half-written file (a full disk, a crash) is never served;
 * what a crash leaves under the temporary name goes with `removeUnfinished`. One server process
 * writes the folder (several share storage through another AudioStorage).
 */
export function createFsAudioStorage(root: string): AudioStorage {
  return {
    async put(owner, name, bytes) {
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
    },
    async size(owner, name) {
      try {
        return (await stat(pathOf(root, owner, name))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async usage(owner) {
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
    },
    async get(owner, name) {
      try {
        return await readFile(pathOf(root, owner, name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(owner, name, range) {
      try {
        const handle = await open(pathOf(root, owner, name));
        // The stream closes the handle when it ends or is destroyed (a client that leaves).
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
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
    async *list(): AsyncIterable<StoredAudio> {
      for (const owner of await ownersIn(root)) {
        for (const name of await readdir(join(root, owner)).catch(() => [])) {
          if (!isAudioName(name)) continue;
          const info = await stat(join(root, owner, name)).catch(() => null);
          if (info) yield { owner, name, modifiedAt: info.mtime };
        }
      }
    },
    async removeUnfinished(before) {
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
    },
  };
}
