import { REFLECTIVE_NOTE } from '@cardology/contract/assistant';
import { describe, expect, it } from 'vitest';
import { AiError } from '../../src/providers/ai/ai-error.js';
import { CRISIS_ANSWER } from '../../src/providers/ai/care.js';
import { createOfflineProvider } from '../../src/providers/ai/offline-provider.js';
import { textPieces } from '../../src/providers/ai/stream-text.js';
import { collect, readingContext } from './contexts.js';

const offline = createOfflineProvider({ timeoutMs: 10_000 });
/** A day as the English offline text writes it in a sentence (never ISO in prose). */
const inWords = (iso = '') =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${iso}T00:00:00Z`),
  );
const ada = readingContext('yearly', '02/28/1990', 'Ada', 34);
const ben = readingContext('weekly', '11/03/1975', 'Ben');

async function interpretation(context = ada): Promise<{ text: string; deltas: string[] }> {
  const deltas = await collect(offline.interpret(context));
  return { text: deltas.join(''), deltas };
}

async function reply(message: string, context = ada): Promise<string> {
  return (await collect(offline.chat(context, [], message))).join('');
}

describe('the offline interpretation', () => {
  it('streams a structured markdown reading in small pieces, ending with the reflective note', async () => {
    const { text, deltas } = await interpretation();
    expect(deltas.length).toBeGreaterThan(20);
    expect(Math.max(...deltas.map((d) => d.length))).toBeLessThan(200);
    expect(text).toMatch(/^## Yearly reading for Ada\n/);
    for (const section of [
      '## The heart of the period',
      '## Displacement and Environment',
      '## Notable placements',
      '## Closing counsel',
    ]) {
      expect(text).toContain(section);
    }
    expect(text.trimEnd().endsWith(`*${REFLECTIVE_NOTE}*`)).toBe(true);
  });

  it('names the period, its ruling card, and the cards of its own reading in their places', async () => {
    const { text } = await interpretation();
    const { period, cards, displacement, environment } = ada;
    expect(text).toContain(`${inWords(period.start)} to ${inWords(period.end)}`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).toContain(
      `${period.rulingPlanet} rules this year of life, with the ${period.rulingCard?.symbol}`,
    );
    for (const card of [
      displacement,
      environment,
      ...cards.filter((c) =>
        ['Sun', 'Venus', 'Jupiter', 'Pluto', 'Reward', 'Moon', 'Earth/X'].includes(c.position),
      ),
    ]) {
      expect(text).toContain(`### ${card.position}: ${card.symbol} ${card.name}`);
      expect(text).toContain(card.description);
    }
  });

  it('writes clearly different texts for two readings, each naming only its own cards in its places', async () => {
    const first = (await interpretation(ada)).text;
    const second = (await interpretation(ben)).text;
    expect(second).toMatch(/^## Weekly reading for Ben\n/);
    expect(second).toContain(`the week of ${inWords(ben.period.start)} to ${inWords(ben.period.end)}`);
    const headings = (text: string) => text.split('\n').filter((line) => line.startsWith('### '));
    const shared = headings(first).filter((line) => headings(second).includes(line));
    expect(shared.length).toBeLessThan(headings(first).length / 2);
    expect(second).toContain(`### Sun: ${ben.cards[0]?.symbol} ${ben.cards[0]?.name}`);
  });

  it('cuts text into pieces that join back to it exactly', () => {
    const text = 'One. Two three four five six seven eight nine ten eleven twelve.\n\n- a\n- b  c ';
    expect(textPieces(text).join('')).toBe(text);
    expect(textPieces(text).length).toBeGreaterThan(2);
  });

  it('stops with a cancellation when the caller aborts', async () => {
    const controller = new AbortController();
    const stream = offline.interpret(ada, controller.signal);
    const pieces: string[] = [];
    const error = await (async () => {
      try {
        for await (const piece of stream) {
          pieces.push(piece);
          if (pieces.length === 3) controller.abort();
        }
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ kind: 'cancelled', operation: 'reading' });
    expect(pieces).toHaveLength(3);
  });

  it('describes itself as offline', () => {
    expect(offline.describe()).toEqual({ provider: 'offline', model: 'offline interpreter' });
  });
});

