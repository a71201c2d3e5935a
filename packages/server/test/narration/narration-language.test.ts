import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFLECTIVE_FOOTER, REFLECTIVE_NOTE } from '@cardology/contract/assistant';
import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import { loadCatalog } from '@cardology/engine/texts/locales/load';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEspeakVoice } from '../../src/providers/tts/espeak-voice.js';
import { readMp3 } from '../../src/providers/tts/mp3.js';
import { setCredits } from '../../src/services/credit-ledger.js';
import { spokenIn } from '../../src/services/narration/speech-words.js';
import { signUpPremium } from '../helpers/accounts.js';
import { ORIGIN, type TestUser } from '../helpers/app.js';
import { testDatabaseKind } from '../helpers/database.js';
import { readingSession } from '../helpers/reading-session.js';
import { useTestApp } from '../helpers/test-app.js';
import { chunksOf, narrationEventsOf } from './fakes.js';

// Narration in Spanish and Brazilian Portuguese (docs/decisions/044-languages.md, "The assistant and the
// voice"): eSpeak-NG's own voices of those languages, from the npm package's data, with the card symbols and
// dates said in the language's words and captions that read as they sound.

describe('what the voice says for symbols and dates', () => {
  it('names cards by the catalog and dates in words, once each', async () => {
    const es = await loadCatalog('es');
    const pt = await loadCatalog('pt-BR');
    expect(spokenIn('El 7♥ te acompaña.', 'es', es)).toBe('El Siete de Corazones te acompaña.');
    expect(spokenIn('O 7♥ acompanha você.', 'pt-BR', pt)).toBe('O Sete de Copas acompanha você.');
    expect(spokenIn('Sol: 10♣ Diez de Tréboles: El laurel.', 'es', es)).toBe(
      'Sol: Diez de Tréboles: El laurel.',
    );
    expect(spokenIn('está el Nueve de Tréboles (9♣).', 'es', es)).toBe('está el Nueve de Tréboles.');
    expect(spokenIn('del 2024-02-28 al 2025-02-27', 'es', es)).toBe(
      'del 28 de febrero de 2024 al 27 de febrero de 2025',
    );
    expect(spokenIn('de 2024-02-28', 'pt-BR', pt)).toBe('de 28 de fevereiro de 2024');
  });
});

describe('eSpeak-NG speaks Spanish and Brazilian Portuguese from what npm installs', () => {
  const voice = createEspeakVoice({ voice: 'en-us', threads: 1 });
  afterAll(() => voice.close());

  it.each([
    ['es', ['Siete de Corazones.', 'Tu año empieza con calma.']],
    ['pt-BR', ['Sete de Copas.', 'O seu ano começa com calma.']],
  ] as const)('%s: a decodable MP3 with a caption per sentence', async (language, sentences) => {
    const chunk = await voice.speak(sentences, undefined, language);
    expect(readMp3(chunk.audio)?.duration).toBeGreaterThan(1);
    expect(chunk.cues.map((cue) => cue.text)).toEqual(sentences);
  });

  it('uses another voice than English for the same words', async () => {
    const words = ['Siete de Corazones.'];
    const english = await voice.speak(words);
    const spanish = await voice.speak(words, undefined, 'es');
    expect(Buffer.from(spanish.audio).equals(Buffer.from(english.audio))).toBe(false);
  });
});

const dataDir = mkdtempSync(join(tmpdir(), 'cardology-narration-lang-'));
const suite = useTestApp({ env: { DATA_DIR: dataDir, TTS_CONCURRENCY: '1' }, signUpAdmin: true });
let ada: TestUser;

beforeAll(async () => {
  ada = await signUpPremium(suite.app, suite.db, { name: 'Ada' });
  const set = await setCredits(suite.db, { userId: ada.id, total: 100 });
  if (!set.ok) throw new Error(set.refusal);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe(`a Spanish narration end to end on ${testDatabaseKind}`, () => {
  it('gives a real MP3 with captions in Spanish, the card said by its Spanish name', async () => {
    const sessionId = await readingSession(
      suite.db,
      ada.id,
      `## Tu semana\n\nEl **7♥** te acompaña desde el 2025-06-12.${REFLECTIVE_FOOTER}`,
      'weekly',
    );
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/tts',
      headers: { origin: ORIGIN, cookie: `${ada.cookie}; ${LANGUAGE_COOKIE}=es` },
      payload: { sessionId },
    });
    const events = narrationEventsOf(response);
    expect(events.at(-1)).toEqual({ type: 'done' });
    const [chunk] = chunksOf(events);
    const captions = chunksOf(events).flatMap((c) => c.cues.map((cue) => cue.text));
    expect(captions.slice(0, 2)).toEqual([
      'Tu semana.',
      'El Siete de Corazones te acompaña desde el 12 de junio de 2025.',
    ]);
    // The closing note is said in Spanish too, not in English.
    const rest = captions.slice(2).join(' ');
    expect(rest).toBe(messageText('es', 'REFLECTIVE_NOTE'));
    expect(rest).not.toContain(REFLECTIVE_NOTE.slice(0, 20));
    const mp3 = await suite.app.inject({
      method: 'GET',
      url: chunk?.signedUrl ?? '',
      headers: { origin: ORIGIN, cookie: ada.cookie },
    });
    const decoder = new MPEGDecoder();
    await decoder.ready;
    const { samplesDecoded, sampleRate, errors } = decoder.decode(mp3.rawPayload);
    decoder.free();
    expect(errors).toEqual([]);
    expect(samplesDecoded / sampleRate).toBeGreaterThan(2);
  });
});
