import { errorBody } from '@cardology/contract/error-body';
import type { Language } from '@cardology/contract/languages';
import { readingShareQuery, todaysCardShareQuery } from '@cardology/contract/share';
import { ageOn, parseIsoDate } from '@cardology/engine/dates';
import type { LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../http/errors.js';
import { engineCatalog } from '../lib/engine-language.js';
import { readerToday } from '../services/reader-day.js';
import { createReadings } from '../services/readings.js';
import { ShareBusyError } from '../services/share/bounded-renderer.js';
import { readingContent, todaysCardContent } from '../services/share/content.js';
import type { ShareContent } from '../services/share/layout.js';
import { findSharePerson } from '../services/share/person.js';
import type { ShareRenderer } from '../services/share/renderer.js';

/** Seconds a refused picture should wait: the queue ahead of it drains in about one. */
const SHARE_BUSY_RETRY_S = 2;

/** A picture's words in the request's language: the reader's stored choice first (http/request-language.ts). */
async function wordsOf(request: FastifyRequest): Promise<{ language: Language; catalog: LocaleCatalog }> {
  return { language: request.language, catalog: await engineCatalog(request.language) };
}

/** Draws `content` with `render` and sends it, or a 503 with a retry-after when the renderer is busy. */
async function sendPng(render: ShareRenderer, reply: FastifyReply, kind: string, content: ShareContent) {
  const png = await render(content).catch((error: unknown) => {
    if (!(error instanceof ShareBusyError)) throw error;
    reply.header('retry-after', String(SHARE_BUSY_RETRY_S));
    throw httpError(503, 'SHARE_BUSY');
  });
  return reply
    .type('image/png')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="cardology-${kind}.png"`)
    .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
}

/**
 * GET /api/share/todays-card.png and /api/share/reading.png (docs/decisions/020-share-image.md): a 1200 × 630
 * PNG made on demand and never stored. `person` is 'me' or one of the user's connections; the birthdate comes
 * from the database, the first name only with `name=1`. Readings are premium like the reading routes.
 */
export function shareRoutes(render: ShareRenderer): FastifyPluginAsyncZod {
  return async (app) => {
    const readings = createReadings(app.clock);

    app.get(
      '/api/share/todays-card.png',
      {
        config: { access: 'user' },
        schema: {
          querystring: todaysCardShareQuery,
          response: { 400: errorBody, 404: errorBody, 503: errorBody },
        },
      },
      async (request, reply) => {
        const { person, name } = request.query;
        const date = request.query.date ?? (await readerToday(app, request));
        const { firstName } = await findSharePerson(app.db, request.viewer.id, person);
        const words = await wordsOf(request);
        const content = todaysCardContent(date, name ? firstName : undefined, words.catalog, words.language);
        return sendPng(render, reply, 'todays-card', content);
      },
    );

    app.get(
      '/api/share/reading.png',
      {
        config: { access: 'premium' },
        schema: {
          querystring: readingShareQuery,
          response: { 400: errorBody, 404: errorBody, 503: errorBody },
        },
      },
      async (request, reply) => {
        const { type, person, name, age, date_offset } = request.query;
        const date = request.query.date ?? (await readerToday(app, request));
        const found = await findSharePerson(app.db, request.viewer.id, person);
        const birth = found.birthdate ? parseIsoDate(found.birthdate) : undefined;
        if (!birth?.ok) throw httpError(400, 'SHARE_NO_BIRTHDATE');
        const birthdate = birth.value;
        // The yearly reading needs an age; without one it is the person's age on the day read, as the page starts.
        const yearlyAge = age ?? ageOn(birthdate, date);
        const input = { birthdate, age: type === 'yearly' ? yearlyAge : age, date_offset, date };
        const words = await wordsOf(request);
        const content = readingContent(
          readings,
          type,
          input,
          name ? found.firstName : undefined,
          words.catalog,
          words.language,
        );
        return sendPng(render, reply, type, content);
      },
    );
  };
}
