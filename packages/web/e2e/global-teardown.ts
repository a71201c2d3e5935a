import { existsSync, readFileSync } from 'node:fs';
import { findLeaks } from './log-scan';
import { recordedPersonalData, serverLogFile } from './personal-data';

/**
 * After the whole run: the server log must name nobody the specs created (docs/decisions/027-privacy.md).
 * Fails listing each name, e-mail or birthdate found, with the log line it is on.
 */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it).');
  const file = serverLogFile(dataDir);
  if (!existsSync(file)) throw new Error(`No server log at ${file}: the log scan has nothing to read.`);
  const log = readFileSync(file, 'utf8');
  const recorded = recordedPersonalData();
  if (recorded.length === 0)
    throw new Error('No names, e-mails or birthdates were recorded: nothing to look for.');
  const leaks = findLeaks(log, recorded);
  if (leaks.length > 0) {
    const list = leaks.slice(0, 20).map((leak) => `  ${leak.what} at ${file}:${leak.line}: ${leak.excerpt}`);
    throw new Error(`The server log names people (${leaks.length} places):\n${list.join('\n')}`);
  }
  console.log(`Server log scanned: ${recorded.length} recorded values, no name, e-mail or birthdate in it.`);
}
