import type { Language } from '@cardology/contract/languages';
import { loadCatalog } from '@cardology/engine/texts/locales/load';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AiProvider } from '../../src/providers/ai/ai-provider.js';
import { createGeminiProvider } from '../../src/providers/ai/gemini-provider.js';
import { createOpenAiProvider } from '../../src/providers/ai/openai-provider.js';
import { reflectionContext } from '../../src/providers/ai/reflection-context.js';
import { collect, readingContext } from './contexts.js';
import { startFakeGeminiServer } from './fake-gemini-server.js';
import { startFakeOpenAiServer } from './fake-openai-server.js';
import type { FakeServer } from './fake-sse-server.js';

// The models are asked to answer in the reader's language, with the cards' texts of that language's
// catalog (docs/decisions/044-languages.md, "The assistant and the voice").

const KEY = 'sk-test-lang-7d1e';

const harnesses = [
  {
    name: 'gemini',
    start: () => startFakeGeminiServer(KEY),
    provider: (server: FakeServer): AiProvider =>
      createGeminiProvider({ apiKey: KEY, model: 'gemini-fake', timeoutMs: 10_000, baseUrl: server.origin }),
    system: (body: unknown) =>
      JSON.stringify((body as { systemInstruction?: unknown; config?: unknown }).systemInstruction ?? body),
  },
  {
    name: 'openai',
    start: () => startFakeOpenAiServer(KEY),
    provider: (server: FakeServer): AiProvider =>
      createOpenAiProvider({
        apiKey: KEY,
        model: 'local',
        timeoutMs: 10_000,
        baseUrl: `${server.origin}/v1`,
      }),
    system: (body: unknown) => JSON.stringify((body as { messages: { content: string }[] }).messages[0]),
  },
] as const;

const NAMED: Record<Exclude<Language, 'en'>, string> = {
  es: 'Write your whole answer in Spanish',
  'pt-BR': 'Write your whole answer in Brazilian Portuguese',
  ru: 'Write your whole answer in Russian',
};

const context = readingContext('yearly', '02/28/1990', 'Ada', 34);
const sun = context.cards[0];
const reflection = reflectionContext('planetary', [
  {
    date: '2025-06-13',
    text: 'Una semana tranquila.',
    cards: {
      todays_card: { card: 'K♠', name: 'King of Spades', title: 'T' },
      planetary: {
        planet: 'Mars',
        start: '2025-06-12',
        end: '2025-08-02',
        card: '3♣',
        card_name: 'Three of Clubs',
      },
      seven_week: { start: '2025-05-01', end: '2025-06-18', card: '5♦', card_name: 'Five of Diamonds' },
      weekly: { start: '2025-06-12', end: '2025-06-18', card: 'A♦', card_name: 'Ace of Diamonds' },
    },
  },
]);

describe.each(harnesses)('$name: the answer in the reader’s language', (harness) => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await harness.start();
  });
  afterAll(() => server.close());
  afterEach(() => {
    server.requests.length = 0;
  });

  const sent = () => {
    const request = server.requests[0];
    if (!request) throw new Error('no request');
    return { all: JSON.stringify(request.body), system: harness.system(request.body) };
  };

  it.each(['es', 'pt-BR'] as const)(
    '%s: the instruction names the language and the cards are its catalog’s',
    async (language) => {
      if (!sun) throw new Error('no sun card');
      const catalog = await loadCatalog(language);
      const local = catalog.cards[sun.symbol as keyof typeof catalog.cards];
      server.behave({ kind: 'stream', deltas: ['ok'] });
      await collect(harness.provider(server).interpret(context, undefined, language));
      const { all, system } = sent();
      expect(system).toContain(NAMED[language]);
      expect(all).toContain(`${catalog.positions.sun.label}: ${sun.symbol} (${local.name})`);
      expect(all).toContain(JSON.stringify(local.title).slice(1, -1));
      expect(all).not.toContain(JSON.stringify(sun.title).slice(1, -1));
      expect(all).not.toContain(`(${sun.name})`);
    },
  );

  it.each(['es', 'pt-BR'] as const)(
    '%s: chat and reflection are asked in the language too',
    async (language) => {
      if (!reflection) throw new Error('no reflection');
      const catalog = await loadCatalog(language);
      server.behave({ kind: 'stream', deltas: ['ok'] });
      await collect(harness.provider(server).chat(context, [], '¿Y Venus?', undefined, language));
      expect(sent().system).toContain(NAMED[language]);
      server.requests.length = 0;
      await collect(harness.provider(server).reflect(reflection, undefined, language));
      const { all, system } = sent();
      expect(system).toContain(NAMED[language]);
      expect(all).toContain(`3♣ (${catalog.cards['3♣'].name})`);
      expect(all).toContain(JSON.stringify(catalog.cards['3♣'].title).slice(1, -1));
    },
  );

  it('English: no language line, the English cards, as before', async () => {
    server.behave({ kind: 'stream', deltas: ['ok'] });
    await collect(harness.provider(server).interpret(context));
    const { all } = sent();
    expect(all).not.toContain('Language of the answer');
    expect(all).toContain(`(${sun?.name})`);
  });
});
