import { existsSync, readFileSync } from 'node:fs';
import { findLeaks } from './log-scan';
import { isUrlSecret, recordedPersonalData, serverLogFile, serverLogFiles } from './personal-data';

/**
 * After the whole run: the server logs (the suite's, and those of servers a spec started itself) must name
 * nobody the specs created (docs/decisions/027-privacy.md) and hold no feed, reset, confirmation or
 * unsubscribe token nor audio signature they saw (docs/decisions/033-clean-text-logs-headers.md).
 * Fails listing each value found, with the log line it is on.
 */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it).');
  const file = serverLogFile(dataDir);
  if (!existsSync(file)) throw new Error(`No server log at ${file}: the log scan has nothing to read.`);
  const recorded = recordedPersonalData();
  if (recorded.length === 0)
    throw new Error('No names, e-mails or birthdates were recorded: nothing to look for.');
  const leaks = serverLogFiles(dataDir).flatMap((log) =>
    findLeaks(readFileSync(log, 'utf8'), recorded).map((leak) => ({ ...leak, file: log })),
  );
  if (leaks.length > 0) {
    const list = leaks
      .slice(0, 20)
      .map((leak) => `  ${leak.what} at ${leak.file}:${leak.line}: ${leak.excerpt}`);
    throw new Error(
      `The server log names people or holds secrets (${leaks.length} places):\n${list.join('\n')}`,
    );
  }
  // Not required: a run of one spec may see no link at all (calendar, password and narration specs do).
  const secrets = recorded.filter(isUrlSecret).length;
  console.log(
    `Server log scanned: ${recorded.length} recorded values (${secrets} secrets), no name, e-mail, birthdate or secret in it.`,
  );
}
