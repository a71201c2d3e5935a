import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The names, e-mails and birthdates this run's specs sent to the server, one JSON line each in the run's
 * data folder, so the global teardown can check the server log holds none of them (log-scan.ts).
 * The helpers that make accounts and people record what they make.
 */
export type PersonalDatum = { kind: 'email' | 'name' | 'birthdate'; value: string };

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
