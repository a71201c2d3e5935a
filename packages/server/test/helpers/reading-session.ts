import type { AiReadingRequest } from '@cardology/contract/assistant';
import type { Db } from '../../src/db/client.js';
import { createAiSession, setReadingText } from '../../src/services/ai-sessions.js';

/**
 * An assistant session of `userId` whose reading (of Ada, born 1990-02-28) is `text`, written straight
 * to the database: for tests of what is done with a reading (narration, saving, backups), not of the
 * assistant that writes one. Returns the session's id.
 */
export async function readingSession(
  db: Db,
  userId: string,
  text: string,
  spreadType: Exclude<AiReadingRequest['spreadType'], 'pair'> = 'weekly',
): Promise<string> {
  const session = await createAiSession(
    db,
    userId,
    { spreadType, person: { name: 'Ada', birthdate: '1990-02-28' } },
    'Ada',
  );
  await setReadingText(db, session.id, text);
  return session.id;
}
