import { describe, expect, it } from 'vitest';
import { holdsUnstorableText, jsonDepthExceeds } from '../src/http/json-body.js';

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
