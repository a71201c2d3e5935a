import { sevenWeekReading } from '@cardology/engine/readings/seven-week';
import { sevenYearReading } from '@cardology/engine/readings/seven-year';
import { weeklyReading } from '@cardology/engine/readings/weekly';
import { yearlyReading } from '@cardology/engine/readings/yearly';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoJsonSerializerCompiler } from '../http/json-serializer.js';
import { valueOr400 } from '../lib/engine-result.js';
import { today } from '../lib/today.js';
import {
  sevenWeekReadingResponse,
  sevenYearReadingResponse,
  weeklyReadingResponse,
  yearlyReadingResponse,
} from './schemas/readings.js';
import { periodRequest, yearlyRequest } from './schemas/requests.js';

/**
 * The four readings (spec §7, ALGORITHMS.md §6–§7), premium only. The guard runs before validation so
 * an anonymous or non-premium caller learns nothing about the form. `date` is the day read (default:
 * today's UTC date from the injected clock).
 */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSerializerCompiler(memoJsonSerializerCompiler);
  app.post(
    '/api/card-reading',
    {
      preValidation: app.requirePremium,
      schema: { body: yearlyRequest, response: { 200: yearlyReadingResponse } },
    },
    async (request) => {
      const { birthdate, age } = request.body;
      return valueOr400(yearlyReading({ birthdate, age }));
    },
  );

  app.post(
    '/api/weekly-spread',
    {
      preValidation: app.requirePremium,
      schema: { body: periodRequest, response: { 200: weeklyReadingResponse } },
    },
    async (request) => {
      const { birthdate, date_offset, date } = request.body;
      return valueOr400(
        weeklyReading({ birthdate, dateOffset: date_offset, date: date ?? today(app.clock) }),
      );
    },
  );

  app.post(
    '/api/seven-week-spread',
    {
      preValidation: app.requirePremium,
      schema: { body: periodRequest, response: { 200: sevenWeekReadingResponse } },
    },
    async (request) => {
      const { birthdate, date_offset, date } = request.body;
      return valueOr400(
        sevenWeekReading({ birthdate, dateOffset: date_offset, date: date ?? today(app.clock) }),
      );
    },
  );

  app.post(
    '/api/seven-year-spread',
    {
      preValidation: app.requirePremium,
      schema: { body: periodRequest, response: { 200: sevenYearReadingResponse } },
    },
    async (request) => {
      const { birthdate, age, date_offset, date } = request.body;
      return valueOr400(
        sevenYearReading({ birthdate, age, dateOffset: date_offset, date: date ?? today(app.clock) }),
      );
    },
  );
};
