import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablePath } from '../src/backup/backup-manifest.js';
import { backupTableNames } from '../src/backup/backup-tables.js';
import { runBackupCli } from '../src/backup/cli.js';
import { readBackup } from '../src/backup/read-archive.js';
import { restoreBackup } from '../src/backup/restore-backup.js';
import { writeBackup } from '../src/backup/write-backup.js';
import { createDatabase, type Database, type Db } from '../src/db/client.js';
import { readJournal } from '../src/db/migration-journal.js';
import { profiles } from '../src/db/schema.js';
import { rowsOf } from '../src/db/sql-rows.js';
import { loadEnv } from '../src/env.js';
import type { AudioStorage } from '../src/providers/storage/audio-storage.js';
import { createFsAudioStorage } from '../src/providers/storage/fs-audio-storage.js';
import { createS3AudioStorage } from '../src/providers/storage/s3-audio-storage.js';
import { grantCredits, ledgerSum } from '../src/services/credit-ledger.js';
import { buildTestApp, ORIGIN, signIn, signUp, type TestUser } from './helpers/app.js';
import { call, insertAccount } from './helpers/credits.js';
import { createPostgresDatabaseUrl, migratedPgliteSnapshot, testDatabaseKind } from './helpers/database.js';
import { setBirthdate } from './helpers/profile.js';
import { readingSession } from './helpers/reading-session.js';
import { type S3TestServer, startS3Server } from './helpers/s3-server.js';
import { useTestApp } from './helpers/test-app.js';
import { fakeVoice } from './narration/fakes.js';

const work = mkdtempSync(join(tmpdir(), 'cardology-backup-test-'));
const backupFile = join(work, 'cardology.backup.tar.gz');
/** The restore target: a fresh data folder, as `npm run restore` with DATA_DIR=targetDir sees it. */
const targetDir = join(work, 'target');
const sourceAudio = createFsAudioStorage(join(work, 'source-audio'));
const targetAudio = createFsAudioStorage(join(targetDir, 'audio'));

let ada: TestUser;
let expected: Snapshot;
let expectedAudio: Map<string, Buffer>;

/** Room for the long cases beyond the default 30 s: PGlite is slow on a shared, busy machine. */
const SLOW_CASE_MS = 60_000;

const SENTENCE = 'The Queen of Hearts brings warmth and care to the weeks ahead of you.';

/** The source: the database the backup is written from, and an app on it to fill it. */
const suite = useTestApp({ voice: fakeVoice().voice, audioStorage: sourceAudio });

beforeAll(async () => {
  // Written directly (no password hashing, which is slow on a busy machine): the admin who grants credits.
  const adminId = await insertAccount(suite.db);
  ada = await signUp(suite.app, { name: 'Ada' });
  await suite.db.update(profiles).set({ isPremium: true }).where(eq(profiles.id, ada.id));
  expect(
    (await call(suite.app, 'POST', '/api/connections', ada.cookie, { name: 'Ben', birthdate: '1991-03-04' }))
      .statusCode,
  ).toBe(201);
  await grantCredits(suite.db, { userId: ada.id, amount: 25, actorId: adminId });
  const sessionId = await readingSession(
    suite.db,
    ada.id,
    Array.from({ length: 3 }, () => SENTENCE).join(' '),
  );
  expect((await call(suite.app, 'POST', '/api/saved-readings', ada.cookie, { sessionId })).statusCode).toBe(
    201,
  );
  expect((await call(suite.app, 'POST', '/api/tts', ada.cookie, { sessionId })).statusCode).toBe(200);
  expect((await call(suite.app, 'POST', '/api/credit-requests', ada.cookie, {})).statusCode).toBe(201);
  await setBirthdate(suite.app, ada, '1988-03-09');
  expect(
    (await call(suite.app, 'POST', '/api/journal', ada.cookie, { date: '2020-02-02', text: SENTENCE }))
      .statusCode,
  ).toBe(201);

  await writeBackup({ database: suite.database, audio: sourceAudio, now: new Date() }, backupFile);
  expected = await snapshotOf(suite.db);
  expectedAudio = await filesOf(sourceAudio);
});

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
});

