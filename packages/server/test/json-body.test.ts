import { cleanText } from '@cardology/contract/clean-text';
import { describe, expect, it } from 'vitest';
import { cleanedBody, holdsUnstorableText, jsonDepthExceeds } from '../src/http/json-body.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects together, up to the limit and no further', () => {
    expect(jsonDepthExceeds(nested(3), 3)).toBe(false);
    expect(jsonDepthExceeds(nested(4), 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
    // Siblings do not add up: depth is how deep, not how many.
    expect(jsonDepthExceeds(`[${Array.from({ length: 100 }, () => '[1]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ name: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ name: 'say \\"[[[[\\"' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ name: 'ends in a backslash \\', list: [[1]] }), 2)).toBe(true);
  });

  it('finds no depth in scalars and leaves malformed text to the parser', () => {
    expect(jsonDepthExceeds('"text"', 0)).toBe(false);
    expect(jsonDepthExceeds('42', 0)).toBe(false);
    expect(jsonDepthExceeds(']]]]', 1)).toBe(false);
  });
});

describe('holdsUnstorableText', () => {
  it('finds a NUL or a lone surrogate in any string, keys and nested values included', () => {
    for (const bad of ['a\u0000b', 'N\ud800x', 'N\udc00x', '\udc00\ud800']) {
      expect(holdsUnstorableText(bad), JSON.stringify(bad)).toBe(true);
      expect(holdsUnstorableText({ a: [1, { b: bad }] }), JSON.stringify(bad)).toBe(true);
      expect(holdsUnstorableText({ [bad]: 1 }), JSON.stringify(bad)).toBe(true);
    }
  });

  it('passes well-formed text, emoji included, and values that are not text', () => {
    expect(
      holdsUnstorableText({ name: 'Dee 🌙', notes: 'line\nbreak\ttab', n: 1, ok: true, none: null }),
    ).toBe(false);
    expect(holdsUnstorableText(['\ud83c\udf19', 42])).toBe(false);
  });
});

// Issue 31 item 7: every text a body carries is stored with its line breaks as LF and without control characters.
describe('cleanText', () => {
  it('makes CRLF and a lone CR one LF each, so no line can end where a reader sees none', () => {
    expect(cleanText('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    expect(cleanText('a\r\r\nb')).toBe('a\n\nb');
    expect(cleanText('Ordinary day.\r## Heading\r[click](https://evil.example)')).toBe(
      'Ordinary day.\n## Heading\n[click](https://evil.example)',
    );
  });

  it('removes C0 and C1 controls and DEL, keeping tab and newline', () => {
    expect(cleanText('\u001b[31mred\u001b[0m')).toBe('[31mred[0m');
    expect(cleanText('a\u0001b\u0007c\u000bd\u000ce\u007ff\u0080g\u0085h\u009fi')).toBe('abcdefghi');
    expect(cleanText('tab\there\nline')).toBe('tab\there\nline');
  });

  it('leaves ordinary text alone, emoji and other scripts included', () => {
    for (const text of ['Dee 🌙', 'Ǻ̸̢̛', 'naïve — “quoted”', '']) expect(cleanText(text)).toBe(text);
  });
});

describe('cleanedBody', () => {
  it('cleans every string of a body, nested ones and keys included', () => {
    expect(
      cleanedBody({ name: 'Bob\u0007', list: ['a\r\nb', { deep: 'c\u009fd' }], 'k\u001bey': 'v\r' }),
    ).toEqual({ name: 'Bob', list: ['a\nb', { deep: 'cd' }], key: 'v\n' });
    expect(cleanedBody('just\u0001text')).toBe('justtext');
  });

  it('keeps values that are not text as they are', () => {
    const body = { n: 1.5, ok: true, none: null, list: [1, false] };
    expect(cleanedBody(body)).toEqual(body);
  });

  it('leaves a password as typed: it is compared, never shown, and one set before the rule must still match', () => {
    const body = {
      email: 'a@example.com',
      password: 'pa\u0007ss\r',
      currentPassword: '\u0001x',
      newPassword: 'y\u009f',
    };
    expect(cleanedBody(body)).toEqual(body);
  });
});
