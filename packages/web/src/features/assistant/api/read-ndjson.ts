/** What a line handler may answer: 'stop' once it has heard enough (the rest is cancelled). */
export type LineVerdict = 'stop' | undefined;

/**
 * Splits a streamed body into lines as they arrive and hands each non-empty one on. A line split across
 * two chunks is joined before it is parsed; a last line without its newline is still delivered. A
 * handler answering 'stop' ends the reading there and cancels the body.
 */
export async function readNdjsonLines(
  body: ReadableStream<Uint8Array>,
  onLine: (line: string) => LineVerdict | undefined,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (line.trim() === '' || onLine(line) !== 'stop') continue;
      await reader.cancel().catch(() => {});
      return;
    }
    if (done) return;
  }
}
