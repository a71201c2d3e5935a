/** A piece is at most about this long, so the client's typewriter gets text at an even pace. */
const PIECE_LENGTH = 40;

/**
 * The text cut into small pieces at word boundaries, a piece ending early at the end of a sentence or a
 * line; joined again they give the text back exactly.
 */
export function textPieces(text: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const [word] of text.matchAll(/\S*\s*/g)) {
    if (word === '') continue;
    piece += word;
    if (piece.length >= PIECE_LENGTH || /[.!?:]\s+$|\n/.test(word)) {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** Streams a finished text piece by piece, yielding to the event loop between pieces, until aborted. */
export async function* streamText(text: string, signal: AbortSignal): AsyncGenerator<string> {
  for (const piece of textPieces(text)) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    signal.throwIfAborted();
    yield piece;
  }
}
