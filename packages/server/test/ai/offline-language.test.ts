import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import { LANGUAGES as ALL_LANGUAGES, type Language } from '@cardology/contract/languages';
import { pairInCards } from '@cardology/engine/connections/index';
import { parseIsoDate } from '@cardology/engine/dates';
import { loadCatalog } from '@cardology/engine/texts/locales/load';
import { describe, expect, it } from 'vitest';
import { CRISIS_ANSWER, isCrisisMessage } from '../../src/providers/ai/care.js';
import { createOfflineProvider } from '../../src/providers/ai/offline-provider.js';
import { placeholdersOf } from '../../src/providers/ai/offline-sentences/fill.js';
import { OFFLINE_SENTENCES } from '../../src/providers/ai/offline-sentences/index.js';
import { buildPairContext } from '../../src/providers/ai/pair-context.js';
import { reflectionContext } from '../../src/providers/ai/reflection-context.js';
import { collect, readingContext } from './contexts.js';

// The offline interpreter in Spanish and Brazilian Portuguese (docs/decisions/044-languages.md, "The
// assistant and the voice"): its own sentences, the catalogs' card texts, care in the reader's language.

const ai = createOfflineProvider({ timeoutMs: 10_000 });
const text = async (stream: AsyncIterable<string>) => (await collect(stream)).join('');

/** Sentence frames of the English offline writer: none may appear in another language's answer. */
const ENGLISH_FRAMES = [
  'This reading covers',
  'The heart of the period',
  'Why it matters',
  'Notable placements',
  'The shape of the spread',
  'Closing counsel',
  'For the challenge',
  'For the reward',
  'For yourself',
  'rules this year',
  'the year of life',
  'lead this spread',
  ' and Environment',
  'the place of',
  'is not one of the cards',
  'falls in the',
  'I’m the offline',
  'side by side',
  'Birth card',
  'Week 1',
  'the day of the',
  'keywords',
  'your notes',
  'I’m really glad',
  ' the ',
  ' of the ',
  ' and ',
  ' you ',
];

const withoutFooter = (answer: string) => answer.replace(REFLECTIVE_FOOTER, '');

