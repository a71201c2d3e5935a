import { glossaryResponse, yearlyReadingResponse } from '@cardology/contract/wire';
import { parseBirthdate } from '@cardology/engine/dates';
import { glossary } from '@cardology/engine/glossary';
import { yearlyReading } from '@cardology/engine/readings/yearly';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from '../src/http/errors.js';
import { memoJsonSerializerCompiler, ResponseShapeError } from '../src/http/json-serializer.js';

/** The compiled serializer for a schema, as Fastify would call it; its output as text. */
function serializerFor(schema: z.ZodType): (data: unknown) => string {
  const serialize = memoJsonSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
  return (data) => {
    const out: unknown = serialize(data);
    return Buffer.isBuffer(out) ? out.toString('utf8') : String(out);
  };
}

function reading(birthdate: string, age: number) {
  const birth = parseBirthdate(birthdate);
  if (!birth.ok) throw new Error(birth.error);
  const result = yearlyReading({ birthdate: birth.value, age });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('memoJsonSerializerCompiler', () => {
  it('writes what JSON.stringify writes for the engine output, again and again', () => {
    const yearly = serializerFor(yearlyReadingResponse);
    const glossaryJson = serializerFor(glossaryResponse);
    for (const [birthdate, age] of [
      ['02/28/1990', 34],
      ['02/29/2000', 0],
      ['12/30/1950', 120],
      ['02/28/1990', 34],
    ] as const) {
      const value = reading(birthdate, age);
      expect(yearly(value)).toBe(JSON.stringify(value));
    }
    expect(glossaryJson(glossary())).toBe(JSON.stringify(glossary()));
    expect(glossaryJson(glossary())).toBe(JSON.stringify(glossary()));
  });

  it("writes only the schema's keys, in the schema's order", () => {
    const write = serializerFor(
      z.strictObject({ b: z.number(), a: z.array(z.string()), c: z.string().nullable() }),
    );
    expect(write({ a: ['x', 'é♥"'], extra: 1, b: 2.5, c: null })).toBe(
      '{"b":2.5,"a":["x","é♥\\""],"c":null}',
    );
    expect(serializerFor(z.strictObject({}))({ anything: 1 })).toBe('{}');
    expect(serializerFor(z.record(z.string(), z.boolean()))({ x: true, y: false })).toBe(
      '{"x":true,"y":false}',
    );
  });

  it('refuses a value of the wrong type, naming where it is', () => {
    const write = serializerFor(
      z.strictObject({ dates: z.array(z.strictObject({ start: z.string() })), n: z.number().int() }),
    );
    expect(() => write({ dates: [{ start: 'a' }, { start: 5 }], n: 1 })).toThrow(ResponseShapeError);
    try {
      write({ dates: [{ start: 'a' }, { start: 5 }], n: 1 });
    } catch (error) {
      expect((error as Error).message).toBe('response.dates[1].start: expected a string, got number');
    }
    expect(() => write({ dates: [], n: 1.5 })).toThrow('response.n: expected an integer, got number');
    expect(() => write({ dates: null, n: 1 })).toThrow('response.dates: expected an array, got null');
    expect(() => serializerFor(z.enum(['A', 'B']))('C')).toThrow('expected one of A, B');
    expect(() => serializerFor(z.number())(Number.NaN)).toThrow('expected a finite number');
  });

  it('remembers only values frozen all the way down', () => {
    const write = serializerFor(z.strictObject({ inner: z.strictObject({ text: z.string() }) }));
    const open = { inner: { text: 'one' } };
    expect(write(open)).toBe('{"inner":{"text":"one"}}');
    open.inner.text = 'two';
    expect(write(open)).toBe('{"inner":{"text":"two"}}');

    // Frozen outside, mutable inside: not safe to remember.
    const shallow = Object.freeze({ inner: { text: 'one' } });
    expect(write(shallow)).toBe('{"inner":{"text":"one"}}');
    shallow.inner.text = 'two';
    expect(write(shallow)).toBe('{"inner":{"text":"two"}}');

    const deep = Object.freeze({ inner: Object.freeze({ text: 'one' }) });
    expect(write(deep)).toBe(write(deep));
  });

  it("falls back to fastify-type-provider-zod's serializer for other schemas", () => {
    const write = serializerFor(z.strictObject({ when: z.union([z.string(), z.number()]) }));
    expect(write({ when: 5 })).toBe('{"when":5}');
  });

  it('answers 500 without internals when a route returns the wrong shape', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(memoJsonSerializerCompiler);
    app.setErrorHandler(errorHandler);
    app.get('/bad', { schema: { response: { 200: z.strictObject({ n: z.number() }) } } }, async () => ({
      n: 'secret internals',
    }));
    const response = await app.inject({ method: 'GET', url: '/bad' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error' });
    await app.close();
  });
});
