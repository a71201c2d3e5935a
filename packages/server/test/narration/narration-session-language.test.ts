import { REFLECTIVE_NOTE } from '@cardology/contract/assistant';
import type { Language } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_SENTENCES } from '../../src/providers/ai/offline-sentences/index.js';
import { proportionalCues } from '../../src/providers/tts/captions.js';
import { readMp3 } from '../../src/providers/tts/mp3.js';
import type { Voice } from '../../src/providers/tts/voice.js';
import { setCredits } from '../../src/services/credit-ledger.js';
import { eventsOf, sessionIdOf, textOf } from '../ai/assistant-stream.js';
import { signUpPremium } from '../helpers/accounts.js';
import { ORIGIN, type TestUser } from '../helpers/app.js';
import { testDatabaseKind } from '../helpers/database.js';
import { readingSession } from '../helpers/reading-session.js';
import { useTestApp } from '../helpers/test-app.js';
import { chunksOf, narrationEventsOf, silentMp3 } from './fakes.js';

// A saved interpretation is spoken in the language it was written in (issue 26, item 4: "captions in the
// text's language"), not in the reader's language of the day: ai_sessions.language keeps it
// (docs/decisions/044-languages.md, "The assistant and the voice").

/** A voice answering with silence that records the language each chunk was asked in. */
function languageRecordingVoice() {
  const languages: (Language | undefined)[] = [];
  const audio = silentMp3(0.2);
  const duration = readMp3(audio)?.duration ?? 0;
  const voice: Voice = {
    async speak(sentences, _signal, language) {
      languages.push(language);
      return { audio, cues: proportionalCues(sentences, duration), duration };
    },
    async warm() {},
    async close() {},
  };
  return { voice, languages };
}

const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
const ADA = { name: 'Ada', birthdate: '1990-02-28' };
const recorder = languageRecordingVoice();
const suite = useTestApp({ clock: () => NOW, voice: recorder.voice, signUpAdmin: true });
let reader: TestUser;

beforeAll(async () => {
  reader = await signUpPremium(suite.app, suite.db, { name: 'Lectora' });
  const set = await setCredits(suite.db, { userId: reader.id, total: 100 });
  if (!set.ok) throw new Error(set.refusal);
});

const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  suite.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: reader.cookie },
    payload: payload as Record<string, unknown>,
  });

async function chooseLanguage(language: Language): Promise<void> {
  const response = await send('PATCH', '/api/me', { language });
  expect(response.statusCode).toBe(200);
}

describe(`an interpretation keeps its language on ${testDatabaseKind}`, () => {
  let sessionId: string;

  beforeAll(async () => {
    await chooseLanguage('es');
    const written = eventsOf(await send('POST', '/api/ai/reading', { spreadType: 'weekly', person: ADA }));
    expect(textOf(written)).toContain(OFFLINE_SENTENCES.es.reading.spreads.weekly);
    sessionId = sessionIdOf(written);
    await chooseLanguage('en');
  });

  it('is narrated in Spanish, voice and captions, after the reader switched to English', async () => {
    recorder.languages.length = 0;
    const events = narrationEventsOf(await send('POST', '/api/tts', { sessionId }));
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(recorder.languages.length).toBeGreaterThan(0);
    expect(new Set(recorder.languages)).toEqual(new Set(['es']));
    const captions = chunksOf(events)
      .flatMap((chunk) => chunk.cues.map((cue) => cue.text))
      .join(' ');
    expect(captions).toContain(messageText('es', 'REFLECTIVE_NOTE'));
    expect(captions).not.toContain(REFLECTIVE_NOTE.slice(0, 20));
  });

  it('answers a follow-up question in Spanish, and narrates that answer in Spanish', async () => {
    const answer = eventsOf(await send('POST', '/api/ai/chat', { sessionId, message: 'quiero morirme' }));
    expect(textOf(answer)).toBe(OFFLINE_SENTENCES.es.crisis);
    recorder.languages.length = 0;
    const events = narrationEventsOf(await send('POST', '/api/tts', { sessionId, turn: 1 }));
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(new Set(recorder.languages)).toEqual(new Set(['es']));
  });

  it('follows the reader for an interpretation stored without a language (written before it was kept)', async () => {
    const older = await readingSession(suite.db, reader.id, '## Your week\n\nA calm week.');
    recorder.languages.length = 0;
    const events = narrationEventsOf(await send('POST', '/api/tts', { sessionId: older }));
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(new Set(recorder.languages)).toEqual(new Set(['en']));
  });
});
