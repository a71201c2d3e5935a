import { Duplex } from 'node:stream';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerReply, PgliteWorkerRequest } from './pglite-worker.js';

/**
 * PGlite in a worker thread of its own (pglite-worker.ts; docs/decisions/046-pglite-off-the-event-loop.md),
 * reached through node-postgres as a PostgreSQL server is: `connect()` makes the stream a pg client takes
 * (its `stream` option) in place of a socket.
 */
export interface PgliteThread {
  /** A new connection's stream: the PostgreSQL wire protocol, both ways, over a MessagePort. */
  connect(): Duplex;
  /** The data folder as a gzipped tar (`loadDataDir` of another PGlite: the tests' snapshot). */
  dumpDataDir(): Promise<Blob>;
  /** Closes the database (its files written) and ends the thread. */
  close(): Promise<void>;
}

/**
 * The worker: the compiled .js beside this file; or, when the server runs from its TypeScript sources
 * (tests, `npm run dev`), the .ts imported after tsx has registered its loader in the thread (`--import
 * tsx` in a worker's execArgv does not reach its entry point on Node 20). No execArgv of the process: what
 * it preloads (`--import`) is the server's, not the database's, and would run again in this thread.
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData, execArgv: [] });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const source = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href);
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${source}); });`, {
    eval: true,
    workerData,
    execArgv: [],
  });
}

/**
 * A connection's stream. node-postgres calls `setNoDelay` and `connect` on it as on a socket, writes the
 * protocol and reads the answers. The port keeps this process alive only while an answer is awaited, so
 * an idle pool never holds a process open that has nothing else to do (and one awaiting a query never ends).
 */
class PortStream extends Duplex {
  #port: MessagePort | null = null;
  #awaited = 0;

  constructor(private readonly open: () => MessagePort) {
    super();
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  /** The pool refs and unrefs its clients as a socket's; the port is held only while an answer is awaited. */
  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  connect(): this {
    const port = this.open();
    this.#port = port;
    port.on('message', (answer: Uint8Array) => {
      if (--this.#awaited === 0) port.unref();
      if (answer.length > 0) this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.length));
    });
    port.on('close', () => {
      this.push(null);
      this.destroy();
    });
    // After the listeners: adding a 'message' listener refs a port again.
    port.unref();
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    const port = this.#port;
    if (!port) {
      done(new Error('The PGlite connection is not open.'));
      return;
    }
    if (this.#awaited++ === 0) port.ref();
    port.postMessage(chunk);
    done();
  }

  override _read(): void {}

  override _final(done: (error?: Error | null) => void): void {
    this.#port?.close();
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.#port?.close();
    this.#port = null;
    done(error);
  }
}

/** The worker's next reply of `type`, or its failure or exit as an error. */
function replyOf<T extends PgliteWorkerReply['type']>(
  worker: Worker,
  type: T,
): Promise<Extract<PgliteWorkerReply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: PgliteWorkerReply) => {
      if (reply.type === 'failed') finish(() => reject(new Error(reply.message)));
      else if (reply.type === type) finish(() => resolve(reply as Extract<PgliteWorkerReply, { type: T }>));
    };
    const onError = (error: Error) => finish(() => reject(error));
    const onExit = (code: number) =>
      finish(() => reject(new Error(`The PGlite thread ended (exit code ${code}).`)));
    const finish = (settle: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      worker.unref();
      settle();
    };
    worker.ref();
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

/** Starts the thread and opens the database in it (a folder, memory, or memory from a tar). */
export async function startPgliteThread(
  dataDir: string | null,
  loadDataDir?: Blob | File,
): Promise<PgliteThread> {
  const data: PgliteWorkerData = {
    dataDir,
    loadDataDir: loadDataDir ? new Uint8Array(await loadDataDir.arrayBuffer()) : null,
  };
  const worker = startWorker(data);
  try {
    await replyOf(worker, 'ready');
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  const send = (request: PgliteWorkerRequest, transfer: MessagePort[] = []) =>
    worker.postMessage(request, transfer);
  return {
    connect: () =>
      new PortStream(() => {
        const { port1, port2 } = new MessageChannel();
        send({ type: 'connect', port: port2 }, [port2]);
        return port1;
      }),
    async dumpDataDir() {
      const dumped = replyOf(worker, 'dumped');
      send({ type: 'dump' });
      return new Blob([(await dumped).bytes]);
    },
    async close() {
      const closed = replyOf(worker, 'closed');
      send({ type: 'close' });
      await closed;
      await worker.terminate();
    },
  };
}