describe(`backups of ${testDatabaseKind}`, () => {
  it('backs up every table of the database but the rate-limit counters', async () => {
    const tables = await rowsOf<{ name: string }>(
      suite.db,
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    const names = tables.map((table) => table.name).filter((name) => name !== 'rate_limit');
    expect([...backupTableNames()].sort()).toEqual(names.sort());
    // A table comes after every table it references, so the restore can insert in this order.
    const order = backupTableNames();
    expect(order.indexOf('user')).toBeLessThan(order.indexOf('profiles'));
    expect(order.indexOf('ai_sessions')).toBeLessThan(order.indexOf('tts_narrations'));
  });

  it(
    'restores into a new PGlite data folder: every row, every audio byte, the ledger, the password',
    async () => {
      // The seed reached every part the backup must carry.
      for (const table of ['user', 'session', 'account', 'profiles', 'user_connections', 'ai_sessions']) {
        expect(expected[table]?.length, table).toBeGreaterThan(0);
      }
      for (const table of [
        'saved_readings',
        'credit_ledger',
        'credit_requests',
        'tts_narrations',
        'journal_entries',
      ]) {
        expect(expected[table]?.length, table).toBeGreaterThan(0);
      }
      expect(expectedAudio.size).toBeGreaterThan(0);

      // A folder a server started on once (migrated, no accounts yet); creating one from nothing takes
      // PGlite many seconds. The restore into a database with no tables at all runs on PostgreSQL below.
      const target = await createDatabase({
        kind: 'pglite',
        dataDir: join(targetDir, 'pglite'),
        loadDataDir: await migratedPgliteSnapshot(),
      });
      try {
        await restoreFile(backupFile, target, targetAudio);
        expect(await snapshotOf(target.db)).toEqual(expected);
        expect(await filesOf(targetAudio)).toEqual(expectedAudio);
        await expectLedgersMatchBalances(target.db);

        const restoredApp = await buildTestApp(target.db, { audioStorage: targetAudio });
        try {
          await signIn(restoredApp, { email: ada.email });
          // The session cookie from before the backup still works where the secret is the same.
          const session = await restoredApp.inject({
            method: 'GET',
            url: '/api/auth/get-session',
            headers: { origin: ORIGIN, cookie: ada.cookie },
          });
          expect(session.json<{ user: { id: string } }>().user.id).toBe(ada.id);

          // Over a database with accounts: refused without --force, everything replaced with it.
          await insertAccount(target.db);
          const withNewcomer = await snapshotOf(target.db);
          await expect(restoreFile(backupFile, target, targetAudio)).rejects.toThrow(
            /already holds 3 account\(s\).*--force/,
          );
          expect(await snapshotOf(target.db)).toEqual(withNewcomer);
          await restoreFile(backupFile, target, targetAudio, true);
          expect(await snapshotOf(target.db)).toEqual(expected);
        } finally {
          await restoredApp.close();
        }
      } finally {
        await target.close();
      }
    },
    SLOW_CASE_MS,
  );

  it.skipIf(testDatabaseKind !== 'postgres')(
    'restores into an empty PostgreSQL database',
    async () => {
      const { DATABASE_URL } = loadEnv();
      const created = await createPostgresDatabaseUrl(DATABASE_URL ?? '');
      const target = await createDatabase({ kind: 'postgres', url: created.url });
      const audio = createFsAudioStorage(join(work, 'postgres-audio'));
      try {
        await restoreFile(backupFile, target, audio);
        expect(await snapshotOf(target.db)).toEqual(expected);
        expect(await filesOf(audio)).toEqual(expectedAudio);
        await expectLedgersMatchBalances(target.db);
      } finally {
        await target.close();
        await created.drop();
      }
    },
    SLOW_CASE_MS,
  );

  it.skipIf(testDatabaseKind !== 'postgres')(
    'takes one consistent moment while the server grants credits (online, PostgreSQL)',
    async () => {
      // Four writers grant credits all through the backup; each grant moves a balance and appends a ledger
      // row in one transaction. Read table by table without one snapshot, the ledger and the balances
      // would be read at different moments and disagree.
      let writing = true;
      let grants = 0;
      const writer = async () => {
        while (writing) {
          await grantCredits(suite.db, { userId: ada.id, amount: 1 });
          grants += 1;
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      const file = join(work, 'online.tar.gz');
      let during = 0;
      try {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const before = grants;
        await writeBackup({ database: suite.database, audio: sourceAudio, now: new Date() }, file);
        during = grants - before;
      } finally {
        writing = false;
        await Promise.all(writers);
      }
      expect(during).toBeGreaterThan(0);
      const backup = await readBackup(file);
      try {
        const balances = linesOf(backup.fileOf(tablePath('profiles'))) as Array<{
          id: string;
          tts_credits: number;
        }>;
        const ledger = linesOf(backup.fileOf(tablePath('credit_ledger'))) as Array<{
          user_id: string;
          delta: number;
        }>;
        for (const { id, tts_credits } of balances) {
          const sum = ledger.filter((row) => row.user_id === id).reduce((total, row) => total + row.delta, 0);
          expect(sum, id).toBe(tts_credits);
        }
      } finally {
        await backup.dispose();
      }
    },
    SLOW_CASE_MS,
  );

  it(
    'refuses a damaged, foreign or newer backup in one line, exit code 1, and changes nothing',
    async () => {
      // Runs after the restore above, which left the target folder equal to the backup: it must stay so.
      const beforeAudio = await filesOf(targetAudio);
      expect(beforeAudio).toEqual(expectedAudio);
      const bytes = readFileSync(backupFile);
      const cases: Array<[string, () => Promise<Buffer> | Buffer, RegExp]> = [
        ['a truncated file', () => bytes.subarray(0, Math.floor(bytes.length / 2)), /damaged or incomplete/],
        [
          'an altered table',
          () => repack(bytes, (entries) => entries.set('tables/user.jsonl', Buffer.from('{"id":"x"}\n'))),
          /tables\/user\.jsonl does not match its checksum/,
        ],
        [
          'a missing audio file',
          () => repack(bytes, (entries) => deleteFirst(entries, 'audio/')),
          /incomplete: audio\/.* is missing/,
        ],
        [
          'a newer format',
          () =>
            repack(bytes, (entries) =>
              editManifest(entries, (manifest) => ({ ...manifest, formatVersion: 2 })),
            ),
          /newer version of Cardology \(format 2/,
        ],
        [
          'a later migration',
          () =>
            repack(bytes, (entries) =>
              editManifest(entries, (manifest) => ({
                ...manifest,
                migration: { tag: '9999_future', count: 99 },
              })),
            ),
          /newer version of Cardology \(migration 9999_future\)/,
        ],
        [
          'an earlier migration than the database',
          () =>
            repack(bytes, (entries) =>
              editManifest(entries, (manifest) => {
                const journal = readJournal();
                const earlier = journal[journal.length - 2];
                return { ...manifest, migration: { tag: earlier?.tag, count: journal.length - 1 } };
              }),
            ),
          /already at a later migration than the backup .*restore into an empty database/,
        ],
        [
          'another tar.gz',
          () => tarGz(new Map([['notes.txt', Buffer.from('hello')]])),
          /not a Cardology backup/,
        ],
        ['a text file', () => Buffer.from('not a backup'), /not a Cardology backup \(not a gzip archive\)/],
      ];
      for (const [label, make, message] of cases) {
        const file = join(work, `${label.replaceAll(' ', '-')}.tar.gz`);
        writeFileSync(file, await make());
        const run = await cli(['restore', file, '--force']);
        expect(run.code, label).toBe(1);
        expect(run.errors, label).toHaveLength(1);
        expect(run.errors[0], label).toMatch(/^Restore failed: /);
        expect(run.errors[0], label).toMatch(message);
      }
      const missing = await cli(['restore', join(work, 'nowhere.tar.gz')]);
      expect(missing.errors).toEqual(['Restore failed: The backup file does not exist.']);
      const unreadable = await cli(['restore', work]);
      expect(unreadable.errors).toEqual(['Restore failed: The backup file cannot be read.']);

      expect(await withTarget(snapshotOf)).toEqual(expected);
      expect(await filesOf(targetAudio)).toEqual(beforeAudio);
    },
    SLOW_CASE_MS,
  );

  it('runs from the command line: a backup of the restored folder, bad arguments, a folder in use', async () => {
    const again = join(work, 'again.tar.gz');
    const made = await cli(['backup', again]);
    expect(made.errors).toEqual([]);
    expect(made.lines[0]).toMatch(
      /^Backup written to .*again\.tar\.gz: 2 account\(s\), \d+ rows in \d+ tables, \d+ audio file\(s\)\.$/,
    );
    expect((await readBackupManifestTables(again)).get('credit_ledger')).toBe(expected.credit_ledger?.length);
    // It holds password hashes and session tokens: readable by its owner only.
    expect(statSync(again).mode & 0o777).toBe(0o600);

    expect((await cli(['backup', again])).errors).toEqual([
      `Backup failed: ${again} already exists: name a new file.`,
    ]);
    expect(await cli(['backup'])).toMatchObject({
      code: 1,
      errors: ['Backup failed: No backup file named. Usage: npm run backup -- FILE'],
    });
    expect((await cli(['restore'])).errors).toEqual([
      'Restore failed: No backup file named. Usage: npm run restore -- FILE [--force]',
    ]);

    // A running server holds the folder (its pid in the lock file beside it): PGlite allows one process.
    const busy = join(work, 'busy');
    mkdirSync(join(busy, 'pglite'), { recursive: true });
    writeFileSync(join(busy, 'pglite.lock'), String(process.ppid));
    writeFileSync(join(busy, 'pglite', 'PG_VERSION'), '17');
    const refused = await cli(['backup', join(work, 'busy.tar.gz')], busy);
    expect(refused.code).toBe(1);
    expect(refused.errors[0]).toMatch(/^Backup failed: The server \(pid \d+\) is using .*stop the server/);
  });
});

describe(`backups of ${testDatabaseKind} with the audio in a bucket`, () => {
  let s3: S3TestServer | undefined;
  beforeAll(async () => {
    s3 = await startS3Server('cardology-backups');
  }, 30_000);
  afterAll(async () => {
    await s3?.stop();
  });

  it(
    'streams every object into the archive and writes them back into a bucket on restore',
    async () => {
      const config = s3?.config('source/');
      if (!config) throw new Error('no bucket');
      const bucket = createS3AudioStorage(config);
      for (const [key, bytes] of expectedAudio) {
        const [owner = '', name = ''] = key.split('/');
        await bucket.put(owner, name, bytes);
      }
      const file = join(work, 'bucket.backup.tar.gz');
      const manifest = await writeBackup({ database: suite.database, audio: bucket, now: new Date() }, file);
      expect(manifest.audio.map((part) => `${part.owner}/${part.name}`).sort()).toEqual(
        [...expectedAudio.keys()].sort(),
      );
      const entries = await entriesOf(readFileSync(file));
      for (const [key, bytes] of expectedAudio) expect(entries.get(`audio/${key}`)).toEqual(bytes);

      // Into a fresh database and another bucket prefix: the objects come back byte for byte.
      const restoredBucket = createS3AudioStorage({ ...config, prefix: 'restored/' });
      const target = await createDatabase({
        kind: 'pglite',
        dataDir: join(work, 'bucket-target', 'pglite'),
        loadDataDir: await migratedPgliteSnapshot(),
      });
      try {
        await restoreFile(file, target, restoredBucket);
        expect(await filesOf(restoredBucket)).toEqual(expectedAudio);
      } finally {
        await target.close();
      }
    },
    SLOW_CASE_MS,
  );
});

type Snapshot = Record<string, string[]>;

/** Every backed-up table's rows as JSON text, sorted; UTC so PGlite and PostgreSQL print timestamps alike. */
function snapshotOf(db: Db): Promise<Snapshot> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const snapshot: Snapshot = {};
    for (const name of backupTableNames()) {
      const rows = await rowsOf<{ line: string }>(
        tx,
        sql`SELECT row_to_json(t)::text AS line FROM ${sql.identifier(name)} t`,
      );
      snapshot[name] = rows.map((row) => row.line).sort();
    }
    return snapshot;
  });
}

async function filesOf(storage: AudioStorage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const file of storage.list()) {
    files.set(`${file.owner}/${file.name}`, Buffer.from((await storage.get(file.owner, file.name)) ?? []));
  }
  return files;
}

