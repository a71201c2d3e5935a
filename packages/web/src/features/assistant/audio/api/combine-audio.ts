import {
  type CombineRequest,
  type CombineResponse,
  combinedAudioFileName,
} from '@cardology/contract/narration';
import { contractText } from '../../../../i18n/i18n';
import { ApiError, api } from '../../../../lib/api';

export type CombineOutcome = { ok: true; url: string; fileName: string } | { ok: false; error: string };

/**
 * POST /api/tts/combine: the chunks joined into one MP3 named AI_Reading_{timestamp}.mp3
 * (docs/product.md §9). A refusal shows the server's words, else the product's fallbacks (§8).
 */
export async function combineAudio(filePaths: string[], now = Date.now()): Promise<CombineOutcome> {
  const fileName = combinedAudioFileName(now);
  const body: CombineRequest = { filePaths, outputFilename: fileName };
  try {
    const answer = await api.post<CombineResponse | null>('/api/tts/combine', body);
    const url = answer?.combinedAudioUrl;
    return typeof url === 'string' && url !== ''
      ? { ok: true, url, fileName }
      : { ok: false, error: contractText('COMBINED_AUDIO_URL_FAILED') };
  } catch (error) {
    if (error instanceof ApiError)
      return {
        ok: false,
        error:
          error.status < 500 && error.message ? error.message : contractText('COMBINED_AUDIO_URL_FAILED'),
      };
    return { ok: false, error: contractText('COMBINED_AUDIO_UNEXPECTED') };
  }
}
