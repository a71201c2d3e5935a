import CodecParser, { type CodecFrame } from 'codec-parser';

/** An MP3 read frame by frame (codec-parser): its audio frames and their total length in seconds. */
export type Mp3Audio = { frames: Uint8Array[]; duration: number; sampleRate: number };

/** The tag a Xing/LAME or VBRI header frame carries: a frame of silence that describes the file. */
const HEADER_FRAME_TAGS = ['Xing', 'Info', 'VBRI'];
const ascii = new TextDecoder('latin1');

function isHeaderFrame(frame: CodecFrame): boolean {
  const start = ascii.decode(frame.data.subarray(0, 64));
  return HEADER_FRAME_TAGS.some((tag) => start.includes(tag));
}

/**
 * The MPEG audio frames of a file (ID3 tags and Xing/Info header frames left out), or null when it
 * holds none: not an MP3. Duration counts the audio frames' samples.
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

/**
 * One MP3 of several, played one after the other: their audio frames back to back (MPEG frames are
 * self-contained, so the result is a valid file). Each part's header frame is dropped: it would
 * describe only that part. Null when a part is not an MP3.
 */
export function joinMp3(parts: readonly Uint8Array[]): Uint8Array | null {
  const frames: Uint8Array[] = [];
  for (const part of parts) {
    const audio = readMp3(part);
    if (!audio) return null;
    frames.push(...audio.frames);
  }
  return Buffer.concat(frames);
}
