import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import type { Language } from '@cardology/contract/languages';
import { TTS_TEXT_MAX_LENGTH } from '@cardology/contract/limits';
import type { NarrationRequest } from '@cardology/contract/narration';
import type { Db } from '../../db/client.js';
import { httpError } from '../../http/errors.js';
import { footerIn } from '../../providers/ai/answer-language.js';
import { translatedCatalog } from '../../providers/ai/card-catalog.js';
import { findAiSession, sessionLanguage } from '../ai-sessions.js';
import { chunkSentences, type TextChunk } from './chunk-text.js';
import { speechTextOf } from './speech-text.js';
import { spokenIn } from './speech-words.js';

/** What a narration reads: one text of one of the user's sessions, as voice calls. */
export type NarrationSource = {
  sessionId: string;
  /** 'reading' for the interpretation, 'turn:<index>' for a chat reply. */
  source: string;
  chunks: TextChunk[];
  /** The language of the text (the session's), which its voice speaks. */
  language: Language;
};

/**
 * The text to read, from the server's own stored session only (docs/decisions/018-narration.md): the
 * interpretation, or the chat reply `turn` names. Refuses, before anything is charged, a session that is
 * not the user's (404), a turn that is not a reply (404), no text yet (409) and too much text (413).
 * It is said in the language the session was written in (`reader`'s for an older session).
 */
export async function narrationSource(
  db: Db,
  userId: string,
  request: NarrationRequest,
  reader: Language = 'en',
): Promise<NarrationSource> {
  const session = await findAiSession(db, userId, request.sessionId);
  if (!session) throw httpError(404, 'NARRATION_SOURCE_NOT_FOUND');
  const language = sessionLanguage(session, reader);
  const { turn } = request;
  let text = session.readingText;
  if (turn !== undefined) {
    const reply = session.history[turn];
    if (reply?.role !== 'model') throw httpError(404, 'NARRATION_SOURCE_NOT_FOUND');
    text = reply.text;
  }
  // In a translated language, card symbols and dates are said in its words (English reads as before).
  const catalog = await translatedCatalog(language);
  const speech = catalog
    ? spokenIn(speechTextOf(text.replace(REFLECTIVE_FOOTER, footerIn(language))), language, catalog)
    : speechTextOf(text);
  if (speech.length > TTS_TEXT_MAX_LENGTH) throw httpError(413, 'NARRATION_TEXT_TOO_LONG');
  const chunks = chunkSentences(speech);
  if (chunks.length === 0) throw httpError(409, 'NARRATION_NOTHING_TO_READ');
  return {
    sessionId: session.id,
    source: turn === undefined ? 'reading' : `turn:${turn}`,
    chunks,
    language,
  };
}
