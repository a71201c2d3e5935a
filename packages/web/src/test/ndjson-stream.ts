import type { AiStreamEvent } from '@cardology/contract/assistant';

/**
 * A streamed NDJSON body the test writes to line by line, so a page can be seen mid-stream. `raw`
 * sends bytes as they are (a line split across chunks); `drop` breaks the connection. `Event` is the
 * stream's line type (the assistant's by default, a narration's for POST /api/tts).
 */
export function ndjsonStream<Event extends object = AiStreamEvent>() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    stream,
    send: (...events: Event[]) => {
      for (const event of events) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
    },
    raw: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    drop: () => controller.error(new TypeError('network error')),
  };
}
