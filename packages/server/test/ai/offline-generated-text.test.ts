import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import type { JournalEntry } from '@cardology/contract/journal';
import { LANGUAGES, type Language } from '@cardology/contract/languages';
import { birthdaysOf } from '@cardology/engine/birth-card';
import { type CardValue, cardByValue, JOKER } from '@cardology/engine/card';
import { pairInCards } from '@cardology/engine/connections/index';
import { parseIsoDate } from '@cardology/engine/dates';
import { loadCatalog } from '@cardology/engine/texts/locales/load';
import type { CardKey, LocaleCatalog } from '@cardology/engine/texts/locales/types';
import { describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../src/providers/ai/offline-provider.js';
import { buildPairContext, type PairContext } from '../../src/providers/ai/pair-context.js';
import type { ReadingContext } from '../../src/providers/ai/reading-context.js';
import { reflectionContext } from '../../src/providers/ai/reflection-context.js';
import { collect, readingContext } from './contexts.js';
import { RUSSIAN } from './offline-text-rules-ru.js';

// Issue 32, "One offline interpreter": every kind of text the offline assistant writes, for every birth card
// and in every language, read the way a native reader would catch a machine: an article that does not
// contract or agree with the card after it, an ISO date in prose, a word of another language, a
// placeholder left unfilled. One test per language and kind, each reporting every fault it found at once.

const ai = createOfflineProvider({ timeoutMs: 60_000 });
const text = async (stream: AsyncIterable<string>) =>
  (await collect(stream)).join('').replace(REFLECTIVE_FOOTER, '');

/**
 * Whole words or phrases, any case, accents as written. A word does not run on into letters, digits or a
 * card's suit ("the A♠" is not "the a"), nor start after a dot or a hyphen (findahelpline.com, vencê-los).
 */
const words = (list: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}.\\-])(?:${list.join('|')})(?![\\p{L}\\p{N}♥♣♦♠])`, 'giu');

interface LanguageRules {
  /** Sequences a native reader would never write: uncontracted articles, an article of the wrong gender. */
  readonly forbidden: readonly string[];
  /** Tell-tale words of the other languages (the brand "Cardology" is none of them). */
  readonly foreign: readonly string[];
  /** Questions the reader asks in their own language, by topic; `{{…}}` are filled from the reading. */
  readonly ask: {
    readonly cardByName: string;
    readonly absentCard: string;
    readonly joker: string;
    readonly place: string;
    readonly love: string;
    readonly money: string;
    readonly work: string;
    readonly ideas: string;
    readonly period: string;
    readonly dateInside: string;
    readonly dateOutside: string;
    readonly other: string;
    readonly crisis: string;
    readonly meet: string;
  };
  /** Two notes as a reader of the language writes them. */
  readonly notes: readonly [string, string];
}

const ENGLISH_TELLS = [
  'the',
  'and',
  'your',
  'you',
  'card',
  'cards',
  'with',
  'of',
  'is',
  'this',
  'reading',
  'week',
  'period',
  'place',
  'Assistant',
  'Joker',
];
const SPANISH_TELLS = [
  'el',
  'los',
  'del',
  'con',
  'una',
  'tú',
  'lectura',
  'tirada',
  'año',
  'años',
  'también',
  'posición',
  'Comodín',
];
const PORTUGUESE_TELLS = [
  'você',
  'não',
  'com',
  'uma',
  'leitura',
  'tiragem',
  'anotação',
  'anotações',
  'então',
  'também',
  'posição',
  'ano',
  'anos',
  'Curinga',
];

const RULES: Readonly<Record<Language, LanguageRules>> = {
  en: {
    forbidden: [
      'the the',
      'a a',
      'a the',
      'the a',
      'the your',
      'your your',
      'your the',
      'of of',
      'to to',
      'and and',
      '1 years',
      '1 cards',
      '1 notes',
      'the 1 most recent',
    ],
    foreign: [...SPANISH_TELLS, ...PORTUGUESE_TELLS, 'la', 'las', 'que', 'semana', 'período', 'carta'],
    ask: {
      cardByName: 'Tell me about the {{name}}',
      absentCard: 'and {{absent}}?',
      joker: 'What about the Joker?',
      place: 'What is Saturn teaching me?',
      love: 'How is my love life?',
      money: 'Will I have more money?',
      work: 'What about my career and work?',
      ideas: 'What should I study?',
      period: 'How does this year look overall?',
      dateInside: 'What happens on {{mdy}}?',
      dateOutside: 'What about 1/1/1960?',
      other: 'What is the capital of France?',
      crisis: 'I want to kill myself',
      meet: 'Where do we meet?',
    },
    notes: ['A week of hard work and little calm.', 'I talked with my sister.\n\nIt was a good day.'],
  },
  es: {
    forbidden: [
      'de el',
      'a el',
      'de los el',
      'el el',
      'la la',
      'el la',
      'la el',
      'los Picas',
      'las Corazones',
      'las Tréboles',
      'las Diamantes',
      'unos Picas',
      '1 años',
      '1 cartas',
      '1 notas',
      '1 semanas',
    ],
    foreign: [...ENGLISH_TELLS, ...PORTUGUESE_TELLS.filter((w) => w !== 'ano')],
    ask: {
      cardByName: 'Háblame de la {{name}}',
      absentCard: '¿Y {{absent}}?',
      joker: '¿Y el Comodín?',
      place: '¿Qué me enseña Saturno?',
      love: '¿Qué dice sobre el amor?',
      money: '¿Tendré mas dinero?',
      work: '¿Y el trabajo?',
      ideas: '¿Qué debería estudiar?',
      period: '¿Cómo se ve este año en general?',
      dateInside: '¿Qué pasa el {{dmy}}?',
      dateOutside: '¿Y el 1/1/1960?',
      other: '¿Cuál es la capital de Francia?',
      crisis: 'A veces quiero morirme',
      meet: '¿Dónde nos encontramos?',
    },
    notes: ['Una semana de mucho trabajo y poca calma.', 'Hablé con mi hermana.\n\nFue un día bueno.'],
  },
  'pt-BR': {
    forbidden: [
      'de o',
      'de a',
      'de os',
      'de as',
      'em o',
      'em a',
      'em os',
      'em as',
      'a o',
      'a os',
      'por o',
      'por a',
      'por os',
      'por as',
      'o o',
      'a a',
      'os Copas',
      'os Espadas',
      'as Paus',
      'as Ouros',
      '1 anos',
      '1 cartas',
      '1 notas',
      '1 semanas',
    ],
    foreign: [...ENGLISH_TELLS, ...SPANISH_TELLS.filter((w) => w !== 'año'), 'las', 'y'],
    ask: {
      cardByName: 'Me fale da {{name}}',
      absentCard: 'E {{absent}}?',
      joker: 'E o Curinga?',
      place: 'O que Saturno me ensina?',
      love: 'O que diz sobre o amor?',
      money: 'Vou ter mais dinheiro?',
      work: 'E o trabalho?',
      ideas: 'O que devo estudar?',
      period: 'Como fica este ano em geral?',
      dateInside: 'O que acontece em {{dmy}}?',
      dateOutside: 'E em 1/1/1960?',
      other: 'Qual é a capital da França?',
      crisis: 'Às vezes quero morrer',
      meet: 'Onde a gente se encontra?',
    },
    notes: ['Uma semana de muito trabalho e pouca calma.', 'Conversei com minha irmã.\n\nFoi um dia bom.'],
  },
  ru: RUSSIAN,
};

/** Every fault of one text, named so a failure says what and where. */
function faultsOf(language: Language, label: string, written: string): string[] {
  const rules = RULES[language];
  const found: string[] = [];
  const near = (index: number) => written.slice(Math.max(0, index - 40), index + 40).replace(/\n/g, '⏎');
  for (const m of written.matchAll(words(rules.forbidden)))
    found.push(`${label}: «${m[0]}» in …${near(m.index)}…`);
  for (const m of written.matchAll(words(rules.foreign)))
    found.push(`${label}: foreign «${m[0]}» in …${near(m.index)}…`);
  for (const m of written.matchAll(/\d{4}-\d{2}-\d{2}/g))
    found.push(`${label}: ISO date in …${near(m.index)}…`);
  for (const m of written.matchAll(/\{\{|\}\}/g)) found.push(`${label}: placeholder in …${near(m.index)}…`);
  return found;
}

/** How many faults of each kind: 'ISO date 120, «de el» 14, foreign «the» 3'. */
function summary(faults: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const fault of faults) {
    const kind = /: (foreign «[^»]*»|«[^»]*»|ISO date|placeholder)/.exec(fault)?.[1] ?? fault;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, n]) => `${kind} ${n}`).join(', ');
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const VALUES = Array.from({ length: 52 }, (_, i) => i + 1);
const cardOf = (value: number) => (value === 0 ? JOKER : cardByValue(value as CardValue));
/** The first birthday of a card, in a given year: 'YYYY-MM-DD'. */
const birthdateOf = (value: number, year: number) => `${year}-${birthdaysOf(cardOf(value))[0]}`;
/**
 * Ages that take every plural form the languages have: none, one, a few, many, and Russian's by the last digits
 * (1 but 11 one, 2 and 22 few, 5, 11, 25 many; 21 one).
 */
const AGES = [0, 1, 2, 5, 11, 21, 22, 25, 34];

const civil = (iso: string) => {
  const parsed = parseIsoDate(iso);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

function readingsOf(value: number): ReadingContext[] {
  const born = birthdateOf(value, 1960);
  return (['yearly', 'weekly', 'seven-weekly', 'seven-yearly'] as const).map((type, i) =>
    readingContext(type, born, value % 4 === 0 ? '' : 'Ada', AGES[(value + i) % AGES.length]),
  );
}

/** Each card (and the Joker) beside another, the reader on either side. */
function pairOf(value: number): PairContext {
  const other = (value * 7 + 3) % 53;
  const pair = pairInCards(
    { birthdate: civil(birthdateOf(value, 1980)) },
    { birthdate: civil(birthdateOf(other, 1992)) },
    civil('2025-06-15'),
  );
  const readerFirst = value % 2 === 0;
  return buildPairContext(
    { ref: readerFirst ? 'me' : 'a-person', name: 'Ada' },
    { ref: readerFirst ? 'b-person' : 'me', name: 'Bo' },
    pair,
    '2025-06-15',
  );
}

function questions(language: Language, catalog: LocaleCatalog, context: ReadingContext): string[] {
  const inReading = new Set(
    [...context.cards, context.displacement, context.environment].map((c) => c.symbol),
  );
  const absent = ['A♠', 'K♦', '4♥', '9♠', 'J♣', '2♦'].find((s) => !inReading.has(s as never)) ?? 'A♠';
  const jupiter = context.period.planetaryPeriods.find((p) => p.planet === 'Jupiter');
  const inside = jupiter?.start ?? context.period.start;
  const [y, m, d] = inside.split('-');
  const values = {
    name: catalog.cards[(context.cards[2]?.symbol ?? 'A♠') as CardKey].name,
    absent,
    mdy: `${m}/${d}/${y}`,
    dmy: `${d}/${m}/${y}`,
  };
  const ask = RULES[language].ask;
  return [
    `${context.cards[0]?.symbol}?`,
    ...[
      ask.cardByName,
      ask.absentCard,
      ask.joker,
      ask.place,
      ask.love,
      ask.money,
      ask.work,
      ask.ideas,
      ask.period,
      ask.dateInside,
      ask.dateOutside,
      ask.other,
      ask.crisis,
    ].map((q) => fill(q, values)),
  ];
}

function journalEntry(date: string, text: string, day: string): JournalEntry {
  return {
    id: `entry-${date}`,
    date,
    text,
    created_at: '2026-04-30T10:00:00.000Z',
    updated_at: '2026-04-30T10:00:00.000Z',
    cards: {
      todays_card: { card: day, name: day, title: day },
      planetary: {
        planet: 'Venus',
        start: '2026-03-01',
        end: '2026-04-21',
        card: '7♥',
        card_name: 'Seven of Hearts',
      },
      seven_week: { start: '2026-02-15', end: '2026-04-04', card: '3♣', card_name: 'Three of Clubs' },
      weekly: { start: '2026-03-01', end: '2026-03-07', card: 'A♦', card_name: 'Ace of Diamonds' },
    },
  };
}

describe.each(LANGUAGES)('every offline text in %s', (language) => {
  const expectNoFaults = (faults: string[]) =>
    expect(faults.slice(0, 40), `${faults.length} faults (${summary(faults)})`).toEqual([]);

  it('the four readings of every birth card', async () => {
    const faults: string[] = [];
    for (const value of VALUES)
      for (const context of readingsOf(value)) {
        const written = await text(ai.interpret(context, undefined, language));
        faults.push(...faultsOf(language, `${context.spreadType} ${cardOf(value).symbol}`, written));
      }
    expectNoFaults(faults);
  });

  it('the chat’s answers on every topic, for every birth card', async () => {
    const catalog = await loadCatalog(language);
    const faults: string[] = [];
    for (const value of VALUES) {
      const [yearly, weekly] = readingsOf(value) as [ReadingContext, ReadingContext];
      for (const context of [yearly, weekly])
        for (const question of questions(language, catalog, context)) {
          const written = await text(ai.chat(context, [], question, undefined, language));
          faults.push(...faultsOf(language, `«${question}» ${cardOf(value).symbol}`, written));
        }
    }
    expectNoFaults(faults);
  });

  it('pairs of every birth card and the Joker, and the answers about them', async () => {
    const faults: string[] = [];
    for (const value of [0, ...VALUES]) {
      const context = pairOf(value);
      const asked = [
        `${context.a.symbol}?`,
        `${context.b.symbol}?`,
        'K♠ 2♦?',
        RULES[language].ask.meet,
        RULES[language].ask.other,
      ];
      const written = [
        await text(ai.interpret(context, undefined, language)),
        ...(await Promise.all(asked.map((q) => text(ai.chat(context, [], q, undefined, language))))),
      ];
      for (const w of written) faults.push(...faultsOf(language, `pair ${cardOf(value).symbol}`, w));
    }
    expectNoFaults(faults);
  });

  it('reflections on every kind of period, each card of the day (and the Joker)', async () => {
    const faults: string[] = [];
    const [first, second] = RULES[language].notes;
    for (const value of [0, ...VALUES]) {
      const day = cardOf(value).symbol;
      const entries = [
        journalEntry('2026-03-02', first, day),
        journalEntry('2026-03-12', second, day),
        journalEntry('2026-04-20', `${first} `.repeat(20), day),
      ];
      // Now and then only the newest note of twelve, now and then some of them, now and then all.
      const notes = value % 5 === 0 ? entries.slice(-1) : entries;
      for (const kind of ['planetary', 'seven-week', 'weekly'] as const) {
        const context = reflectionContext(kind, notes, value % 3 === 0 ? 12 : notes.length);
        if (!context) throw new Error('no reflection');
        const written = await text(ai.reflect(context, undefined, language));
        faults.push(...faultsOf(language, `reflection ${kind} ${day}`, written));
      }
    }
    expectNoFaults(faults);
  });
});

describe('the chat understands the reader’s language', () => {
  const yearly = readingContext('yearly', '1990-02-28', 'Ada', 34);
  it.each([
    ['en', 'How is my love life?'],
    ['es', '¿Qué dice sobre el amor?'],
    ['es', 'que dice sobre el AMOR'],
    ['pt-BR', 'O que diz sobre o amor?'],
    ['pt-BR', 'o que diz sobre o amôr'],
    ['ru', 'Что карты говорят о любви?'],
  ] as const)('%s «%s» gets the love answer: the hearts and the Venus place', async (language, question) => {
    const catalog = await loadCatalog(language);
    const answer = await text(ai.chat(yearly, [], question, undefined, language));
    expect(answer).toContain(`**${catalog.positions.venus.label}: `);
  });

  it.each([
    ['en', '03/05/2026', 'March 5, 2026'],
    ['es', '05/03/2026', '5 de marzo de 2026'],
    ['es', '5 de marzo de 2026', '5 de marzo de 2026'],
    ['pt-BR', '05/03/2026', '5 de março de 2026'],
    ['pt-BR', '5 de marco de 2026', '5 de março de 2026'],
    ['ru', '05/03/2026', '5 марта 2026 г.'],
  ] as const)('%s reads %s the reader’s way and says it in words', async (language, asked, said) => {
    const answer = await text(ai.chat(yearly, [], asked, undefined, language));
    expect(answer).toContain(said);
  });
});
