import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** What satori needs of a font: its name as the styles say it, the bytes, weight and style. */
export type ShareFont = { name: string; data: Buffer; weight: 400 | 600; style: 'normal' };

const require = createRequire(import.meta.url);

/**
 * The web's faces (Fraunces for headings and card indices, Inter for text) in the WOFF satori reads; not WOFF2.
 * Inter's Cyrillic subset comes last under its own name: satori draws a letter no face of the style's family holds
 * from the other faces, so Russian text (and a Fraunces heading in Russian, until a display face with Cyrillic
 * comes) is drawn in Inter, never as empty boxes. Under the name 'Inter' it would replace the Latin subset.
 */
const FILES = [
  { name: 'Fraunces', weight: 600, file: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff' },
  { name: 'Inter', weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { name: 'Inter', weight: 600, file: '@fontsource/inter/files/inter-latin-600-normal.woff' },
  { name: 'Inter Cyrillic', weight: 400, file: '@fontsource/inter/files/inter-cyrillic-400-normal.woff' },
  { name: 'Inter Cyrillic', weight: 600, file: '@fontsource/inter/files/inter-cyrillic-600-normal.woff' },
] as const;

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
