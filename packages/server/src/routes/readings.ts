import type {
  SevenWeekReading,
  SevenYearReading,
  WeeklyReading,
  YearlyReading,
} from '@cardology/engine/api-types';
import { toIsoDate } from '@cardology/engine/dates';
import { sevenWeekReading } from '@cardology/engine/readings/seven-week';
import { sevenYearReading } from '@cardology/engine/readings/seven-year';
import { weeklyReading } from '@cardology/engine/readings/weekly';
import { yearlyReading } from '@cardology/engine/readings/yearly';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoJsonSerializerCompiler } from '../http/json-serializer.js';
import { ReadingCache } from '../lib/reading-cache.js';
import { today } from '../lib/today.js';
import {
  sevenWeekReadingResponse,
  sevenYearReadingResponse,
  weeklyReadingResponse,
  yearlyReadingResponse,
} from './schemas/readings.js';
import { periodRequest, yearlyRequest } from './schemas/requests.js';

/**
 * The four readings (docs/product.md §7, docs/cardology-rules.md §6–§7), premium only. Access is checked before validation
 * (auth/route-access.ts), so an anonymous or non-premium caller learns nothing about the form. `date` is the day read (default:
 * today's UTC date from the injected clock). Recent readings are remembered by their normalised input
 * (lib/reading-cache.ts), and responses are written by the memoising serializer (http/json-serializer.ts).
 */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSerializerCompiler(memoJsonSerializerCompiler);
  const yearly = new ReadingCache<YearlyReading>();
  const weekly = new ReadingCache<WeeklyReading>();
  const sevenWeek = new ReadingCache<SevenWeekReading>();
  const sevenYear = new ReadingCache<SevenYearReading>();

  app.post(
    '/api/card-reading',
    {
      config: { access: 'premium' },
      schema: { body: yearlyRequest, response: { 200: yearlyReadingResponse } },
    },
    async (request) => {
      const { birthdate, age } = request.body;
      return yearly.get(`${toIsoDate(birthdate)} ${age}`, () => yearlyReading({ birthdate, age }));
    },
  );

  app.post(
    '/api/weekly-spread',
    {
      config: { access: 'premium' },
      schema: { body: periodRequest, response: { 200: weeklyReadingResponse } },
    },
    async (request) => {
      const { birthdate, date_offset: dateOffset, date = today(app.clock) } = request.body;
      return weekly.get(`${toIsoDate(birthdate)} ${toIsoDate(date)} ${dateOffset ?? 0}`, () =>
        weeklyReading({ birthdate, dateOffset, date }),
      );
    },
  );

  app.post(
    '/api/seven-week-spread',
    {
      config: { access: 'premium' },
      schema: { body: periodRequest, response: { 200: sevenWeekReadingResponse } },
    },
    async (request) => {
      const { birthdate, date_offset: dateOffset, date = today(app.clock) } = request.body;
      return sevenWeek.get(`${toIsoDate(birthdate)} ${toIsoDate(date)} ${dateOffset ?? 0}`, () =>
        sevenWeekReading({ birthdate, dateOffset, date }),
      );
    },
  );

  app.post(
    '/api/seven-year-spread',
    {
      config: { access: 'premium' },
      schema: { body: periodRequest, response: { 200: sevenYearReadingResponse } },
    },
    async (request) => {
      const { birthdate, age, date_offset: dateOffset, date = today(app.clock) } = request.body;
      return sevenYear.get(
        `${toIsoDate(birthdate)} ${toIsoDate(date)} ${age ?? '-'} ${dateOffset ?? 0}`,
        () => sevenYearReading({ birthdate, age, dateOffset, date }),
      );
    },
  );
};
