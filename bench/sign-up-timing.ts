/**
 * Sign-up timing (issue 22 item 9; docs/decisions/032-throttling-and-mail.md): does the time of
 * POST /api/auth/sign-up/email say whether an address already has an account? On main before the fix an
 * existing address was answered in 9 ms and a new one in 102 ms. With SMTP_URL set, a taken address is
 * answered as a new one (its owner is mailed instead, without waiting); without mail the app still says
 * "already exists" (decision 032), so that case is printed for reference, not as a leak to close.
 *
 * The real app in this process on an in-memory PGlite (the server tests' helpers), a real SMTP server on
 * loopback, requests by inject (server time only, no network): new and existing addresses alternate, so
 * both see the same machine. Figures printed, never asserted. Run: `npm run bench` (and its --smoke), or
 * node --conditions=source --import tsx bench/sign-up-timing.ts
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, signUpRequest, uniqueEmail } from '../packages/server/test/helpers/app.js';
import { createTestDatabase } from '../packages/server/test/helpers/database.js';
import { startSmtpMailbox } from '../packages/server/test/helpers/smtp-mailbox.js';
import { isSmoke } from './smoke.js';

const TRIES = 30;
const SMOKE_TRIES = 3;

interface Timings {
  fresh: number[];
  taken: number[];
  statuses: Set<string>;
}

/** Milliseconds for one sign-up, and its status. */
async function timedSignUp(app: FastifyInstance, email: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await signUpRequest(app, { name: 'Timing', email, password: 'timing bench passphrase' });
  return { ms: performance.now() - started, status: response.statusCode };
}

/** `tries` sign-ups with a new address and as many with `takenEmail`, alternating (one warm-up each first). */
async function measure(app: FastifyInstance, takenEmail: string, tries: number): Promise<Timings> {
  const timings: Timings = { fresh: [], taken: [], statuses: new Set() };
  await timedSignUp(app, uniqueEmail('warm'));
  await timedSignUp(app, takenEmail);
  for (let i = 0; i < tries; i++) {
    const fresh = await timedSignUp(app, uniqueEmail('timing'));
    const taken = await timedSignUp(app, takenEmail);
    timings.fresh.push(fresh.ms);
    timings.taken.push(taken.ms);
    timings.statuses.add(`new ${fresh.status} / taken ${taken.status}`);
  }
  return timings;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const figures = (values: readonly number[]) =>
  `median ${percentile(values, 50).toFixed(1)} ms, p90 ${percentile(values, 90).toFixed(1)} ms`;

function print(label: string, timings: Timings): void {
  console.log(`  ${label} (${[...timings.statuses].join(', ')})`);
  console.log(`    new address:      ${figures(timings.fresh)}`);
  console.log(`    existing address: ${figures(timings.taken)}`);
}

export async function runSignUpTimingBench({ smoke = false }: { smoke?: boolean } = {}): Promise<void> {
  const tries = smoke ? SMOKE_TRIES : TRIES;
  const database = await createTestDatabase();
  const mailbox = await startSmtpMailbox();
  const plain = await buildTestApp(database.db);
  const withMail = await buildTestApp(database.db, { env: { SMTP_URL: mailbox.url } });
  try {
    const owner = await signUp(plain, { email: uniqueEmail('owner') });
    console.log(
      `Sign-up timing: ${tries} new and ${tries} existing addresses each, alternating (server time, inject)`,
    );
    const mailed = await measure(withMail, owner.email, tries);
    print('with mail (SMTP_URL set)', mailed);
    if (smoke && !mailed.statuses.has('new 200 / taken 200'))
      throw new Error(`sign-up timing, smoke: with mail both must answer 200, got ${[...mailed.statuses]}`);
    print(
      'without mail (the address is said to exist, decision 032)',
      await measure(plain, owner.email, tries),
    );
  } finally {
    await withMail.close();
    await plain.close();
    await mailbox.close();
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runSignUpTimingBench({ smoke: isSmoke() });
}
