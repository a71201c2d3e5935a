import { describe, expect, it } from 'vitest';
import { birthdateForms, findLeaks } from '../../e2e/log-scan';
import { urlSecrets } from '../../e2e/personal-data';

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

  it('takes the secrets out of a feed link, a reset link and an audio link', () => {
    expect(urlSecrets('http://localhost:3000/api/calendar/feed/AbC-d_0123456789.ics')).toEqual([
      { kind: 'feed token', value: 'AbC-d_0123456789' },
    ]);
    expect(urlSecrets('http://localhost:3000/reset-password?token=ResetTok3n')).toEqual([
      { kind: 'reset token', value: 'ResetTok3n' },
    ]);
    expect(urlSecrets('/api/audio/a.mp3?exp=17&sig=S1gnature-_x')).toEqual([
      { kind: 'audio signature', value: 'S1gnature-_x' },
    ]);
    expect(urlSecrets('/api/me')).toEqual([]);
  });

  it('finds a recorded feed token, reset token or audio signature anywhere in the log', () => {
    const secrets = [
      { kind: 'feed token', value: 'FeedTok3nAbCdEf' },
      { kind: 'reset token', value: 'ResetTok3nAbC' },
      { kind: 'audio signature', value: 'S1gnatureXyZ' },
    ] as const;
    const log = [
      '{"req":{"url":"/api/calendar/feed/FeedTok3nAbCdEf.ics"}}',
      '{"req":{"url":"/api/auth/reset-password/ResetTok3nAbC"}}',
      '{"err":{"message":"bad /api/audio/a.mp3?sig=S1gnatureXyZ"}}',
      '{"req":{"url":"/api/calendar/feed/[redacted]"}}',
    ].join('\n');
    expect(findLeaks(log, secrets).map(({ what, line }) => [what, line])).toEqual([
      ['feedtok3nabcdef', 1],
      ['resettok3nabc', 2],
      ['s1gnaturexyz', 3],
    ]);
  });

  it('finds nothing in a clean log', () => {
    expect(findLeaks('{"url":"/api/me"}\n{"err":{"message":"params: [redacted]"}}', recorded)).toEqual([]);
  });
});
