import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { savedReadingPage } from '@cardology/contract/assistant';
import { TTS_COST } from '@cardology/contract/limits';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseTarget } from '../src/db/client.js';
import { creditLedger, profiles, ttsNarrations } from '../src/db/schema.js';
import { loadEnv } from '../src/env.js';
import { ledgerSum } from '../src/services/credit-ledger.js';
import { createPostgresDatabaseUrl } from './helpers/database.js';
import { type HttpAccount, makePremiumOverHttp, signUpOverHttp } from './helpers/http-accounts.js';
import { aiSessionOverHttp, sendJson, shortReplyOverHttp } from './helpers/http-writes.js';
import { exited, freePort, type ServerProcess, startServer } from './helpers/server-process.js';
import { acknowledgedOf, birthdateOf, burstThenKill, type Sent } from './helpers/write-burst.js';

/**
 * Crash safety (docs/decisions/025-load-and-crash-safety.md): a burst of writes — connections, saves,
 * the admin's credit grants, narrations — against the real server process, SIGKILL once some have
 * answered 2xx and others are in flight, a restart on the same data, then every acknowledged write is
 * found, nothing is half-written, and the credit ledger still sums to every balance.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const SAVES = 12;
const NARRATIONS = 3;

async function launch(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const server = await startServer(env, port);
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
  });
  return server;
}

/** A file left by a write the killed process never finished, as the audio storage names them. */
function plantUnfinishedWrite(dataDir: string, owner: string): string {
  const folder = join(dataDir, 'audio', owner);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${'A'.repeat(22)}.mp3.${'B'.repeat(22)}.mp3.part`);
  writeFileSync(file, 'half an mp3');
  return file;
}

function partFilesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.part'));
}

/** After the restart, through the API: every acknowledged connection, save and narration is there. */
async function expectAcknowledgedWritesServed(server: ServerProcess, reader: HttpAccount, sent: Sent[]) {
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie: reader.cookie } });
    expect(response.status, path).toBe(200);
    return response;
  };
  const people = (await (await get('/api/connections')).json()) as Array<{ name: string }>;
  const names = new Set(people.map((person) => person.name));
  for (const connection of acknowledgedOf(sent, 'connection')) expect(names).toContain(connection.name);

  const savedSessions = new Set<string | null>();
  for (let cursor: string | null = ''; cursor !== null; ) {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = savedReadingPage.parse(await (await get(`/api/saved-readings${query}`)).json());
    for (const row of page.items) savedSessions.add(row.session_id);
    cursor = page.next_cursor;
  }
  for (const save of acknowledgedOf(sent, 'save')) expect(savedSessions).toContain(save.sessionId);

  for (const narration of sent.filter((s) => s.kind === 'narration')) {
    if (!narration.events.some((event) => event.type === 'done')) continue;
    for (const event of narration.events) {
      if (event.type !== 'chunk') continue;
      const audio = await get(event.signedUrl);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');
      expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  }
}

/** After a clean stop, in the database itself: grants, narrations whole, and the ledger's sum. */
async function expectDatabaseWhole(target: DatabaseTarget, dataDir: string, sent: Sent[]) {
  const database = await createDatabase(target);
  try {
    const { db } = database;
    const notes = new Set(
      (
        await db.select({ notes: creditLedger.notes }).from(creditLedger).where(isNotNull(creditLedger.notes))
      ).map((row) => row.notes),
    );
    for (const grant of acknowledgedOf(sent, 'grant')) expect(notes).toContain(grant.notes);

    for (const row of await db.select().from(ttsNarrations)) {
      // A finished narration has every file it names; an unfinished one (the kill) names none.
      if (row.status === 'done') expect(row.chunks.length).toBeGreaterThan(0);
      else expect(row.chunks).toEqual([]);
      for (const chunk of row.chunks) {
        expect(existsSync(join(dataDir, 'audio', row.userId, chunk.audioFile))).toBe(true);
        expect(existsSync(join(dataDir, 'audio', row.userId, chunk.captionsFile))).toBe(true);
      }
      // Charged once while done or still marked running (refunded when retried), nothing once failed.
      const charges = await db
        .select({ delta: creditLedger.delta })
        .from(creditLedger)
        .where(eq(creditLedger.reference, `narration:${row.id}`));
      const net = charges.reduce((sum, charge) => sum + charge.delta, 0);
      expect(net, `narration ${row.status}`).toBe(row.status === 'failed' ? 0 : -TTS_COST);
    }

    const balances = await db.select({ id: profiles.id, credits: profiles.ttsCredits }).from(profiles);
    expect(balances.length).toBeGreaterThan(0);
    for (const balance of balances) expect(await ledgerSum(db, balance.id)).toBe(balance.credits);
  } finally {
    await database.close();
  }
}

async function crashAndRecover(env: Record<string, string>, target: DatabaseTarget, dataDir: string) {
  const port = await freePort();
  const before = await launch(env, port);
  const admin = await signUpOverHttp(before, {
    name: 'Crash admin',
    email: 'crash-admin@example.com',
    password: 'crash admin password',
  });
  const reader = await signUpOverHttp(before, {
    name: 'Crash reader',
    email: 'crash-reader@example.com',
    password: 'crash reader password',
  });
  await makePremiumOverHttp(before, admin.cookie, reader.id);
  const sessionIds = await Promise.all(
    Array.from({ length: SAVES + NARRATIONS }, (_, i) =>
      aiSessionOverHttp(before, reader.cookie, birthdateOf(i)),
    ),
  );
  const [shortOne = '', ...longOnes] = sessionIds.slice(SAVES);
  const grant = await sendJson(before, 'PUT', `/api/admin/users/${reader.id}/credits`, admin.cookie, {
    new_credit_total: 1_000,
  });
  expect(grant.status).toBe(200);

  const { sent, inFlightAtKill } = await burstThenKill(before, reader, admin, {
    saves: sessionIds.slice(0, SAVES),
    // A short chat reply, which finishes before the kill, and whole interpretations, which do not.
    narrations: [
      { sessionId: shortOne, turn: await shortReplyOverHttp(before, reader.cookie, shortOne) },
      ...longOnes.map((sessionId) => ({ sessionId })),
    ],
  });
  expect(inFlightAtKill).toBeGreaterThan(0);

  const planted = plantUnfinishedWrite(dataDir, reader.id);
  const after = await launch(env, port);
  // Removed when the server starts listening, with any a real crash left.
  await expect.poll(() => partFilesUnder(join(dataDir, 'audio')), { timeout: 15_000 }).toEqual([]);
  expect(existsSync(planted)).toBe(false);
  await expectAcknowledgedWritesServed(after, reader, sent);

  after.child.kill('SIGTERM');
  expect(await exited(after.child)).toBe(0);
  await expectDatabaseWhole(target, dataDir, sent);
}

function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardology-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

const SETTINGS = {
  AI_PROVIDER: 'offline',
  AUTH_RATE_LIMIT_MAX: '1000',
  API_RATE_LIMIT_MAX: '1000000',
  AI_READINGS_PER_HOUR: '1000',
};
const serverUrl = loadEnv().DATABASE_URL;

describe('a server killed mid-burst keeps every acknowledged write', () => {
  it.skipIf(serverUrl)('on PGlite', { timeout: 240_000 }, async () => {
    const dataDir = freshDataDir();
    await crashAndRecover(
      { ...SETTINGS, DATA_DIR: dataDir },
      { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
      dataDir,
    );
  });

  it.skipIf(!serverUrl)('on PostgreSQL', { timeout: 240_000 }, async () => {
    const database = await createPostgresDatabaseUrl(serverUrl ?? '');
    cleanups.push(() => database.drop());
    const dataDir = freshDataDir();
    await crashAndRecover(
      { ...SETTINGS, DATA_DIR: dataDir, DATABASE_URL: database.url },
      { kind: 'postgres', url: database.url },
      dataDir,
    );
  });
});
