import { Mp3Encoder } from '@breezystack/lamejs';
import { describe, expect, it } from 'vitest';
import { mp3Frames, NotMp3Error, readMp3 } from '../../src/providers/tts/mp3.js';
import { frameRanges } from '../../src/providers/tts/mp3-frame-walk.js';
import { silentMp3 } from './fakes.js';

/** An MP3 of a tone (so frames differ), `seconds` long, at a sample rate and bitrate lamejs takes. */
function toneMp3(seconds: number, sampleRate: number, kbps: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const samples = new Int16Array(Math.round(seconds * sampleRate)).map((_, i) =>
    Math.round(8_000 * Math.sin((i * 2 * Math.PI * 440) / sampleRate)),
  );
  const parts = [encoder.encodeBuffer(samples), encoder.flush()];
  return Buffer.concat(parts.map((part) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength)));
}

/** What codec-parser finds: the audio frames, back to back. */
const parsedAudio = (bytes: Uint8Array) => Buffer.concat(readMp3(bytes)?.frames ?? []);

async function joined(parts: Uint8Array[]): Promise<Buffer> {
  const pieces: Uint8Array[] = [];
  for await (const piece of mp3Frames(parts.length, async (index) => parts[index] ?? new Uint8Array())) {
    pieces.push(piece);
  }
  return Buffer.concat(pieces);
}

const files = {
  'MPEG-2 22,050 Hz 48 kbit/s silence (the offline voice)': silentMp3(2),
  'MPEG-2 24,000 Hz 160 kbit/s tone (as a hosted voice)': toneMp3(2, 24_000, 160),
  'MPEG-1 44,100 Hz 128 kbit/s tone': toneMp3(2, 44_100, 128),
  'MPEG-2.5 8,000 Hz 16 kbit/s tone': toneMp3(2, 8_000, 16),
};

describe('finding MP3 frames from their headers', () => {
  it.each(Object.entries(files))('finds exactly the frames codec-parser finds: %s', (_name, bytes) => {
    const ranges = frameRanges(bytes);
    const walked = Buffer.concat(ranges.map(([start, end]) => bytes.subarray(start, end)));
    expect(walked.length).toBeGreaterThan(1_000);
    expect(walked.equals(parsedAudio(bytes))).toBe(true);
  });

  it('skips an ID3v2 tag, a Xing/Info header frame, junk between frames and a trailing ID3v1 tag', async () => {
    const clean = toneMp3(1, 24_000, 160);
    const [first, second] = frameRanges(clean).flat();
    const frameLength = (readMp3(clean)?.frames[0] ?? new Uint8Array()).length;
    // A header frame: a real frame whose side information says "Info", as LAME writes it.
    const infoFrame = Buffer.from(clean.subarray(first ?? 0, (first ?? 0) + frameLength));
    infoFrame.write('Info', 21, 'latin1');
    const id3v2 = Buffer.concat([
      Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x14', 'latin1'),
      Buffer.alloc(20, 0x41),
    ]);
    const id3v1 = Buffer.concat([Buffer.from('TAG', 'latin1'), Buffer.alloc(125, 0x20)]);
    const middle = (first ?? 0) + frameLength * 5;
    const tagged = Buffer.concat([
      id3v2,
      infoFrame,
      clean.subarray(0, middle),
      Buffer.from('junk!'),
      clean.subarray(middle, second),
      id3v1,
    ]);
    expect(await joined([tagged])).toEqual(parsedAudio(clean));
    expect(second).toBe(clean.length);
  });

  it('joins parts back to back, and refuses a part that is not an MP3', async () => {
    const parts = [silentMp3(1), toneMp3(1, 22_050, 48), silentMp3(0.5)];
    expect(await joined(parts)).toEqual(Buffer.concat(parts.map(parsedAudio)));
    await expect(
      joined([silentMp3(1), Buffer.from('WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nHi')]),
    ).rejects.toThrow(NotMp3Error);
    await expect(joined([new Uint8Array(0)])).rejects.toThrow(NotMp3Error);
  });
});
