import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PALETTE, PALETTE_TOKENS } from '../src/services/share/palette.js';

/** The web's light theme as the browser reads it: the custom properties of the first `:root` block. */
function lightTokens(): Record<string, string> {
  const css = readFileSync(join(import.meta.dirname, '../../web/src/styles/index.css'), 'utf8');
  const block = /^:root \{([^}]*)\}/m.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]),
  );
}

describe('the share picture palette', () => {
  it('is the web light theme, colour for colour (docs/decisions/043-house.md)', () => {
    const tokens = lightTokens();
    expect(Object.keys(PALETTE_TOKENS).sort()).toEqual(Object.keys(PALETTE).sort());
    for (const [role, token] of Object.entries(PALETTE_TOKENS)) {
      expect({ role, token, value: PALETTE[role as keyof typeof PALETTE] }).toEqual({
        role,
        token,
        value: tokens[token],
      });
    }
  });
});
