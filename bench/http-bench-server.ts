/**
 * The server side of the HTTP benchmark, in its own process so the load generator never shares its
 * CPU time or event loop: the real app on a fresh in-memory PGlite (the server tests' helpers), plus a
 * bench-only baseline route on the same instance, the yearly reading route again with Fastify's own
 * serializer (fast-json-stringify compiled from the zod schema's JSON Schema) in place of the memoising
 * one, and, for reference, an empty Fastify with the same options. Reports its addresses and a premium user's session cookie to the parent, then answers
 * `cpu` messages with its CPU time so far (µs), so the parent can charge CPU per request.
 */

import { yearlyRequest } from '@cardology/contract/reading-requests';
import { yearlyReadingResponse } from '@cardology/contract/wire';
import { parseBirthdate } from '@cardology/engine/dates';
import { yearlyReading } from '@cardology/engine/readings/yearly';
import fastJson, { type Schema as FastJsonSchema } from 'fast-json-stringify';
import Fastify, { type FastifySerializerCompiler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BODY_LIMIT } from '../packages/server/src/app.js';
import { valueOr400 } from '../packages/server/src/lib/engine-result.js';
import { buildTestApp, signUp } from '../packages/server/test/helpers/app.js';
import { createTestDatabase } from '../packages/server/test/helpers/database.js';

export interface BenchServerReady {
  type: 'ready';
  url: string;
  emptyUrl: string;
  cookie: string;
}

const send = (message: unknown) => process.send?.(message);

const database = await createTestDatabase();
const app = await buildTestApp(database.db);
app.post('/bench/bare', { config: { access: 'public' } }, async () => ({ ok: true }));
// The floor for a reading: the same route answering a yearly reading's JSON, encoded once up front.
const birth = parseBirthdate('02/28/1990');
const reading = birth.ok ? yearlyReading({ birthdate: birth.value, age: 34 }) : birth;
if (!reading.ok) throw new Error(reading.error);
const readingJson = Buffer.from(JSON.stringify(reading.value));
app.post('/bench/bare-reading', { config: { access: 'public' } }, async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(readingJson),
);

/**
 * What the memoising serializer is measured against (docs/decisions/009-serializer.md): the same guard,
 * body and response schemas as POST /api/card-reading, no reading cache (it would only save the engine's
 * fraction of a microsecond), and each response written by fast-json-stringify.
 */
const schemaSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as FastJsonSchema);
const schemaSerializedRoutes: FastifyPluginAsyncZod = async (scope) => {
  scope.setSerializerCompiler(schemaSerializer);
  scope.post(
    '/bench/schema-serialized/card-reading',
    {
      config: { access: 'premium' },
      schema: { body: yearlyRequest, response: { 200: yearlyReadingResponse } },
    },
    async (request) => valueOr400(yearlyReading(request.body)),
  );
};
await app.register(schemaSerializedRoutes);

const empty = Fastify({ logger: false, bodyLimit: BODY_LIMIT });
empty.post('/bench/bare', async () => ({ ok: true }));

const url = await app.listen({ host: '127.0.0.1', port: 0 });
const emptyUrl = await empty.listen({ host: '127.0.0.1', port: 0 });
const admin = await signUp(app, { name: 'Bench' }); // the first account: admin and premium

process.on('message', async (message: { type: string }) => {
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system });
  } else if (message.type === 'stop') {
    await empty.close();
    await app.close();
    await database.close();
    process.exit(0);
  }
});
send({ type: 'ready', url, emptyUrl, cookie: admin.cookie } satisfies BenchServerReady);