/** The rows of a table file from a backup. */
function linesOf(file: string): unknown[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}

async function expectLedgersMatchBalances(db: Db): Promise<void> {
  const balances = await db.select({ id: profiles.id, credits: profiles.ttsCredits }).from(profiles);
  for (const { id, credits } of balances) expect(await ledgerSum(db, id)).toBe(credits);
  expect(balances.some((balance) => balance.credits > 0)).toBe(true);
}

async function restoreFile(file: string, database: Database, audio: AudioStorage, force = false) {
  const backup = await readBackup(file);
  try {
    await restoreBackup(backup, { database, audio }, { force });
  } finally {
    await backup.dispose();
  }
}

/** Opens the target folder's database for one look, closed again so the command line can open it. */
async function withTarget<T>(look: (db: Db) => Promise<T>): Promise<T> {
  const target = await createDatabase({ kind: 'pglite', dataDir: join(targetDir, 'pglite') });
  try {
    return await look(target.db);
  } finally {
    await target.close();
  }
}

/** The command line as `npm run backup`/`restore` runs it, on the PGlite folder `dataDir`. */
async function cli(argv: string[], dataDir = targetDir) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await runBackupCli(
    argv,
    { DATA_DIR: dataDir },
    {
      log: (line) => lines.push(line),
      error: (line) => errors.push(line),
    },
  );
  return { code, lines, errors };
}

