import { Piscina } from 'piscina';
import type { ShareContent } from './layout.js';

/** Makes the PNG of a share picture. */
export type ShareRenderer = (content: ShareContent) => Promise<Uint8Array>;

/**
 * The worker module: the compiled .js next to this file, or, when the server runs from its TypeScript
 * sources (tests, `npm run dev`), the .ts loaded through tsx with the workspace packages' sources.
 */
function workerModule(): { filename: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  const file = new URL(fromSources ? './worker.ts' : './worker.js', import.meta.url);
  return { filename: file.href, execArgv: fromSources ? ['--import', 'tsx', '--conditions=source'] : [] };
}

/**
 * Share pictures are rendered in a small piscina pool (satori + resvg take ~70 + ~150 ms of CPU, measured
 * in docs/decisions/020-share-image.md). One thread at first, two at most: sharing is rare, and a
 * burst queues rather than taking every core. Threads stop when idle; close() ends the pool.
 */
export function createShareRenderer(): { render: ShareRenderer; close: () => Promise<void> } {
  let pool: Piscina<ShareContent, Uint8Array> | undefined;
  return {
    render: (content) => {
      pool ??= new Piscina<ShareContent, Uint8Array>({
        ...workerModule(),
        minThreads: 0,
        maxThreads: 2,
        idleTimeout: 60_000,
      });
      return pool.run(content);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
