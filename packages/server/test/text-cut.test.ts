import { firstCodePoints } from '@cardology/contract/clean-text';
import type { JournalEntry } from '@cardology/contract/journal';
import { JOURNAL_TEXT_MAX } from '@cardology/contract/journal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX, excerptOf } from '../src/providers/ai/offline-reflection.js';
import { dataBlock } from '../src/providers/ai/prompt-data.js';
import { reflectionContext } from '../src/providers/ai/reflection-context.js';
import { buildReflectionPrompt } from '../src/providers/ai/reflection-prompt.js';

// Issue 31 item 7: text for a model is cut by characters (code points), as its limits are counted, and a cut
// never leaves half of an emoji (a lone surrogate, which a model's API refuses and no reader wrote).

const EMOJI = '😀';
/** Half of a surrogate pair with no other half. */
const LONE_SURROGATE = /\p{Cs}/u;

describe('firstCodePoints', () => {
  it('keeps text within the bound whole, and counts an emoji as one character', () => {
    expect(firstCodePoints('', 3)).toBe('');
    expect(firstCodePoints('abc', 3)).toBe('abc');
    expect(firstCodePoints(EMOJI.repeat(3), 3)).toBe(EMOJI.repeat(3));
    expect(firstCodePoints(EMOJI.repeat(JOURNAL_TEXT_MAX), JOURNAL_TEXT_MAX)).toBe(
      EMOJI.repeat(JOURNAL_TEXT_MAX),
    );
  });

  it('cuts after the bound’s last character, never inside a pair', () => {
    expect(firstCodePoints('abcd', 2)).toBe('ab');
    expect(firstCodePoints(`a${EMOJI}b`, 2)).toBe(`a${EMOJI}`);
    expect(firstCodePoints(`${EMOJI}${EMOJI}`, 1)).toBe(EMOJI);
    expect(firstCodePoints('abc', 0)).toBe('');
  });

  it('for any text and bound: a prefix of at most that many characters, with no half pair it did not hold', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.nat(50), (text, max) => {
        const cut = firstCodePoints(text, max);
        expect(text.startsWith(cut)).toBe(true);
        expect([...cut].length).toBe(Math.min(max, [...text].length));
        expect(LONE_SURROGATE.test(cut)).toBe(false);
      }),
    );
  });
});

describe('text for a model', () => {
  it('a prompt’s data block keeps a 10,000-emoji note whole', () => {
    const block = dataBlock('journal_note', EMOJI.repeat(JOURNAL_TEXT_MAX), JOURNAL_TEXT_MAX);
    expect(block).toBe(`<journal_note>${EMOJI.repeat(JOURNAL_TEXT_MAX)}</journal_note>`);
  });

  it('a data block over its bound ends on a whole character, never half of an emoji', () => {
    const block = dataBlock('user_message', `a${EMOJI.repeat(10)}`, 4);
    expect(block).toBe(`<user_message>a${EMOJI.repeat(3)}</user_message>`);
    expect(LONE_SURROGATE.test(block)).toBe(false);
  });

  it('the reflection’s prompt carries a 10,000-emoji note as 10,000 emoji', () => {
    const note = EMOJI.repeat(JOURNAL_TEXT_MAX);
    const context = reflectionContext('weekly', [entry('2026-03-02', note)]);
    if (!context) throw new Error('no context');
    const prompt = buildReflectionPrompt(context);
    const text = [prompt.system, ...prompt.turns.map((turn) => turn.text)].join('\n');
    const [quoted] = [...text.matchAll(/<journal_note>([\s\S]*?)<\/journal_note>/g)].map((m) => m[1]);
    expect([...(quoted ?? '')].length).toBe(JOURNAL_TEXT_MAX);
    expect(LONE_SURROGATE.test(text)).toBe(false);
  });

  it('the offline reflection’s excerpt of a long note never ends in half of an emoji', () => {
    // No space to cut at: the excerpt is cut at EXCERPT_MAX characters exactly.
    const { excerpt, cut } = excerptOf(`a${EMOJI.repeat(EXCERPT_MAX)}`);
    expect(cut).toBe(true);
    expect(excerpt).toBe(`a${EMOJI.repeat(EXCERPT_MAX - 1)}`);
    expect(LONE_SURROGATE.test(excerpt)).toBe(false);
  });
});

function entry(date: string, text: string): Pick<JournalEntry, 'date' | 'text' | 'cards'> {
  return {
    date,
    text,
    cards: {
      todays_card: { card: 'K♠', name: 'King of Spades', title: 'Day card title' },
      planetary: { planet: 'Venus', start: '2026-03-01', end: '2026-04-21', card: '7♥', card_name: 'x' },
      seven_week: { start: '2026-02-15', end: '2026-04-04', card: '3♣', card_name: 'x' },
      weekly: { start: '2026-03-01', end: '2026-03-07', card: 'A♦', card_name: 'x' },
    },
  };
}
