import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  refusedOriginMessage,
  refusedOriginWarning,
  WARNED_ORIGINS_LIMIT,
} from '../src/http/refused-origin-warning.js';

function recordingLog(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const log = { warn: (message: string) => lines.push(message) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('the refused-origin warning', () => {
  it('warns once per origin', () => {
    const { log, lines } = recordingLog();
    const warn = refusedOriginWarning(log);
    for (const origin of ['http://10.0.0.2:3000', 'http://10.0.0.2:3000', 'http://10.0.0.3:3000'])
      warn(origin);
    expect(lines).toEqual([
      refusedOriginMessage('http://10.0.0.2:3000'),
      refusedOriginMessage('http://10.0.0.3:3000'),
    ]);
  });

  it('stops after a bounded number of distinct origins', () => {
    const { log, lines } = recordingLog();
    const warn = refusedOriginWarning(log);
    for (let i = 0; i < WARNED_ORIGINS_LIMIT + 10; i++) warn(`http://host-${i}.example:3000`);
    expect(lines).toHaveLength(WARNED_ORIGINS_LIMIT);
  });

  it('ignores origins that are not web addresses', () => {
    const { log, lines } = recordingLog();
    const warn = refusedOriginWarning(log);
    for (const origin of ['null', 'file://', 'chrome-extension://abc']) warn(origin);
    expect(lines).toEqual([]);
  });
});
