import { TTS_CHUNK_MAX_LENGTH } from '@cardology/contract/limits';
import { describe, expect, it } from 'vitest';
import {
  chunkSentences,
  chunkText,
  FIRST_CHUNK_TARGET,
  splitSentences,
} from '../../src/services/narration/chunk-text.js';
import { speechTextOf } from '../../src/services/narration/speech-text.js';

/** A sentence of exactly `length` characters ending with a full stop (capitalized: after a full stop, a lowercase word does not start a sentence). */
const sentenceOf = (length: number, letter: string) => `${letter.repeat(length - 1)}.`;

describe('chunkSentences', () => {
  it('keeps every chunk within 4,900 characters and loses no sentence', () => {
    const sentences = Array.from(
      { length: 60 },
      (_, i) => `Sentence number ${i} talks about the cards at length.`,
    );
    const text = sentences.join(' ').repeat(10);
    const chunks = chunkSentences(text);
    for (const chunk of chunks) expect(chunkText(chunk).length).toBeLessThanOrEqual(TTS_CHUNK_MAX_LENGTH);
    expect(chunks.flatMap((chunk) => chunk.sentences).join(' ')).toBe(splitSentences(text).join(' '));
  });

  it('fills a chunk up to exactly 4,900 characters, and one more character starts the next', () => {
    const first = 'Short start.';
    // Two sentences joined by a space: 2,450 + 1 + 2,449 = 4,900.
    const exact = `${first} ${sentenceOf(2_450, 'B')} ${sentenceOf(2_449, 'C')}`;
    const chunks = chunkSentences(exact);
    expect(chunks.map((chunk) => chunkText(chunk).length)).toEqual([first.length, 4_900]);

    const over = `${first} ${sentenceOf(2_450, 'B')} ${sentenceOf(2_450, 'C')}`;
    expect(chunkSentences(over).map((chunk) => chunkText(chunk).length)).toEqual([
      first.length,
      2_450,
      2_450,
    ]);
  });

  it('keeps the first chunk short so the audio starts early', () => {
    const text = Array.from({ length: 40 }, () => 'The Queen of Hearts speaks of love and care.').join(' ');
    const [first, second] = chunkSentences(text);
    expect(chunkText(first ?? { sentences: [] }).length).toBeLessThanOrEqual(FIRST_CHUNK_TARGET);
    expect(chunkText(second ?? { sentences: [] }).length).toBeGreaterThan(FIRST_CHUNK_TARGET);
  });

  it('drops blank chunks: empty text, whitespace, and empty lines between sentences', () => {
    expect(chunkSentences('')).toEqual([]);
    expect(chunkSentences(' \n\t \n ')).toEqual([]);
    expect(chunkSentences('One.\n\n\n   \nTwo.')).toEqual([{ sentences: ['One.', 'Two.'] }]);
  });

  it('splits one sentence longer than a chunk at word boundaries', () => {
    const words = Array.from({ length: 2_000 }, (_, i) => `word${i}`).join(' ');
    const chunks = chunkSentences(`${words}.`);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      const text = chunkText(chunk);
      expect(text.length).toBeLessThanOrEqual(TTS_CHUNK_MAX_LENGTH);
      expect(text).toMatch(/^word\d+/);
      expect(text).toMatch(/word\d+\.?$/);
    }
    const rejoined = chunks.map(chunkText).join(' ');
    expect(rejoined).toBe(`${words}.`);
  });

  it('splits a single word longer than a chunk without breaking a surrogate pair', () => {
    const word = '🂡'.repeat(3_000); // 6,000 UTF-16 units
    const chunks = chunkSentences(word);
    expect(chunks.length).toBe(2);
    for (const chunk of chunks) {
      const text = chunkText(chunk);
      expect(text.length).toBeLessThanOrEqual(TTS_CHUNK_MAX_LENGTH);
      // No lone surrogate: half an emoji would be unreadable to the voice.
      expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(chunks.map(chunkText).join('')).toBe(word);
  });

  it('handles unicode text: accents, CJK full stops, emoji', () => {
    const text = 'Cœur de reine. 心の旅。Ça va? Oui! ♥ Les cartes 🂡 parlent.';
    const sentences = splitSentences(text);
    expect(sentences).toEqual(['Cœur de reine.', '心の旅。', 'Ça va?', 'Oui!', '♥ Les cartes 🂡 parlent.']);
    expect(chunkSentences(text, { firstTarget: 4_900 })).toEqual([{ sentences }]);
  });
});

describe('speechTextOf', () => {
  it('reads the words of the markdown, not its marks', () => {
    const markdown = [
      '## Your Year Ahead',
      '',
      'The **Queen of Hearts** rules [Mercury](https://example.com); it is *warm*.',
      '- Love first',
      '- Then `work`!',
      '',
      '---',
      '',
      '*This is a reflective reading.*',
    ].join('\n');
    expect(splitSentences(speechTextOf(markdown))).toEqual([
      'Your Year Ahead.',
      'The Queen of Hearts rules Mercury; it is warm.',
      'Love first.',
      'Then work!',
      'This is a reflective reading.',
    ]);
  });

  it('keeps underscores inside words and numbers in lists', () => {
    expect(speechTextOf('1. snake_case stays\n2) __bold__ goes')).toBe('snake_case stays.\nbold goes.');
  });
});