function civil(iso: string) {
  const parsed = parseIsoDate(iso);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
const pair = buildPairContext(
  { ref: 'me', name: 'Ada' },
  { ref: 'person-id', name: 'Bo' },
  pairInCards({ birthdate: civil('1990-02-28') }, { birthdate: civil('1975-11-03') }, civil('2025-06-15')),
  '2025-06-15',
);
const NOTES = ['Una semana de mucho trabajo y poca calma.', 'Hablé con mi hermana.\n\nFue un día bueno.'];
const reflection = reflectionContext(
  'weekly',
  NOTES.map((note, i) => ({
    date: `2025-06-1${3 + i}`,
    text: note,
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
  })),
);

/** Every translated language the contract lists: a language added there is tested here without a line. */
const LANGUAGES = ALL_LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');

const CRISIS: Record<Exclude<Language, 'en'>, string[]> = {
  es: [
    'A veces quiero morirme',
    'He pensado en quitarme la vida',
    'pienso en el suicidio',
    'no quiero seguir vivir así',
  ],
  'pt-BR': [
    'Às vezes quero morrer',
    'penso em tirar minha própria vida',
    'pensei em suicídio',
    'não quero mais viver',
  ],
  ru: ['Иногда мне хочется умереть', 'Не хочу больше жить'],
};

/** "Where do we meet?" about a pair, as a reader of each language asks it. */
const MEET: Record<Exclude<Language, 'en'>, string> = {
  es: '¿Dónde nos encontramos?',
  'pt-BR': 'Onde a gente se encontra?',
  ru: 'Где мы встречаемся?',
};

describe.each(LANGUAGES)('the offline interpreter in %s', (language) => {
  const s = OFFLINE_SENTENCES[language];

  it('writes a reading from its own sentences and the catalog’s cards, with no English frame', async () => {
    const catalog = await loadCatalog(language);
    for (const type of ['yearly', 'weekly', 'seven-weekly', 'seven-yearly'] as const) {
      const context = readingContext(type, '02/28/1990', 'Ada', 34);
      const answer = withoutFooter(await text(ai.interpret(context, undefined, language)));
      const sun = context.cards[0];
      if (!sun) throw new Error('no sun');
      expect(answer).toContain(catalog.cards[sun.symbol as keyof typeof catalog.cards].name);
      expect(answer).toContain(s.reading.spreads[type]);
      for (const frame of ENGLISH_FRAMES) expect(answer, frame).not.toContain(frame);
      expect(answer).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('answers questions about a card, a place, a date and the period in the language', async () => {
    const context = readingContext('yearly', '02/28/1990', 'Ada', 34);
    const catalog = await loadCatalog(language);
    const venus = catalog.positions.venus.label;
    const sun = context.cards[0]?.symbol ?? '';
    for (const question of [`¿${sun}?`, `¿Y ${venus}?`, `${context.period.start}`, 'hola', '2001-01-01']) {
      const answer = await text(ai.chat(context, [], question, undefined, language));
      for (const frame of ENGLISH_FRAMES) expect(answer, `${question}: ${frame}`).not.toContain(frame);
      expect(answer).not.toMatch(/\{\{|\}\}/);
    }
    expect(await text(ai.chat(context, [], `¿${venus}?`, undefined, language))).toContain(`**${venus}:`);
  });

  it('writes a pair and answers about it in the language', async () => {
    const meet = MEET[language];
    for (const answer of [
      withoutFooter(await text(ai.interpret(pair, undefined, language))),
      await text(ai.chat(pair, [], meet, undefined, language)),
    ]) {
      for (const frame of ENGLISH_FRAMES) expect(answer, frame).not.toContain(frame);
      expect(answer).toContain('Ada');
      expect(answer).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('reflects on the journal quoting only the notes as written', async () => {
    if (!reflection) throw new Error('no reflection');
    const answer = withoutFooter(await text(ai.reflect(reflection, undefined, language)));
    for (const frame of ENGLISH_FRAMES) expect(answer, frame).not.toContain(frame);
    const quotes = answer.split('\n').filter((line) => line.startsWith('>'));
    expect(quotes.length).toBeGreaterThan(0);
    const noteLines = NOTES.flatMap((note) => note.split('\n').map((line) => (line ? `> ${line}` : '>')));
    for (const quote of quotes) expect(noteLines).toContain(quote);
  });

  it('answers crisis words of the language with its care text, in chat and in a reflection', async () => {
    const context = readingContext('weekly', '02/28/1990');
    for (const message of CRISIS[language]) {
      expect(isCrisisMessage(message), message).toBe(true);
      expect(await text(ai.chat(context, [], message, undefined, language))).toBe(s.crisis);
      expect(await text(ai.chat(pair, [], message, undefined, language))).toBe(s.crisis);
    }
    expect(s.crisis).not.toBe(CRISIS_ANSWER);
    expect(s.crisis).toContain('findahelpline.com');
  });
});

describe('crisis words in Spanish and Portuguese', () => {
  it('are not found in everyday sentences that only look alike', () => {
    for (const message of [
      'Quiero cortarme el pelo',
      'Vou cortar o cabelo',
      'El suicidio de la abeja reina',
      'me mataría de risa',
    ])
      expect(isCrisisMessage(message), message).toBe(message.includes('suicidio'));
  });
});

/**
 * Every sentence of a set by its dotted key. A plural sentence is one entry (its forms are the language's own),
 * and so is a list of topic words (each language has its own words).
 */
function flatten(value: unknown, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (typeof value === 'string') return out.set(prefix, [value]);
  if (Array.isArray(value)) return out.set(prefix, value as string[]);
  const entries = Object.entries(value as object);
  if (entries.some(([key]) => key === 'other') && entries.every(([, v]) => typeof v === 'string'))
    return out.set(
      prefix,
      entries.map(([, v]) => v as string),
    );
  for (const [key, inner] of entries)
    for (const [k, v] of flatten(inner, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

describe('the offline sentence sets, English’s included (issue 32)', () => {
  const sets = (Object.keys(OFFLINE_SENTENCES) as Language[]).map((language) => ({
    language,
    sentences: flatten(OFFLINE_SENTENCES[language]),
  }));
  const english = sets.find((set) => set.language === 'en');
  if (!english) throw new Error('no English');

  it.each(sets)('$language has the same slots as English, none empty', ({ sentences }) => {
    // A place's topic words are optional (`Partial`): a language whose words change by case (ru: «сатурн*»)
    // names places English finds by their labels alone.
    const optional = (key: string) => key.startsWith('topics.places.') && !english.sentences.has(key);
    expect([...sentences.keys()].filter((key) => !optional(key)).sort()).toEqual(
      [...english.sentences.keys()].sort(),
    );
    for (const [key, forms] of sentences) for (const form of forms) expect(form.trim(), key).not.toBe('');
  });

  it('every placeholder a sentence carries is one the writer fills (none of a set is unknown)', () => {
    const known = new Set([
      'reading',
      'name',
      'nameInSentence',
      'age',
      'count',
      'start',
      'end',
      'period',
      'planet',
      'card',
      'rulers',
      'displacement',
      'environment',
      'why',
      'places',
      'suit',
      'theme',
      'first',
      'second',
      'firstTheme',
      'secondTheme',
      'suits',
      'themes',
      'pluto',
      'reward',
      'sun',
      'pace',
      'place',
      'symbol',
      'title',
      'description',
      'keywords',
      'keyword',
      'days',
      'date',
      'area',
      'cards',
      'a',
      'b',
      'A',
      'who',
      'Who',
      'whose',
      'Whose',
      'owner',
      'Owner',
      'ownerWhose',
      'OwnerWhose',
      'spread',
      'meaning',
      'dates',
      'counsel',
      'given',
      'total',
      'number',
    ]);
    for (const { sentences } of sets)
      for (const [key, forms] of sentences)
        for (const form of forms)
          for (const name of placeholdersOf(form)) expect(known, `${key}: ${name}`).toContain(name);
  });
});
