// Renders the app's install icons (web app manifest, apple-touch-icon) from the SVGs in icons/ into
// public/. Run it after changing an icon's SVG: `node packages/web/scripts/render-icons.mjs`; the PNGs
// are committed, so a build needs neither this script nor @resvg/resvg-js.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const web = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** [source SVG, output PNG, width]. The maskable icon keeps its card inside the 80 % safe circle. */
const ICONS = [
  ['icons/app-icon.svg', 'public/pwa-192x192.png', 192],
  ['icons/app-icon.svg', 'public/pwa-512x512.png', 512],
  ['icons/app-icon-maskable.svg', 'public/maskable-512x512.png', 512],
  ['icons/app-icon-maskable.svg', 'public/apple-touch-icon-180x180.png', 180],
];

for (const [source, output, width] of ICONS) {
  const png = new Resvg(readFileSync(web(source)), { fitTo: { mode: 'width', value: width } })
    .render()
    .asPng();
  writeFileSync(web(output), png);
  console.log(`${output}: ${width}×${width}, ${png.length} bytes`);
}
