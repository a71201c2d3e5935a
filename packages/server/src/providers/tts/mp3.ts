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

/** Bytes parsed between two turns of the event loop: a few milliseconds of codec-parser's work. */
const SLICE_BYTES = 32 * 1024;
/** Frames are handed on in pieces about this large, so a join writes a few hundred pieces, not a frame at a time. */
const PIECE_BYTES = 256 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The audio frames of one MP3, parsed SLICE_BYTES at a time with a turn of the event loop between
 * slices, so a long part never holds the loop for more than one slice. Drops a Xing/Info/VBRI header
 * frame (it is always a file's first frame, and would describe this part only). Throws NotMp3Error
 * when the part has no frame.
 */
async function* framesOfPart(part: Uint8Array): AsyncGenerator<Uint8Array> {
  // No CRC32 of every frame: nothing here reads it.
  const parser = new CodecParser<CodecFrame>('audio/mpeg', { enableFrameCRC32: false });
  let seen = 0;
  const take = function* (frames: Iterator<CodecFrame>) {
    for (let next = frames.next(); !next.done; next = frames.next()) {
      seen += 1;
      if (seen === 1 && isHeaderFrame(next.value)) continue;
      yield next.value.data;
    }
  };
  for (let offset = 0; offset < part.length; offset += SLICE_BYTES) {
    yield* take(parser.parseChunk(part.subarray(offset, offset + SLICE_BYTES)));
    await nextTurn();
  }
  yield* take(parser.flush());
  if (seen === 0) throw new NotMp3Error();
}

/**
 * One MP3 of several, played one after the other, as pieces to write in order: their audio frames back
 * to back (MPEG frames are self-contained, so the result is a valid file). Parts are read one at a time
 * (`readPart`), so a join holds one part and one piece, never the whole; frames are copied into pieces,
 * never spread into an argument list. Throws NotMp3Error at a part that is not an MP3.
 */
export async function* mp3Frames(
  partCount: number,
  readPart: (index: number) => Promise<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  let piece: Uint8Array[] = [];
  let pieceBytes = 0;
  for (let index = 0; index < partCount; index += 1) {
    for await (const frame of framesOfPart(await readPart(index))) {
      piece.push(frame);
      pieceBytes += frame.length;
      if (pieceBytes < PIECE_BYTES) continue;
      yield Buffer.concat(piece, pieceBytes);
      piece = [];
      pieceBytes = 0;
    }
  }
  if (pieceBytes > 0) yield Buffer.concat(piece, pieceBytes);
}
