import { errorBody } from '@cardology/contract/error-body';
import { textOf } from '@cardology/contract/messages/translate';
import {
  combineRequest,
  combineResponse,
  insufficientCreditsResponse,
  insufficientTtsCredits,
  type NarrationEvent,
  narrationRequest,
} from '@cardology/contract/narration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMBINE_BODY_LIMIT, SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import { sendNdjson } from '../http/ndjson-stream.js';
import { sendStoredFile } from '../http/send-stored-file.js';
import type { ZodApp } from '../http/zod-app.js';
import { type AudioStorage, audioKindOf, isAudioName } from '../providers/storage/audio-storage.js';
import type { AudioLinks } from '../services/narration/audio-links.js';
import type { Combiner } from '../services/narration/combine-audio.js';
import type { Narrator } from '../services/narration/narrator.js';

export type NarrationRouteOptions = {
  narrator: Narrator;
  combine: Combiner;
  storage: AudioStorage;
  links: AudioLinks;
};

const audioParams = z.object({ file: z.string() });
const audioQuery = z.object({
  exp: z.string().default(''),
  sig: z.string().default(''),
  download: z.string().optional(),
});
/** A download name is the product's pattern only, so no header can be injected through it. */
const DOWNLOAD_NAME = /^AI_Reading_\d{1,16}\.mp3$/;

const CONTENT_TYPES = { mp3: 'audio/mpeg', vtt: 'text/vtt; charset=utf-8' } as const;

/**
 * Spoken narration (docs/api.md "Narration", docs/decisions/018-narration.md): POST /api/tts streams a
 * session's narration, GET /api/audio/:file serves a signed chunk, captions or download to its owner,
 * POST /api/tts/combine joins chunks of one of the owner's narrations for download (bounds: decision 030).
 */
export const narrationRoutes: FastifyPluginAsyncZod<NarrationRouteOptions> = async (app, options) => {
  registerNarrate(app, options.narrator);
  registerServeAudio(app, options.storage, options.links);
  registerCombine(app, options.combine);
};

/** POST /api/tts: a session's narration, streamed as JSON lines; 402 when the credits are short. */
function registerNarrate(app: ZodApp, narrator: Narrator): void {
  app.post(
    '/api/tts',
    {
      config: { access: 'premium' },
      // Compression would hold lines back in its buffer.
      compress: false,
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: narrationRequest, response: { 402: insufficientCreditsResponse } },
    },
    async (request, reply) => {
      const asked = { ...request.body, language: request.language };
      const prepared = await narrator.prepare(request.viewer.id, asked);
      if (prepared.kind === 'insufficient') {
        const { balance } = prepared;
        return reply
          .code(402)
          .send({ error: textOf(request.language, insufficientTtsCredits(balance)), balance });
      }
      // The run goes on if the client leaves: it was paid for, and a retry replays it. It stops (and
      // refunds) when the account may no longer narrate: suspended, signed out, no longer premium.
      return sendNdjson<NarrationEvent>(reply, (write, _clientGone, accessLost) =>
        prepared.run(write, accessLost),
      );
    },
  );
}

/** GET /api/audio/:file: a chunk, captions or download, to its owner only, with a valid signed link. */
function registerServeAudio(app: ZodApp, storage: AudioStorage, links: AudioLinks): void {
  app.get(
    '/api/audio/:file',
    {
      config: { access: 'user', urlSecrets: { query: ['sig'] } },
      compress: false,
      schema: {
        params: audioParams,
        querystring: audioQuery,
        response: { 403: errorBody, 404: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const { download } = request.query;
      if (!isAudioName(file)) throw httpError(404, 'AUDIO_FILE_NOT_FOUND');
      if (download !== undefined && !DOWNLOAD_NAME.test(download)) throw httpError(403, 'AUDIO_LINK_INVALID');
      const owner = request.viewer.id;
      const size = await storage.size(owner, file);
      // Looked up among the viewer's own files first: another user's file, with that user's link, looks
      // exactly like a missing one (as in combine); only the owner learns that a link expired. Both checks
      // come before any byte is read: the storage (a private bucket) is reached only through this route.
      if (size === null) throw httpError(404, 'AUDIO_FILE_NOT_FOUND');
      if (!links.verify(owner, file, request.query)) throw httpError(403, 'AUDIO_LINK_INVALID');
      if (download) reply.header('content-disposition', `attachment; filename="${download}"`);
      const sent = await sendStoredFile(request, reply, {
        size,
        type: CONTENT_TYPES[audioKindOf(file)],
        open: (range) => storage.read(owner, file, range),
      });
      // Removed (the sweep, a deleted account) between the size and the read.
      if (sent === 'gone') throw httpError(404, 'AUDIO_FILE_NOT_FOUND');
      return reply;
    },
  );
}

/** POST /api/tts/combine: joins chunks of one of the owner's narrations for download. */
function registerCombine(app: ZodApp, combine: Combiner): void {
  app.post(
    '/api/tts/combine',
    {
      config: { access: 'user' },
      bodyLimit: COMBINE_BODY_LIMIT,
      schema: {
        body: combineRequest,
        response: { 200: combineResponse, 400: errorBody, 404: errorBody, 409: errorBody, 413: errorBody },
      },
    },
    async (request) => combine(request.viewer.id, request.body),
  );
}
