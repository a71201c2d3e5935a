import { periodRequest, yearlyRequest } from '@cardology/contract/reading-requests';
import {
  sevenWeekReadingResponse,
  sevenYearReadingResponse,
  weeklyReadingResponse,
  yearlyReadingResponse,
} from '@cardology/contract/wire';
import type { CivilDate } from '@cardology/engine/dates';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { memoJsonSerializerCompiler } from '../http/json-serializer.js';
import { engineCatalog } from '../lib/engine-language.js';
import { readerToday } from '../services/reader-day.js';
import { createReadings } from '../services/readings.js';

/**
 * The four readings (docs/product.md §7, docs/cardology-rules.md §6–§7), premium only. Access is checked before validation
 * (auth/route-access.ts), so an anonymous or non-premium caller learns nothing about the form. `date` is the day read (default:
 * the reader's today, services/reader-day.ts). Each is composed by the engine in the request's language (its
 * catalog, lib/engine-language.ts). Recent readings are remembered by their language and normalised input
 * (services/readings.ts), and responses are written by the memoising serializer (http/json-serializer.ts).
 */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSerializerCompiler(memoJsonSerializerCompiler);
  const readings = createReadings(app.clock);
  /** The day a reading is for: the `date` sent, else the reader's today (services/reader-day.ts). */
  const dayRead = async (request: FastifyRequest<{ Body: { date?: CivilDate } }>): Promise<CivilDate> =>
    request.body.date ?? (await readerToday(app, request));

  app.post(
    '/api/card-reading',
    {
      config: { access: 'premium' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: yearlyRequest, response: { 200: yearlyReadingResponse } },
    },
    async (request) => readings.yearly(request.body, await engineCatalog(request.language)),
  );

  app.post(
    '/api/weekly-spread',
    {
      config: { access: 'premium' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: periodRequest, response: { 200: weeklyReadingResponse } },
    },
    async (request) =>
      readings.weekly(
        { ...request.body, date: await dayRead(request) },
        await engineCatalog(request.language),
      ),
  );

  app.post(
    '/api/seven-week-spread',
    {
      config: { access: 'premium' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: periodRequest, response: { 200: sevenWeekReadingResponse } },
    },
    async (request) =>
      readings.sevenWeek(
        { ...request.body, date: await dayRead(request) },
        await engineCatalog(request.language),
      ),
  );

  app.post(
    '/api/seven-year-spread',
    {
      config: { access: 'premium' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: periodRequest, response: { 200: sevenYearReadingResponse } },
    },
    async (request) =>
      readings.sevenYear(
        { ...request.body, date: await dayRead(request) },
        await engineCatalog(request.language),
      ),
  );
};
