#!/usr/bin/env node
// `npm run backup -- FILE` and `npm run restore -- FILE [--force]`: the server's backup command
// (packages/server/src/backup/cli.ts), run from its sources through tsx so it needs no build, with
// the settings `npm start` uses (a `.env` in the folder it runs from, then the environment).
import { loadEnvFileIfPresent } from './lib/env-file.mjs';

loadEnvFileIfPresent(process.cwd());
const { runBackupCli } = await import('../packages/server/src/backup/cli.ts');
process.exitCode = await runBackupCli(process.argv.slice(2), process.env);
