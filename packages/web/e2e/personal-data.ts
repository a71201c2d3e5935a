import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The names, e-mails and birthdates this run's specs sent to the server, and the secrets they saw in URLs
 * (calendar-feed tokens, password-reset, confirmation and unsubscribe tokens, audio link signatures), one
 * JSON line each in the run's
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
    | 'confirmation token'
    | 'unsubscribe token'
    | 'audio signature'
    // A journal entry's words and a journal search (issue 24): a spec that writes or searches records them.
    | 'journal text'
    | 'search text';
  value: string;
};

const URL_SECRET_KINDS: ReadonlySet<PersonalDatum['kind']> = new Set([
  'feed token',
  'reset token',
  'confirmation token',
  'unsubscribe token',
  'audio signature',
] as const);

export const isUrlSecret = ({ kind }: PersonalDatum) => URL_SECRET_KINDS.has(kind);

/**
 * The secrets a URL carries: a feed or unsubscribe token in its path, a reset or confirmation `token` or an
 * audio `sig` in its query.
 */
export function urlSecrets(url: string): PersonalDatum[] {
  const parsed = new URL(url, 'http://localhost');
  const secrets: PersonalDatum[] = [];
  const feedToken = /\/api\/calendar\/feed\/([^/]+)\.ics$/.exec(parsed.pathname)?.[1];
  if (feedToken) secrets.push({ kind: 'feed token', value: feedToken });
  const unsubscribeToken = /\/api\/reminders\/unsubscribe\/([^/]+)$/.exec(parsed.pathname)?.[1];
  if (unsubscribeToken) secrets.push({ kind: 'unsubscribe token', value: unsubscribeToken });
  const token = parsed.searchParams.get('token');
  const confirming = parsed.pathname.endsWith('/verify-email');
  if (token) secrets.push({ kind: confirming ? 'confirmation token' : 'reset token', value: token });
  const signature = parsed.searchParams.get('sig');
  if (signature) secrets.push({ kind: 'audio signature', value: signature });
  return secrets;
}

/** Records the secrets in each URL a spec was given (a feed, reset, confirmation or unsubscribe link, an audio source). */
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

/**
 * The server's output for this run (playwright.config.ts sends it there), or that of a server a spec starts
 * itself (`name`, server-with-mail.ts).
 */
export const serverLogFile = (dataDir: string, name?: string) =>
  join(dataDir, name ? `server-${name}.log` : 'server.log');

/** Every server log of this run: the suite's, and each a spec's own server wrote. */
export const serverLogFiles = (dataDir: string) =>
  readdirSync(dataDir)
    .filter((file) => /^server(-[\w-]+)?\.log$/.test(file))
    .map((file) => join(dataDir, file));
