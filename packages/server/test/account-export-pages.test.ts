import { accountExport, EXPORT_PATH } from '@cardology/contract/privacy';
import { describe, expect, it } from 'vitest';
import { aiSessions, creditLedger, savedReadings } from '../src/db/schema.js';
import {
  EXPORT_PAGE_BYTES,
  EXPORT_PAGE_ROWS,
  exportHead,
  exportJson,
} from '../src/services/account-export.js';
import { signUp } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

// The export of an account that piled up years of assistant use is written page by page
// (docs/decisions/031-account-piles.md): never the whole account in memory, nor one JSON.stringify of it.

const suite = useTestApp({ signUpAdmin: true });

/** More rows than pages hold, all created at the same instant: paging must neither skip nor repeat one. */
const ROWS = EXPORT_PAGE_ROWS * 2 + 3;
const SAME_INSTANT = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));

describe(`GET /api/me/export of a large account on ${testDatabaseKind}`, () => {
  it('streams every row once, in order, with no Content-Length computed up front', async () => {
    const reader = await signUp(suite.app);
    const sessions = await suite.db
      .insert(aiSessions)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          userId: reader.id,
          spreadType: 'yearly',
          personName: `Person ${i}`,
          request: {
            spreadType: 'yearly' as const,
            person: { name: 'Me', birthdate: '1980-06-15' },
            age: 40,
          },
          readingText: `Reading ${i}`,
          createdAt: SAME_INSTANT,
        })),
      )
      .returning({ id: aiSessions.id });
    await suite.db.insert(savedReadings).values(
      sessions.map((session, i) => ({
        userId: reader.id,
        sessionId: session.id,
        readingText: `Saved ${i}`,
        createdAt: SAME_INSTANT,
      })),
    );
    await suite.db.insert(creditLedger).values(
      Array.from({ length: ROWS }, (_, i) => ({
        userId: reader.id,
        delta: 1,
        reason: 'grant' as const,
        notes: `Grant ${i}`,
        createdAt: SAME_INSTANT,
      })),
    );

    const response = await suite.app.inject({
      method: 'GET',
      url: EXPORT_PATH,
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-length']).toBeUndefined();
    const data = accountExport.parse(response.json());
    const sessionIds = data.ai_sessions.map((session) => session.id);
    expect(new Set(sessionIds).size).toBe(ROWS);
    expect(sessionIds).toEqual([...sessionIds].sort());
    expect(new Set(data.saved_interpretations.map((saved) => saved.id)).size).toBe(ROWS);
    expect(new Set(data.credit_history.ledger.map((row) => row.notes)).size).toBe(ROWS);
  });

  it('writes long sessions a few at a time: no piece much over EXPORT_PAGE_BYTES unless one row is', async () => {
    const reader = await signUp(suite.app);
    // Six sessions of a third of a page each: twenty rows to a page would write them in one piece of twice the bound.
    const long = 'x'.repeat(Math.ceil(EXPORT_PAGE_BYTES / 3));
    await suite.db.insert(aiSessions).values(
      Array.from({ length: 6 }, (_, i) => ({
        userId: reader.id,
        spreadType: 'yearly',
        personName: `Person ${i}`,
        request: { spreadType: 'yearly' as const, person: { name: 'Me', birthdate: '1980-06-15' }, age: 40 },
        readingText: long,
      })),
    );
    const head = await exportHead(suite.db, reader.id, new Date());
    if (!head) throw new Error('no account');
    const pieces: string[] = [];
    for await (const piece of exportJson(suite.db, reader.id, head)) pieces.push(piece);
    const largest = Math.max(...pieces.map((piece) => Buffer.byteLength(piece)));
    expect(largest).toBeLessThanOrEqual(EXPORT_PAGE_BYTES * 1.1);
    const data = accountExport.parse(JSON.parse(pieces.join('')));
    expect(data.ai_sessions.map((session) => session.reading_text)).toEqual(Array(6).fill(long));
  });
});
