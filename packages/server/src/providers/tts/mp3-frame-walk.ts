// Where the MPEG audio frames of an MP3 lie, without parsing them: a frame's header alone gives its length
// (ISO/IEC 11172-3 and 13818-3), so a join can copy the audio as whole ranges. codec-parser (mp3.ts) makes
// an object per frame: about 10 µs each and enough garbage that a 96 MiB join (600,000 frames) paused the
// event loop for collection hundreds of milliseconds at a time (docs/decisions/030-audio-bounds.md). This
// allocates nothing per frame; the tests check it against codec-parser on the same files.

/** kbit/s by bitrate index (1–14; 0 is free format, 15 invalid): MPEG-1 layers I–III, MPEG-2/2.5 I and II–III. */
const BITRATES = {
  v1l1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;

/** Hz by sample-rate index, for MPEG-1, MPEG-2 and MPEG-2.5. */
const SAMPLE_RATES = {
  1: [44_100, 48_000, 32_000],
  2: [22_050, 24_000, 16_000],
  2.5: [11_025, 12_000, 8_000],
};

/** The length in bytes of the frame whose header starts at `at`, or 0 when no valid header starts there. */
export function frameLengthAt(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) return 0;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return 0;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return 0;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const layer = 4 - layerBits;
  const padding = (b2 >> 1) & 1;
  const table =
    version === 1
      ? [BITRATES.v1l1, BITRATES.v1l2, BITRATES.v1l3][layer - 1]
      : layer === 1
        ? BITRATES.v2l1
        : BITRATES.v2l23;
  const bitrate = (table?.[bitrateIndex] ?? 0) * 1000;
  const sampleRate = SAMPLE_RATES[version][rateIndex] ?? 0;
  if (layer === 1) return (Math.floor((12 * bitrate) / sampleRate) + padding) * 4;
  const perSample = layer === 3 && version !== 1 ? 72 : 144;
  return Math.floor((perSample * bitrate) / sampleRate) + padding;
}

/** Bytes an ID3v2 tag takes at the start of the file (header, body and any footer), 0 without one. */
function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | ((bytes[i] ?? 0) & 0x7f), 0);
  const footer = ((bytes[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** True when a frame starts at `at` and another frame (or the end of the file) follows it: a real sync. */
function isFrameRun(bytes: Uint8Array, at: number): boolean {
  const length = frameLengthAt(bytes, at);
  if (length === 0 || at + length > bytes.length) return false;
  return at + length === bytes.length || frameLengthAt(bytes, at + length) > 0;
}

/**
 * The byte ranges `[start, end)` of the file's audio frames, in order: after any ID3v2 tag, from the first
 * real frame (one that another frame follows) frame by frame; past anything that is not a frame (a trailing
 * ID3v1 or APE tag, junk) it looks for the next real frame. Adjacent frames form one range.
 */
export function frameRanges(bytes: Uint8Array): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let at = id3v2Length(bytes);
  let start = -1;
  while (at < bytes.length) {
    const length = frameLengthAt(bytes, at);
    const fits = length > 0 && at + length <= bytes.length;
    if (fits && (start >= 0 || isFrameRun(bytes, at))) {
      if (start < 0) start = at;
      at += length;
      continue;
    }
    if (start >= 0) ranges.push([start, at]);
    start = -1;
    at += 1;
  }
  if (start >= 0) ranges.push([start, at]);
  return ranges;
}
