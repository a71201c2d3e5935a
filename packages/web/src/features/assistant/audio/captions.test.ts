import type { NarrationChunk } from '@cardology/contract/narration';
import { describe, expect, it } from 'vitest';
import { allCues, cueAt, locateSentences } from './captions';

const chunk = (index: number, cues: [number, number, string][]): NarrationChunk => ({
  index,
  signedUrl: `/api/audio/${index}.mp3`,
  filePath: `f${index}`,
  captionsUrl: `/api/audio/${index}.vtt`,
  cues: cues.map(([start, end, text]) => ({ start, end, text })),
  duration: 10,
});

describe('cueAt', () => {
  const cues = allCues([
    chunk(0, [
      [0, 2.5, 'The Sun rises.'],
      [2.5, 5, 'The Moon listens.'],
    ]),
    chunk(1, [[0, 3, 'Venus smiles.']]),
  ]);

  it('numbers the cues of every chunk in speaking order', () => {
    expect(cues.map((cue) => [cue.chunk, cue.order, cue.text])).toEqual([
      [0, 0, 'The Sun rises.'],
      [0, 1, 'The Moon listens.'],
      [1, 2, 'Venus smiles.'],
    ]);
  });

  it('finds the sentence spoken at a time of a chunk, start included and end excluded', () => {
    expect(cueAt(cues, 0, 0)?.text).toBe('The Sun rises.');
    expect(cueAt(cues, 0, 2.5)?.text).toBe('The Moon listens.');
    expect(cueAt(cues, 1, 1)?.order).toBe(2);
    // Same time, other chunk: the chunk decides.
    expect(cueAt(cues, 1, 4)).toBeNull();
    expect(cueAt(cues, 0, 5)).toBeNull();
  });
});

describe('locateSentences', () => {
  it('finds spoken sentences in rendered text whose marks and spacing differ', () => {
    const shown = 'Your week\nbegins with the “Sun”. It asks for rest!';
    const spans = locateSentences(shown, ['Your week begins with the "Sun".', 'It asks for rest!']);
    expect(spans.map((span) => span && shown.slice(...span))).toEqual([
      'Your week\nbegins with the “Sun”.',
      'It asks for rest!',
    ]);
  });

  it('maps a repeated sentence to its own place, in order', () => {
    const shown = 'Rest. Work. Rest.';
    expect(locateSentences(shown, ['Rest.', 'Work.', 'Rest.'])).toEqual([
      [0, 5],
      [6, 11],
      [12, 17],
    ]);
  });

  it('gives null for a sentence not (yet) shown, and keeps finding the next ones', () => {
    const shown = 'One. Three.';
    expect(locateSentences(shown, ['One.', 'Two.', 'Three.', '...'])).toEqual([[0, 4], null, [5, 11], null]);
  });
});
