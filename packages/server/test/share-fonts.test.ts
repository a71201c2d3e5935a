// Issue 33: share pictures draw Russian letters. Inter's Latin subset has no Cyrillic: without a face that has it,
// satori draws every Russian letter as the font's empty box (.notdef), the same shape for each.
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { asReactNode, el } from '../src/services/share/element.js';
import { DISPLAY_FACE, shareFonts, TEXT_FACE } from '../src/services/share/fonts.js';

/** The outline satori draws for `text` in `family`. */
async function outline(text: string, family: string): Promise<string> {
  const svg = await satori(asReactNode(el('div', { fontFamily: family, fontSize: 40 }, text)), {
    width: 600,
    height: 100,
    fonts: shareFonts(),
  });
  return / d="([^"]*)"/.exec(svg)?.[1] ?? '';
}

describe('the share pictures’ fonts', () => {
  for (const family of [TEXT_FACE, DISPLAY_FACE]) {
    it(`draw Cyrillic letters in ${family} text, each its own shape, not an empty box`, async () => {
      const boxes = await outline('\uE000\uE000\uE000', family);
      const letters = await outline('ГЖЯ', family);
      expect(letters).not.toBe('');
      expect(letters).not.toBe(boxes);
    });
  }

  it('draw a Russian heading in Lora, the display face of Russian pages, not in the text face', async () => {
    expect(await outline('ГЖЯ', DISPLAY_FACE)).not.toBe(await outline('ГЖЯ', TEXT_FACE));
  });

  it('keep Inter’s Latin subset for Latin text', async () => {
    const latin = await outline('Yearly', 'Inter');
    expect(latin).not.toBe(await outline('\uE000\uE000\uE000\uE000\uE000\uE000', 'Inter'));
  });
});
