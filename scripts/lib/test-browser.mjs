// Which Chromium the tests (Playwright, Lighthouse) launch. By default the headless Chromium that
// the npm package @sparticuz/chromium ships inside itself, so `npm install && npm test` needs no
// system browser and no download; CHROMIUM_PATH names another executable instead.
import { accessSync, constants, statSync } from 'node:fs';

export const BROWSER_ENV = 'CHROMIUM_PATH';

/** Flags for a headless run on a machine with a closed network (no background fetches, no GPU). */
export const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Throws a message naming the variable when the override is missing or not executable. */
function checkExecutable(path, source) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw new Error(
      `${source} names ${path}, which does not exist. Point it at a Chromium executable or unset it.`,
    );
  }
  try {
    if (!stat.isFile()) throw new Error('not a file');
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `${source} names ${path}, which is not an executable file. Point it at a Chromium executable or unset it.`,
    );
  }
  return path;
}

/** The executable to launch: the override when set, else the npm-shipped Chromium (unpacked to the temp folder once). */
export async function resolveTestBrowser(env = process.env) {
  const override = env[BROWSER_ENV]?.trim();
  if (override) return { executablePath: checkExecutable(override, BROWSER_ENV), source: BROWSER_ENV };
  const { default: chromium } = await import('@sparticuz/chromium');
  const executablePath = await chromium.executablePath();
  return { executablePath, source: '@sparticuz/chromium' };
}
