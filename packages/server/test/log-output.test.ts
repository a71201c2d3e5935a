import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { logStream, wantsPrettyLogs } from '../src/log-output.js';

describe('log output', () => {
  it.each([
    ['development', true, true],
    ['test', true, true],
    ['development', false, false],
    ['production', true, false],
    ['production', false, false],
  ])('NODE_ENV=%s with a terminal=%s is pretty: %s', (nodeEnv, stdoutIsTTY, pretty) => {
    expect(wantsPrettyLogs({ nodeEnv, stdoutIsTTY })).toBe(pretty);
  });

  it('leaves JSON to pino when not pretty', () => {
    expect(logStream(false)).toBeUndefined();
  });

  it('turns a JSON log line into one human line', () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    const stream = logStream(true, out);
    const message = 'Cardology is ready at http://localhost:3000 — data in /srv/data (PGlite)';
    stream?.write(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 2, 3, 4, 5), pid: 7, hostname: 'box', msg: message })}\n`,
    );
    const lines = stripVTControlCharacters(text).trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: /);
    expect(lines[0]).toContain(message);
    expect(lines[0]).not.toContain('box');
  });
});
