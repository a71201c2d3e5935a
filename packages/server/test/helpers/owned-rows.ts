import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { session } from '../../src/db/schema.js';
import { setCredits } from '../../src/services/credit-ledger.js';
import { eventsOf, sessionIdOf } from '../ai/assistant-stream.js';
import { chunksOf, narrationEventsOf } from '../narration/fakes.js';
import { type Roles, signUpPremium, signUpRoles } from './accounts.js';
import { signIn, type TestUser } from './app.js';
import { call } from './credits.js';
import { addPerson, setBirthdate } from './profile.js';

/**
 * One premium user's rows of every kind a route can name, made through the API: a saved person, an
 * assistant session with its saved interpretation and narration (audio file and signed link), a credit
 * request, a calendar feed, and a second signed-in session. The names carry a random tag, so a test can
 * look for them in another user's answers.
 */
export type OwnedRows = {
  user: TestUser;
  connectionId: string;
  connectionName: string;
  aiSessionId: string;
  savedReadingId: string;
  /** A narration chunk's file name and its signed link (path and query), made for this user. */
  audioFile: string;
  audioUrl: string;
  creditRequestId: string;
  /** `<token>.ics`, the public feed's file name. */
  calendarFeedFile: string;
  /** The token of the user's other session (not the one in `user.cookie`). */
  otherSessionToken: string;
  /** A journal entry and its text (which carries the random tag). */
  journalEntryId: string;
  journalText: string;
};

export const BIRTHDATE = '1990-02-28';

function ok(response: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/** A saved person named `<label> <random tag>`. */
export async function addConnection(
  app: FastifyInstance,
  user: TestUser,
  label = 'Friend',
): Promise<{ id: string; name: string }> {
  const name = `${label} ${randomBytes(4).toString('hex')}`;
  return { id: await addPerson(app, user, name, '1985-07-04'), name };
}

/** A journal entry whose text carries a random tag. */
export async function addJournalEntry(
  app: FastifyInstance,
  user: TestUser,
): Promise<{ id: string; text: string }> {
  const text = `Journal note ${randomBytes(4).toString('hex')}`;
  const response = ok(
    await call(app, 'POST', '/api/journal', user.cookie, { date: '2020-01-01', text }),
    'a journal entry',
  );
  return { id: response.json<{ entry: { id: string } }>().entry.id, text };
}

/** Makes every kind of row for a premium `user` (the app must narrate with a fake voice). */
export async function createOwnedRows(app: FastifyInstance, db: Db, user: TestUser): Promise<OwnedRows> {
  const cookie = user.cookie;
  await setBirthdate(app, user, BIRTHDATE);
  const connection = await addConnection(app, user);
  const reading = ok(
    await call(app, 'POST', '/api/ai/reading', cookie, {
      spreadType: 'weekly',
      person: { name: user.name, birthdate: BIRTHDATE },
    }),
    'an interpretation',
  );
  const aiSessionId = sessionIdOf(eventsOf(reading));
  const saved = ok(
    await call(app, 'POST', '/api/saved-readings', cookie, { sessionId: aiSessionId }),
    'save',
  );
  const funded = await setCredits(db, { userId: user.id, total: 100 });
  if (!funded.ok) throw new Error(`could not set credits: ${funded.refusal}`);
  const narration = ok(await call(app, 'POST', '/api/tts', cookie, { sessionId: aiSessionId }), 'narrate');
  const [chunk] = chunksOf(narrationEventsOf(narration));
  if (!chunk) throw new Error(`no narration chunk: ${narration.body}`);
  const request = ok(await call(app, 'POST', '/api/credit-requests', cookie, {}), 'a credit request');
  const feed = ok(await call(app, 'POST', '/api/calendar', cookie), 'a calendar feed');
  const feedUrl = feed.json<{ url: string }>().url;
  const journal = await addJournalEntry(app, user);
  await signIn(app, { email: user.email });
  const [latest] = await db
    .select({ token: session.token })
    .from(session)
    .where(eq(session.userId, user.id))
    .orderBy(desc(session.createdAt))
    .limit(1);
  if (!latest) throw new Error('no second session');
  return {
    user,
    connectionId: connection.id,
    connectionName: connection.name,
    aiSessionId,
    savedReadingId: saved.json<{ id: string }>().id,
    audioFile: chunk.filePath,
    audioUrl: chunk.signedUrl,
    creditRequestId: request.json<{ id: string }>().id,
    calendarFeedFile: feedUrl.slice(feedUrl.lastIndexOf('/') + 1),
    otherSessionToken: latest.token,
    journalEntryId: journal.id,
    journalText: journal.text,
  };
}

/** The three roles (signUpRoles: call on a fresh database), with rows of every kind for the premium user and for a second premium user, Bea. */
export async function signUpRolesWithRows(
  app: FastifyInstance,
  db: Db,
): Promise<{ roles: Roles; own: OwnedRows; other: OwnedRows }> {
  const roles = await signUpRoles(app, db);
  const own = await createOwnedRows(app, db, roles.premium);
  const other = await createOwnedRows(app, db, await signUpPremium(app, db, { name: 'Bea' }));
  return { roles, own, other };
}
