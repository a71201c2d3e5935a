import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAudioName, isStorageFull, newAudioName } from '../../src/providers/storage/audio-storage.js';
import { createFsAudioStorage } from '../../src/providers/storage/fs-audio-storage.js';

const root = mkdtempSync(join(tmpdir(), 'cardology-audio-'));
const storage = createFsAudioStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('audio on the filesystem', () => {
  it('keeps each owner’s files apart under random names, and lists and deletes them', async () => {
    const name = newAudioName('mp3');
    expect(isAudioName(name)).toBe(true);
    await storage.put('user-a', name, new Uint8Array([1, 2, 3]));
    expect(await storage.get('user-a', name)).toEqual(Buffer.from([1, 2, 3]));
    expect(await storage.get('user-b', name)).toBeNull();
    expect(readdirSync(join(root, 'user-a'))).toEqual([name]);
    const listed = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed).toEqual([{ owner: 'user-a', name, modifiedAt: expect.any(Date) }]);
    await storage.delete('user-a', name);
    await storage.delete('user-a', name);
    expect(await storage.get('user-a', name)).toBeNull();
  });

  it('removes every file of one owner (a deleted account), and only theirs', async () => {
    const names = [newAudioName('mp3'), newAudioName('vtt')];
    for (const name of names) await storage.put('user-gone', name, new Uint8Array([1]));
    const kept = newAudioName('mp3');
    await storage.put('user-kept', kept, new Uint8Array([2]));
    await storage.deleteOwner('user-gone');
    await storage.deleteOwner('user-gone');
    for (const name of names) expect(await storage.get('user-gone', name)).toBeNull();
    expect(readdirSync(root)).not.toContain('user-gone');
    expect(await storage.get('user-kept', kept)).toEqual(Buffer.from([2]));
    await expect(storage.deleteOwner('..')).rejects.toThrow(/invalid audio/);
  });

  it('never turns a path-like owner or name into a path', async () => {
    for (const name of [
      '../secret.mp3',
      '..%2Fx.mp3',
      'a/b.mp3',
      `${'A'.repeat(22)}.txt`,
      `${'A'.repeat(21)}.mp3`,
    ]) {
      expect(isAudioName(name)).toBe(false);
      await expect(storage.put('user-a', name, new Uint8Array(1))).rejects.toThrow(/invalid audio/);
    }
    await expect(storage.get('../user-a', newAudioName('mp3'))).rejects.toThrow(/invalid audio/);
  });

  it('tells a file’s size and what an owner keeps, and writes a file given in pieces', async () => {
    const owner = 'user-usage';
    expect(await storage.usage(owner)).toEqual({ bytes: 0, files: 0 });
    const whole = newAudioName('mp3');
    await storage.put(owner, whole, new Uint8Array(1_000));
    const pieced = newAudioName('mp3');
    async function* pieces() {
      for (let i = 0; i < 3; i += 1) yield new Uint8Array(200).fill(i);
    }
    await storage.put(owner, pieced, pieces());
    expect(await storage.get(owner, pieced)).toEqual(
      Buffer.concat([0, 1, 2].map((i) => new Uint8Array(200).fill(i))),
    );
    expect(await storage.size(owner, whole)).toBe(1_000);
    expect(await storage.size(owner, newAudioName('mp3'))).toBeNull();
    expect(await storage.usage(owner)).toEqual({ bytes: 1_600, files: 2 });
    expect(await storage.usage('user-nobody')).toEqual({ bytes: 0, files: 0 });
    await expect(storage.usage('../user-a')).rejects.toThrow(/invalid audio/);
  });

  it('leaves nothing behind when the pieces of a write fail midway', async () => {
    const owner = 'user-pieces';
    const name = newAudioName('mp3');
    async function* broken() {
      yield new Uint8Array(10);
      throw new Error('the join broke');
    }
    await expect(storage.put(owner, name, broken())).rejects.toThrow(/the join broke/);
    expect(readdirSync(join(root, owner))).toEqual([]);
    expect(await storage.size(owner, name)).toBeNull();
  });

  it('recognises a full disk or quota', () => {
    expect(isStorageFull(Object.assign(new Error('full'), { code: 'ENOSPC' }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
    expect(isStorageFull(new Error('other'))).toBe(false);
  });
});

describe('writes a killed process left unfinished', () => {
  it('removes the temporary files begun before a time, and nothing else', async () => {
    const owner = 'user-unfinished';
    const kept = newAudioName('mp3');
    await storage.put(owner, kept, new Uint8Array([1]));
    // What put leaves when the process dies between writing and renaming.
    const leftover = `${newAudioName('vtt')}.${newAudioName('mp3')}.part`;
    const recent = `${newAudioName('mp3')}.${newAudioName('mp3')}.part`;
    writeFileSync(join(root, owner, leftover), 'half');
    writeFileSync(join(root, owner, recent), 'half');
    const before = new Date(Date.now() - 60_000);
    utimesSync(
      join(root, owner, leftover),
      new Date(before.getTime() - 1_000),
      new Date(before.getTime() - 1_000),
    );

    expect(await storage.removeUnfinished(before)).toBe(1);
    expect(readdirSync(join(root, owner)).sort()).toEqual([kept, recent].sort());
    // A file someone put there under another name is not the storage's to remove.
    writeFileSync(join(root, owner, 'notes.part'), 'mine');
    utimesSync(join(root, owner, 'notes.part'), new Date(0), new Date(0));
    expect(await storage.removeUnfinished(new Date())).toBe(1);
    expect(readdirSync(join(root, owner)).sort()).toEqual([kept, 'notes.part'].sort());
  });
});
