import { pairInCards } from '@cardology/engine/connections/index';
import { parseIsoDate } from '@cardology/engine/dates';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { offlinePairInterpretation } from '../../src/providers/ai/offline-pair.js';
import { offlineInterpretation } from '../../src/providers/ai/offline-reading.js';
import { buildPairContext } from '../../src/providers/ai/pair-context.js';
import { markdownLiteral } from '../../src/providers/ai/prompt-data.js';
import { speechTextOf } from '../../src/services/narration/speech-text.js';
import { readingContext } from './contexts.js';

// A person's name is the reader's words inside Markdown the offline assistant writes: it must show as typed,
// never as a link, an image or HTML of the assistant's (issue 31's notes found a name rendering as a link).

const HOSTILE = '[click](https://evil.example) ![x](https://evil.example/x.png) <b>Bo</b>';

function civil(iso: string) {
  const parsed = parseIsoDate(iso);
  if (!parsed.ok) throw new Error(iso);
  return parsed.value;
}

/** The kinds of Markdown node a text holds. */
function nodeTypes(markdown: string): Set<string> {
  const types = new Set<string>();
  const walk = (node: { type: string; children?: unknown[] }) => {
    types.add(node.type);
    for (const child of node.children ?? []) walk(child as { type: string; children?: unknown[] });
  };
  walk(fromMarkdown(markdown));
  return types;
}

describe("a person's name in the offline assistant's Markdown", () => {
  it('stays words in a reading for that person: no link, image or HTML', () => {
    const written = offlineInterpretation(readingContext('yearly', '1990-03-05', HOSTILE));
    const types = nodeTypes(written);
    for (const type of ['link', 'image', 'html']) expect(types.has(type), type).toBe(false);
    expect(written).toContain(markdownLiteral(HOSTILE));
  });

  it('stays words in a pair', () => {
    const pair = pairInCards(
      { birthdate: civil('1980-01-01') },
      { birthdate: civil('1992-07-07') },
      civil('2025-06-15'),
    );
    const context = buildPairContext(
      { ref: 'me', name: 'Ada' },
      { ref: 'b-person', name: HOSTILE },
      pair,
      '2025-06-15',
    );
    const types = nodeTypes(offlinePairInterpretation(context));
    for (const type of ['link', 'image', 'html']) expect(types.has(type), type).toBe(false);
  });

  it('is spoken without its backslashes', () => {
    expect(speechTextOf(`For ${markdownLiteral('Mary-Jane (Jo)')}.`)).toBe('For Mary-Jane (Jo).');
  });
});
