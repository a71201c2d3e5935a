// `npm start` and `npm run dev` read settings from a `.env` file in the folder they run from (see
// .env.example), so a newcomer can keep them in one place. Variables already set in the environment win:
// Node's loader never overwrites them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Loads `<dir>/.env` into process.env when it exists; returns its path, or null when there is none. */
export function loadEnvFileIfPresent(dir) {
  const file = join(dir, '.env');
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
