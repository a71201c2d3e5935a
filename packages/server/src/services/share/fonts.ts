import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** What satori needs of a font: its name as the styles say it, the bytes, weight and style. */
export type ShareFont = { name: string; data: Buffer; weight: 400 | 600; style: 'normal' };

const require = createRequire(import.meta.url);

/**
 * The web's faces (Fraunces for headings and card indices, Inter for text) in the WOFF satori reads; not WOFF2.
 * The Cyrillic subsets come under names of their own (under 'Inter' one would replace the Latin subset), and each
 * style names its family's pair: a Russian heading is drawn in Lora, the display face Russian pages use
 * (styles/index.css), Russian text in Inter's Cyrillic, never as empty boxes.
 */
const FILES = [
  { name: 'Fraunces', weight: 600, file: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff' },
  { name: 'Lora Cyrillic', weight: 600, file: '@fontsource/lora/files/lora-cyrillic-600-normal.woff' },
  { name: 'Inter', weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { name: 'Inter', weight: 600, file: '@fontsource/inter/files/inter-latin-600-normal.woff' },
  { name: 'Inter Cyrillic', weight: 400, file: '@fontsource/inter/files/inter-cyrillic-400-normal.woff' },
  { name: 'Inter Cyrillic', weight: 600, file: '@fontsource/inter/files/inter-cyrillic-600-normal.woff' },
] as const;

/** Headings and card names: Fraunces, its Cyrillic letters from Lora (satori tries a style's families in order). */
export const DISPLAY_FACE = 'Fraunces, Lora Cyrillic';
/** Everything else. */
export const TEXT_FACE = 'Inter, Inter Cyrillic';

let loaded: ShareFont[] | undefined;

/** Read once, on the first image: a server that never shares never reads them. */
export function shareFonts(): ShareFont[] {
  loaded ??= FILES.map(({ name, weight, file }) => ({
    name,
    weight,
    style: 'normal',
    data: readFileSync(require.resolve(file)),
  }));
  return loaded;
}