describe('the offline chat', () => {
  const venus = ada.cards[2];
  const saturn = ada.cards[5];

  it('answers about a card of the reading by symbol or by name, with its place and description', async () => {
    if (!venus) throw new Error('no Venus card');
    for (const asked of [
      `What does ${venus.symbol} mean for me?`,
      `Tell me about the ${venus.name.toLowerCase()}`,
    ]) {
      const answer = await reply(asked);
      expect(answer).toContain(`**Venus: ${venus.symbol} ${venus.name}**`);
      expect(answer).toContain(venus.description);
    }
  });

  it('says when a card is not in this reading, and what it means in general', async () => {
    const symbols = new Set([...ada.cards, ada.displacement, ada.environment].map((c) => c.symbol));
    const absent = ['A♠', 'K♦', '4♥', '9♠', 'J♣'].find((s) => !symbols.has(s));
    const answer = await reply(`and ${absent}?`);
    expect(answer).toContain(`The ${absent}`);
    expect(answer).toContain('is not one of the cards of this reading');
    expect(await reply('What about the Joker?')).toBe(
      'The Joker has no place in the spreads, so it is not part of this reading.',
    );
  });

  it('answers about a planet or place, with its period dates in a yearly reading', async () => {
    if (!saturn) throw new Error('no Saturn card');
    const answer = await reply('What is Saturn teaching me?');
    const saturnPeriod = ada.period.planetaryPeriods.find((p) => p.planet === 'Saturn');
    expect(answer).toContain(`**Saturn: ${saturn.symbol} ${saturn.name}**`);
    expect(answer).toContain(`${inWords(saturnPeriod?.start)} to ${inWords(saturnPeriod?.end)}`);
  });

  it('answers about the period as a whole with its ruling card', async () => {
    const answer = await reply('How does this year look overall?');
    expect(answer).toContain(`${inWords(ada.period.start)} to ${inWords(ada.period.end)}`);
    expect(answer).toContain(`${ada.period.rulingCard?.symbol} ${ada.period.rulingCard?.name}`);
  });

  it.each([
    ['love', 'How is my love life?', 'hearts', '♥', 'Venus'],
    ['money', 'Will I have more money?', 'diamonds', '♦', 'Jupiter'],
    ['work', 'What about my career and work?', 'spades', '♠', 'Mars'],
  ])('answers about %s through the suit of this reading', async (_area, question, suit, glyph, place) => {
    const answer = await reply(question);
    const ofSuit = [...ada.cards, ada.displacement, ada.environment].filter((c) => c.symbol.endsWith(glyph));
    expect(answer).toContain(`look to the ${suit}`);
    for (const card of ofSuit) expect(answer).toContain(`${card.symbol} ${card.name} in ${card.position}`);
    if (ofSuit.length === 0) expect(answer).toContain(`There are no ${suit} in this reading`);
    expect(answer).toContain(`**${place}: `);
  });

  it('keeps money answers to reflection, pointing to an adviser', async () => {
    expect(await reply('should I invest my savings?')).toMatch(
      /not of financial outcomes.*qualified adviser/s,
    );
  });

  it('says which planetary period covers a date, and when a date is outside the reading', async () => {
    const jupiter = ada.period.planetaryPeriods.find((p) => p.planet === 'Jupiter');
    if (!jupiter) throw new Error('no Jupiter period');
    const inside = await reply(`What happens on ${jupiter.start}?`);
    expect(inside).toContain(
      `${inWords(jupiter.start)} falls in the Jupiter period of this year (${inWords(jupiter.start)} to ${inWords(jupiter.end)})`,
    );
    expect(inside).toContain(`**Jupiter: ${ada.cards[4]?.symbol}`);
    const [year, month, day] = jupiter.start.split('-');
    expect(await reply(`and on ${month}/${day}/${year}?`)).toContain('the Jupiter period');
    const outside = await reply('What about 1960-01-01?');
    expect(outside).toContain('January 1, 1960 falls outside this reading');
    expect(await reply('And on March 3rd, 1960?')).toContain('March 3, 1960 falls outside');
  });

  it('answers anything else honestly as the offline assistant, with what it can tell', async () => {
    const answer = await reply('What is the capital of France?');
    expect(answer).toContain('offline Cardology Assistant');
    expect(answer).toContain(venus?.symbol ?? '?');
    expect(answer).toMatch(/a date/);
  });

  it('answers a crisis message with real help first, whatever else it mentions', async () => {
    for (const message of [
      'I want to kill myself',
      'thinking about self-harm again, what does Venus say',
      'I feel like ending it all this year',
    ]) {
      const answer = await reply(message);
      expect(answer).toBe(CRISIS_ANSWER);
      expect(answer.indexOf('988')).toBeLessThan(answer.indexOf('cards'));
      expect(answer).toContain('findahelpline.com');
    }
  });
});
