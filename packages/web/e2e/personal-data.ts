import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The names, e-mails and birthdates this run's specs sent to the server, and the secrets they saw in URLs
 * (calendar-feed tokens, password-reset tokens, audio link signatures), one JSON line each in the run's
 * data folder, so the global teardown can check the server log holds none of them (log-scan.ts).
 * The helpers that make accounts and people record what they make; the specs record the links they get.
 */
export type PersonalDatum = {
  kind:
    | 'email'
    | 'name'
    | 'birthdate'
    | 'feed token'
    | 'reset token'
    | 'audio signature'
    // A journal entry's words and a journal search (issue 24): a spec that writes or searches records them.
    | 'journal text'
    | 'search text';
  value: string;
};

export const isUrlSecret = ({ kind }: PersonalDatum) =>
  kind === 'feed token' || kind === 'reset token' || kind === 'audio signature';

/** The secrets a URL carries: a feed token in its path, a reset `token` or an audio `sig` in its query. */
export function urlSecrets(url: string): PersonalDatum[] {
  const parsed = new URL(url, 'http://localhost');
  const secrets: PersonalDatum[] = [];
  const feedToken = /\/api\/calendar\/feed\/([^/]+)\.ics$/.exec(parsed.pathname)?.[1];
  if (feedToken) secrets.push({ kind: 'feed token', value: feedToken });
  const resetToken = parsed.searchParams.get('token');
  if (resetToken) secrets.push({ kind: 'reset token', value: resetToken });
  const signature = parsed.searchParams.get('sig');
  if (signature) secrets.push({ kind: 'audio signature', value: signature });
  return secrets;
}

/** Records the secrets in each URL a spec was given (a feed link, a reset link, an audio source). */
export function recordUrlSecrets(...urls: (string | null | undefined)[]): void {
  const secrets = urls.flatMap((url) => (url ? urlSecrets(url) : []));
  if (secrets.length > 0) recordPersonalData(...secrets);
}

function recordFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it).');
  return join(dataDir, 'personal-data.jsonl');
}

/** Notes values a spec sends; appends are atomic enough for one short line per write. */
export function recordPersonalData(...data: PersonalDatum[]): void {
  appendFileSync(recordFile(), data.map((datum) => `${JSON.stringify(datum)}\n`).join(''));
}

export function recordedPersonalData(): PersonalDatum[] {
  const file = recordFile();
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as PersonalDatum);
}

/** The server's output for this run (playwright.config.ts sends it there). */
export const serverLogFile = (dataDir: string) => join(dataDir, 'server.log');
