#!/usr/bin/env node
// `npm run lighthouse`: builds the web app, starts the server on a fresh data folder and a free port,
// signs up the instance's first account (admin and premium), then runs Lighthouse (mobile, default
// simulated throttling) on every route of the router (public ones signed out, the others signed in), and prints one row per
// page: the median of LIGHTHOUSE_RUNS runs (3 by default; scores move between runs on a busy machine). The server and the data folder are removed afterwards. Figures are recorded in
// docs/decisions/005-page-speed.md. LIGHTHOUSE_LANGUAGE=es, pt-BR or ru audits as a reader of that language.
// LIGHTHOUSE_REPORTS_DIR=<folder> also keeps each page's full
// JSON report there, for the diagnostics behind a score.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { exited, freePort, startServer } from '../packages/server/test/helpers/server-process.ts';
import { ROUTE_TABLE } from '../packages/web/src/app/route-table.ts';
import { formatTable, summarize } from './lib/lighthouse-summary.mjs';
import { browserArgs, resolveTestBrowser } from './lib/test-browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ACCOUNT = { name: 'Lighthouse', email: 'lighthouse@example.com', password: 'correct horse battery' };
// A birthdate, so /yearly is audited with a reading on it (without one it shows the "missing age" notice).
const BIRTHDATE = '05/17/1990';
/**
 * LIGHTHOUSE_LANGUAGE=es (or pt-BR) audits the pages as a reader who chose that language: the language cookie
 * goes with every request, signed in or out, so the language's own chunk is in what is measured. Lighthouse sends
 * it as a header only, which the page's script cannot read (document.cookie), so the browser speaks the language
 * too (`--lang`, `--accept-lang`): the first paint's words are then the reader's, as with the cookie in a browser,
 * not English words that the app's replace with other, possibly larger ones (a later LCP).
 */
const LANGUAGE = process.env.LIGHTHOUSE_LANGUAGE;
const languageFlags = LANGUAGE ? [`--lang=${LANGUAGE}`, `--accept-lang=${LANGUAGE}`] : [];
const withLanguage = (cookie) =>
  LANGUAGE
    ? [cookie, `${LANGUAGE_COOKIE}=${encodeURIComponent(LANGUAGE)}`].filter(Boolean).join('; ')
    : cookie;

/**
 * Every route the router has, from the route table it is checked against (web/src/app/route-table.ts), so a new
 * page is audited without a line here: a public page signed out, every other page signed in (the audited account
 * is admin and premium), an address with a parameter at its `sample`. LIGHTHOUSE_ROUTES=/,/weekly audits those
 * rows only.
 */
function pages() {
  const all = ROUTE_TABLE.map((route) => ({
    path: route.sample ?? route.path,
    route: route.path,
    signedIn: route.access !== 'public',
  }));
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
  if (!only) return all;
  const unknown = only.filter((path) => !all.some((page) => page.route === path || page.path === path));
  if (unknown.length > 0) throw new Error(`LIGHTHOUSE_ROUTES names no route: ${unknown.join(', ')}.`);
  return all.filter((page) => only.includes(page.route) || only.includes(page.path));
}

/** LIGHTHOUSE_WEB_DIST=<folder> audits a build made elsewhere (another commit's, for a before/after) as it is. */
const PREBUILT = process.env.LIGHTHOUSE_WEB_DIST;

function buildWeb() {
  if (PREBUILT) return;
  console.log('Building the web app…');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: join(root, 'packages/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('The web build failed.');
}

/**
 * Signs up the first account of the fresh instance, gives it a birthdate, and returns its session
 * cookies (`name=value; …`).
 */
async function signUp(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ACCOUNT),
  });
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  const session = cookies.find((cookie) => cookie.split('=')[0].endsWith('session_token'));
  if (!session) throw new Error(`Sign-up set no session cookie (got: ${cookies.join(', ') || 'none'}).`);
  const cookie = cookies.join('; ');
  const profile = await fetch(`${baseUrl}/api/me`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ name: ACCOUNT.name, birthdate: BIRTHDATE }),
  });
  if (!profile.ok) throw new Error(`Setting the birthdate failed: ${profile.status} ${await profile.text()}`);
  return cookie;
}

async function audit(chrome, url, cookie) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
  return result.lhr;
}

function runsPerPage() {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(
      `LIGHTHOUSE_RUNS must be a whole number of at least 1, not ${process.env.LIGHTHOUSE_RUNS}.`,
    );
  }
  return runs;
}

async function main() {
  const runs = runsPerPage();
  buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'cardology-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let server;
  let chrome;
  try {
    server = await startServer(
      { DATA_DIR: dataDir, PUBLIC_URL: baseUrl, WEB_DIST_DIR: PREBUILT ?? join(root, 'packages/web/dist') },
      port,
    );
    const cookie = await signUp(baseUrl);
    const { executablePath } = await resolveTestBrowser();
    chrome = await chromeLauncher.launch({
      chromePath: executablePath,
      chromeFlags: ['--headless=new', ...browserArgs, ...languageFlags],
    });
    const rows = [];
    // The machine's load beside the figures: on a shared machine TBT follows it (decision 005).
    const loadAtStart = loadavg()[0].toFixed(1);
    for (const page of pages()) {
      const url = `${baseUrl}${page.path}`;
      console.log(`Auditing ${page.path}${page.signedIn ? ' (signed in)' : ''}, ${runs} run(s)…`);
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await audit(chrome, url, withLanguage(page.signedIn ? cookie : undefined)));
      }
      const lhr = computeMedianRun(results);
      const reports = process.env.LIGHTHOUSE_REPORTS_DIR;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        const name = page.path === '/' ? 'home' : decodeURIComponent(page.path.slice(1)).replaceAll('/', '-');
        writeFileSync(join(reports, `${name}.json`), JSON.stringify(lhr, null, 2));
      }
      rows.push(summarize(page.path, url, lhr));
    }
    if (LANGUAGE) console.log(`\nLanguage: ${LANGUAGE} (cookie ${LANGUAGE_COOKIE})`);
    console.log(`\n${formatTable(rows)}`);
    console.log(
      `\nLoad average (1 min): ${loadAtStart} at the start, ${loadavg()[0].toFixed(1)} at the end.`,
    );
  } finally {
    await chrome?.kill();
    if (server) {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
