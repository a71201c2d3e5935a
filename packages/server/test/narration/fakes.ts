import { Readable } from 'node:stream';
import { Mp3Encoder } from '@breezystack/lamejs';
import { type NarrationEvent, narrationEvent } from '@cardology/contract/narration';
import type { LightMyRequestResponse } from 'fastify';
import type { AudioBytes, AudioStorage, StoredAudio } from '../../src/providers/storage/audio-storage.js';
import { proportionalCues } from '../../src/providers/tts/captions.js';
import { readMp3 } from '../../src/providers/tts/mp3.js';
import { type Voice, VoiceError } from '../../src/providers/tts/voice.js';

/** A real MP3 of silence, `seconds` long (lamejs, 22,050 Hz mono). */
export function silentMp3(seconds: number): Uint8Array {
  const encoder = new Mp3Encoder(1, 22_050, 48);
  const parts = [encoder.encodeBuffer(new Int16Array(Math.round(seconds * 22_050))), encoder.flush()];
  return Buffer.concat(parts.map((part) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength)));
}

/**
 * A voice that answers at once with silence (100 characters a second), recording what it was asked. It
 * fails on the call numbers in `failOn` (1-based), as a voice that breaks midway does.
 */
export function fakeVoice() {
  const calls: string[][] = [];
  const failOn = new Set<number>();
  const voice: Voice = {
    async speak(sentences) {
      calls.push([...sentences]);
      if (failOn.has(calls.length)) throw new VoiceError('the fake voice broke');
      const audio = silentMp3(Math.max(0.2, sentences.join(' ').length / 100));
      const duration = readMp3(audio)?.duration ?? 0;
      return { audio, cues: proportionalCues(sentences, duration), duration };
    },
    async warm() {},
    async close() {},
  };
  return { voice, calls, failOn };
}

/**
 * A voice that answers every chunk with the same fifth of a second of silence, encoded once: for tests
 * that need a narration to exist, not to sound like its text (fakeVoice encodes audio as long as the text).
 */
export function instantVoice(): Voice {
  const audio = silentMp3(0.2);
  const duration = readMp3(audio)?.duration ?? 0;
  return {
    async speak(sentences) {
      return { audio, cues: proportionalCues(sentences, duration), duration };
    },
    async warm() {},
    async close() {},
  };
}

/** The bytes `put` was given, gathered when they come as pieces. */
async function wholeOf(bytes: AudioBytes): Promise<Uint8Array> {
  if (bytes instanceof Uint8Array) return bytes;
  const pieces: Uint8Array[] = [];
  for await (const piece of bytes) pieces.push(piece);
  return Buffer.concat(pieces);
}

/** Audio storage in memory; with `full`, every write fails as a full disk does (ENOSPC). */
export function memoryStorage() {
  const files = new Map<string, { bytes: Uint8Array; modifiedAt: Date }>();
  const state = { full: false, now: () => new Date() };
  const storage: AudioStorage = {
    async put(owner, name, bytes) {
      if (state.full) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      files.set(`${owner}/${name}`, { bytes: await wholeOf(bytes), modifiedAt: state.now() });
    },
    async get(owner, name) {
      return files.get(`${owner}/${name}`)?.bytes ?? null;
    },
    async size(owner, name) {
      return files.get(`${owner}/${name}`)?.bytes.length ?? null;
    },
    async usage(owner) {
      const usage = { bytes: 0, files: 0 };
      for (const [key, file] of files) {
        if (!key.startsWith(`${owner}/`)) continue;
        usage.bytes += file.bytes.length;
        usage.files += 1;
      }
      return usage;
    },
    async read(owner, name, range) {
      const bytes = files.get(`${owner}/${name}`)?.bytes;
      if (!bytes) return null;
      return Readable.from([Buffer.from(range ? bytes.subarray(range.start, range.end + 1) : bytes)]);
    },
    async delete(owner, name) {
      files.delete(`${owner}/${name}`);
    },
    async deleteMany(refs) {
      for (const ref of refs) files.delete(`${ref.owner}/${ref.name}`);
    },
    async deleteOwner(owner) {
      for (const key of [...files.keys()]) if (key.startsWith(`${owner}/`)) files.delete(key);
    },
    async *list(): AsyncIterable<StoredAudio> {
      for (const [key, file] of files) {
        const [owner = '', name = ''] = key.split('/');
        yield { owner, name, modifiedAt: file.modifiedAt };
      }
    },
    // A write to memory is whole or absent: nothing is ever left unfinished.
    async removeUnfinished() {
      return 0;
    },
  };
  return { storage, files, state };
}

/** The events of a narration's NDJSON answer, each checked against the contract. */
export function narrationEventsOf(response: LightMyRequestResponse): NarrationEvent[] {
  return response.body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => narrationEvent.parse(JSON.parse(line)));
}

export type ChunkEvent = Extract<NarrationEvent, { type: 'chunk' }>;

export const chunksOf = (events: readonly NarrationEvent[]): ChunkEvent[] =>
  events.filter((event): event is ChunkEvent => event.type === 'chunk').sort((a, b) => a.index - b.index);
