import { describe, expect, it } from 'vitest';
import { birthdateForms, findLeaks } from '../../e2e/log-scan';

// The end-to-end run's log scan (e2e/global-teardown.ts) must be able to fail: checked here on a made-up log.
describe('the end-to-end server log scan', () => {
  const recorded = [
    { kind: 'birthdate', value: '1990-05-17' },
    { kind: 'name', value: 'Bob Builder 1a2b' },
    { kind: 'email', value: 'user-1@e2e.test' },
    { kind: 'name', value: 'Al' },
  ] as const;

  it('writes a birthdate both ways the app does', () => {
    expect(birthdateForms('1990-05-17')).toEqual(['1990-05-17', '05/17/1990']);
    expect(birthdateForms('05/17/1990')).toEqual(['05/17/1990', '1990-05-17']);
  });

  it('names each recorded value, any e-mail address and the line it is on', () => {
    const log = [
      '{"url":"/api/me","msg":"incoming request"}',
      '{"url":"/api/pairs?birthdate=05/17/1990"}',
      '{"msg":"saved BOB BUILDER 1A2B"}',
      '{"msg":"Sign-up attempt for existing email: user-1@e2e.test"}',
      '{"msg":"mail from stranger@example.org"}',
      '    at file:///app/node_modules/@electric-sql/pglite/dist/chunk.js:1:2',
      '{"msg":"Also ran"}',
    ].join('\n');
    expect(findLeaks(log, recorded).map(({ what, line }) => [what, line])).toEqual([
      ['05/17/1990', 2],
      ['bob builder 1a2b', 3],
      ['user-1@e2e.test', 4],
      ['stranger@example.org', 5],
    ]);
  });

  it('finds nothing in a clean log', () => {
    expect(findLeaks('{"url":"/api/me"}\n{"err":{"message":"params: [redacted]"}}', recorded)).toEqual([]);
  });
});
