// One worker thread of the share renderer's pool (renderer.ts): satori lays the picture out and resvg
// rasterises it, a few hundred milliseconds of CPU each that must not hold up the server's event loop.
import type { ShareContent } from './layout.js';
import { sharePng } from './render.js';

export default async function renderShareImage(content: ShareContent): Promise<Uint8Array> {
  return sharePng(content);
}