async function entriesOf(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extractor = tarExtract();
  extractor.end(gunzipSync(archive));
  for await (const entry of extractor) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  return entries;
}

async function tarGz(entries: Map<string, Buffer>): Promise<Buffer> {
  const archive = tarPack();
  for (const [name, bytes] of entries) archive.entry({ name }, bytes);
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

/** The archive again, with `edit` applied to its entries: a well-formed file with altered contents. */
async function repack(archive: Buffer, edit: (entries: Map<string, Buffer>) => void): Promise<Buffer> {
  const entries = await entriesOf(archive);
  edit(entries);
  return tarGz(entries);
}

function editManifest(entries: Map<string, Buffer>, change: (manifest: Record<string, unknown>) => unknown) {
  const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? '{}') as Record<
    string,
    unknown
  >;
  entries.set('manifest.json', Buffer.from(JSON.stringify(change(manifest))));
}

function deleteFirst(entries: Map<string, Buffer>, prefix: string) {
  const name = [...entries.keys()].find((key) => key.startsWith(prefix));
  if (!name) throw new Error(`no entry under ${prefix}`);
  entries.delete(name);
}

async function readBackupManifestTables(file: string): Promise<Map<string, number>> {
  const backup = await readBackup(file);
  await backup.dispose();
  return new Map(backup.manifest.tables.map((table) => [table.name, table.rows]));
}
