import CodecParser, { type CodecFrame } from 'codec-parser';
import { frameLengthAt, frameRanges } from './mp3-frame-walk.js';

/** An MP3 read frame by frame (codec-parser): its audio frames and their total length in seconds. */
export type Mp3Audio = { frames: Uint8Array[]; duration: number; sampleRate: number };

/** The tag a Xing/LAME or VBRI header frame carries: a frame of silence that describes the file. */
const HEADER_FRAME_TAGS = ['Xing', 'Info', 'VBRI'];
const ascii = new TextDecoder('latin1');

function isHeaderFrame(frame: CodecFrame): boolean {
  return startsWithHeaderFrame(frame.data);
}

/**
 * The MPEG audio frames of a file (ID3 tags and Xing/Info header frames left out), or null when it
 * holds none: not an MP3. Duration counts the audio frames' samples. Synchronous: for one chunk a voice
 * just made; a join of many goes through mp3Frames.
 */
export function readMp3(bytes: Uint8Array): Mp3Audio | null {
  const parser = new CodecParser<CodecFrame>('audio/mpeg');
  const frames = parser.parseAll(bytes).filter((frame) => !isHeaderFrame(frame));
  const first = frames[0];
  if (!first) return null;
  const sampleRate = first.header.sampleRate;
  const samples = frames.reduce((sum, frame) => sum + frame.samples, 0);
  return { frames: frames.map((frame) => frame.data), duration: samples / sampleRate, sampleRate };
}

/** A part of a join that holds no MPEG audio frame. */
export class NotMp3Error extends Error {
  constructor() {
    super('not an MP3');
    this.name = 'NotMp3Error';
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** True when the bytes of a file's first frame carry a Xing/Info/VBRI tag: a header frame, not audio. */
function startsWithHeaderFrame(frame: Uint8Array): boolean {
  const start = ascii.decode(frame.subarray(0, 64));
  return HEADER_FRAME_TAGS.some((tag) => start.includes(tag));
}

/**
 * The audio of one MP3 as views into it (no copy): its frames' ranges (mp3-frame-walk.ts), without a
 * Xing/Info/VBRI header frame (always a file's first frame, and it would describe this part only).
 * Throws NotMp3Error when the part holds no audio frame.
 */
function audioOfPart(part: Uint8Array): Uint8Array[] {
  const ranges = frameRanges(part);
  const first = ranges[0];
  if (first) {
    const firstLength = frameLengthAt(part, first[0]);
    if (startsWithHeaderFrame(part.subarray(first[0], first[0] + firstLength))) first[0] += firstLength;
  }
  const audio = ranges.filter(([start, end]) => end > start).map(([start, end]) => part.subarray(start, end));
  if (audio.length === 0) throw new NotMp3Error();
  return audio;
}

/**
 * One MP3 of several, played one after the other, as pieces to write in order: their audio frames back
 * to back (MPEG frames are self-contained, so the result is a valid file). Parts are read one at a time
 * (`readPart`) with a turn of the event loop between them, so a join holds one part, never the whole;
 * frames are found from their headers and handed on as whole ranges, with no object per frame and no
 * array spread into a call. Throws NotMp3Error at a part that is not an MP3.
 */
export async function* mp3Frames(
  partCount: number,
  readPart: (index: number) => Promise<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  for (let index = 0; index < partCount; index += 1) {
    const audio = audioOfPart(await readPart(index));
    yield* audio;
    await nextTurn();
  }
}
