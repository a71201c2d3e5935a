/**
 * The thread PGlite runs in (docs/decisions/046-pglite-off-the-event-loop.md): PostgreSQL compiled to
 * WebAssembly answers each query synchronously in the thread that calls it, so in the server's own thread
 * one slow query stopped every other request. Here it speaks the PostgreSQL wire protocol to the server's
 * node-postgres pool over MessagePorts (pglite-thread.ts), one port per connection, as a PostgreSQL server
 * speaks it over a socket: the server's thread only parses answers, as with PostgreSQL.
 *
 * Messages from the server's thread: `{ type: 'connect', port }` (a connection: protocol bytes both ways;
 * each chunk received is answered by exactly one message, empty when it held no complete message),
 * `{ type: 'dump' }` (the data folder as a gzipped tar, for the tests' snapshot), `{ type: 'close' }`.
 */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';

/** What the server's thread gives the worker (pglite-thread.ts). */
export interface PgliteWorkerData {
  /** A data folder, or null for a database in memory. */
  dataDir: string | null;
  /** A gzipped tar of a data folder to start from (the tests' migrated snapshot). */
  loadDataDir: Uint8Array | null;
}

export type PgliteWorkerRequest =
  | { type: 'connect'; port: MessagePort }
  | { type: 'dump' }
  | { type: 'close' };

export type PgliteWorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'dumped'; bytes: Uint8Array }
  | { type: 'closed' };

/** A frontend message's length in bytes, or null while it is incomplete. The first has no type byte. */
function messageLength(buffer: Buffer, offset: number, startup: boolean): number | null {
  const header = startup ? 4 : 5;
  if (buffer.length - offset < header) return null;
  const length = startup ? buffer.readInt32BE(offset) : 1 + buffer.readInt32BE(offset + 1);
  return buffer.length - offset >= length ? length : null;
}

/** The parts in one new array of its own (Buffer.concat may hand out a slice of a shared pool: not transferable). */
function joined(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** One connection: its bytes in order, each chunk's answer posted back once PGlite has run it. */
function serveConnection(db: PGlite, port: MessagePort): void {
  let pending = Buffer.alloc(0);
  let startup = true;
  let queue = Promise.resolve();

  /** Runs the complete messages in `pending` (the startup message alone: PGlite reads it apart). */
  const run = async (answer: Uint8Array[]) => {
    for (;;) {
      const length = messageLength(pending, 0, startup);
      if (length === null) return;
      let end = length;
      if (!startup) {
        // The extended protocol sends Parse, Bind, Describe, Execute and Sync at once: one call for them all.
        for (let next = messageLength(pending, end, false); next !== null; )
          [end, next] = [end + next, messageLength(pending, end + next, false)];
      }
      const messages = new Uint8Array(pending.subarray(0, end));
      pending = pending.subarray(end);
      startup = false;
      await db.runExclusive(() =>
        // The chunks are views of PGlite's memory: copied before the next call overwrites them.
        db.execProtocolRawStream(messages, { onRawData: (data) => answer.push(data.slice()) }),
      );
    }
  };

  port.on('message', (chunk: Uint8Array) => {
    queue = queue.then(async () => {
      pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
      const answer: Uint8Array[] = [];
      try {
        await run(answer);
      } finally {
        const bytes = joined(answer);
        port.postMessage(bytes, [bytes.buffer]);
      }
    });
  });
  // A connection that ends inside a transaction (a client destroyed mid-way) must not leave it open for the next.
  port.on('close', () => {
    queue = queue.then(async () => {
      if (db.isInTransaction()) await db.exec('ROLLBACK');
    });
  });
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts runs as a worker thread only.');
  const { dataDir, loadDataDir } = workerData as PgliteWorkerData;
  let db: PGlite;
  try {
    db = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(dataDir !== null ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    });
  } catch (error) {
    port.postMessage({ type: 'failed', message: (error as Error).message } satisfies PgliteWorkerReply);
    return;
  }
  port.on('message', async (request: PgliteWorkerRequest) => {
    if (request.type === 'connect') serveConnection(db, request.port);
    else if (request.type === 'dump') {
      const bytes = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
      port.postMessage({ type: 'dumped', bytes } satisfies PgliteWorkerReply, [bytes.buffer]);
    } else {
      await db.close();
      port.postMessage({ type: 'closed' } satisfies PgliteWorkerReply);
      port.close();
    }
  });
  port.postMessage({ type: 'ready' } satisfies PgliteWorkerReply);
}

await main();
