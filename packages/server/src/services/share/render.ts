import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@cardology/contract/share';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { asReactNode } from './element.js';
import { shareFonts } from './fonts.js';
import { type ShareContent, shareLayout } from './layout.js';

/** The picture as SVG: satori turns the text into outlines, so no text (nor metadata) is left in it but shapes. */
export async function shareSvg(content: ShareContent): Promise<string> {
  return satori(asReactNode(shareLayout(content)), {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: shareFonts(),
  });
}

/** The picture as PNG at its exact size; resvg writes no text chunks. */
export async function sharePng(content: ShareContent): Promise<Uint8Array> {
  const svgText = await shareSvg(content);
  return new Resvg(svgText, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}
