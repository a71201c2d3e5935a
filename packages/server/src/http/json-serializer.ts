import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A response serializer compiled once per route from its zod response schema, for responses built
 * from the engine's shared, frozen parts (card descriptions, reading cards, spreads, the glossary).
 *
 * Like a precompiled JSON-schema serializer, it writes exactly the schema's keys in the schema's
 * order and checks each value's type on the way (a mismatch throws, and the error handler answers
 * 500). Unlike one, it remembers the UTF-8 bytes of every deeply frozen object it writes, per schema
 * node: a frozen object cannot change, so neither can its JSON. A reading is then mostly a
 * concatenation of remembered buffers: no 15 kB of JSON text to build, scan for its length and
 * encode on every request (the card texts hold non-Latin-1 characters, such as the suit glyphs,
 * so that encoding is a full UTF-16 to UTF-8 pass).
 *
 * The memo is a WeakMap per zod schema object (shared by the routes that use it), so it holds bytes
 * only for objects someone else keeps alive: the engine's ~1,600 card descriptions and reading cards,
 * its spreads' symbol lists and the glossary (a few MB at most), and the readings the routes' own
 * bounded caches hold (lib/reading-cache.ts). Arrays of objects are not remembered as a whole (the
 * engine's 9,360 frozen description lists would weigh ~70 MB); their elements are.
 *
 * Fastify's own serializer (fast-json-stringify from the schemas' JSON Schema) would be simpler; measured
 * against this one it takes 1.5 to 2.6 times the CPU per reading (docs/decisions/009-serializer.md).
 *
 * The compiled function returns a Buffer, which Fastify sends as is (it takes a string or a Buffer
 * from a serializer at run time; its type says string only). Schemas using other types than those
 * below fall back to fastify-type-provider-zod's serializer (validate, then JSON.stringify).
 */
export const memoJsonSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (routeSchema) => {
  const writer = compile(routeSchema.schema);
  if (!writer) return zodSerializerCompiler(routeSchema);
  return (data: unknown) => {
    const sink = new Sink();
    writer.write(data, sink);
    return sink.finish() as unknown as string;
  };
};

/**
 * Collects a response: JSON text as it is written, remembered buffers as they are, then copies both
 * into one buffer of the exact size (no intermediate buffer per piece of text).
 */
class Sink {
  private readonly parts: (string | Buffer)[] = [];
  private text = '';

  write(text: string): void {
    this.text += text;
  }

  bytes(buffer: Buffer): void {
    if (this.text !== '') {
      this.parts.push(this.text);
      this.text = '';
    }
    this.parts.push(buffer);
  }

  finish(): Buffer {
    if (this.text !== '') this.parts.push(this.text);
    const { parts } = this;
    if (parts.length === 1 && typeof parts[0] !== 'string') return parts[0] as Buffer;
    let size = 0;
    for (const part of parts) size += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
    const out = Buffer.allocUnsafe(size);
    let offset = 0;
    for (const part of parts) {
      if (typeof part === 'string') {
        offset += out.write(part, offset);
      } else {
        out.set(part, offset);
        offset += part.length;
      }
    }
    return out;
  }
}

/**
 * Writes one schema node, and says whether the value is immutable: frozen, and everything the schema
 * reaches inside it too (primitives are). Found out while writing, so it costs no second walk.
 */
interface Writer {
  write(value: unknown, sink: Sink): boolean;
}

// The parts of zod 4's schema definitions read here.
interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check?: string; format?: string } } }[];
  shape?: Record<string, ZodNode>;
  catchall?: ZodNode;
  element?: ZodNode;
  innerType?: ZodNode;
  keyType?: ZodNode;
  valueType?: ZodNode;
  entries?: Record<string, string | number>;
  values?: unknown[];
}
type ZodNode = { _zod: { def: Def } };

/** A response that does not have its schema's shape: a bug, answered 500 by the error handler. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  /** Where in the response, e.g. `.planetary_dates[2].start`; filled in on the way up. */
  path = '';

  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super();
  }

  override get message(): string {
    return `response${this.path}: expected ${this.expected}, got ${this.actual}`;
  }
}

function mismatch(expected: string, value: unknown): never {
  throw new ResponseShapeError(
    expected,
    value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value,
  );
}

/** Names the child a shape error came from, on its way up (so paths cost nothing until then). */
function named(error: unknown, step: string): unknown {
  if (error instanceof ResponseShapeError) error.path = step + error.path;
  return error;
}

/** A leaf: its JSON text, or a throw when the value has the wrong type. */
function leaf(json: (value: unknown) => string): Writer {
  return {
    write(value, sink) {
      sink.write(json(value));
      return true;
    },
  };
}

// One writer (and so one memo) per zod schema object, shared by every route whose response uses it:
// `readingCard` appears in all four readings, but each card's bytes are kept once.
const writers = new WeakMap<object, Writer | null>();

function compile(schema: unknown): Writer | null {
  if (typeof schema !== 'object' || schema === null) return null;
  let writer = writers.get(schema);
  if (writer === undefined) {
    writer = compileNode(schema as ZodNode);
    writers.set(schema, writer);
  }
  return writer;
}

function compileNode(schema: ZodNode): Writer | null {
  const def = schema._zod?.def;
  if (!def) return null;
  switch (def.type) {
    case 'string':
      return leaf((v) => (typeof v === 'string' ? JSON.stringify(v) : mismatch('a string', v)));
    case 'boolean':
      return leaf((v) => (typeof v === 'boolean' ? `${v}` : mismatch('a boolean', v)));
    case 'number': {
      const integer = def.format === 'safeint' || def.checks?.some((c) => c._zod.def.format === 'safeint');
      return leaf((v) =>
        typeof v === 'number' && (integer ? Number.isSafeInteger(v) : Number.isFinite(v))
          ? `${v}`
          : mismatch(integer ? 'an integer' : 'a finite number', v),
      );
    }
    case 'enum':
    case 'literal': {
      const allowed = def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? []);
      const json = new Map(allowed.map((value) => [value, JSON.stringify(value)]));
      return leaf((v) => json.get(v) ?? mismatch(`one of ${allowed.join(', ')}`, v));
    }
    case 'nullable': {
      const inner = compile(def.innerType);
      if (!inner) return null;
      return { write: (v, sink) => (v === null ? leafNull(sink) : inner.write(v, sink)) };
    }
    case 'array':
      return compileArray(def);
    case 'object':
      return compileObject(def);
    case 'record':
      return compileRecord(def);
    default:
      return null;
  }
}

function leafNull(sink: Sink): boolean {
  sink.write('null');
  return true;
}

function compileArray(def: Def): Writer | null {
  const elementDef = def.element?._zod.def;
  const element = compile(def.element);
  if (!element || !elementDef) return null;
  const write = (v: unknown[], sink: Sink): boolean => {
    let immutable = true;
    sink.write('[');
    for (let i = 0; i < v.length; i++) {
      if (i > 0) sink.write(',');
      try {
        immutable = element.write(v[i], sink) && immutable;
      } catch (error) {
        throw named(error, `[${i}]`);
      }
    }
    sink.write(']');
    return immutable;
  };
  // Lists of objects are left to their elements' memo (see the file comment); lists of symbols are small.
  const ofLeaves = !['object', 'record', 'array'].includes(elementDef.type);
  return ofLeaves ? memoized(Array.isArray, 'an array', write) : checked(Array.isArray, 'an array', write);
}

/** Only the schema's keys, in its order. */
function compileObject(def: Def): Writer | null {
  // A catchall other than `never` (strictObject) or none (object) would let extra keys through.
  if (def.catchall && def.catchall._zod.def.type !== 'never') return null;
  const fields: { key: string; prefix: string; writer: Writer }[] = [];
  for (const [key, child] of Object.entries(def.shape ?? {})) {
    const writer = compile(child);
    if (!writer) return null;
    fields.push({ key, prefix: `${JSON.stringify(key)}:`, writer });
  }
  const write = (v: Record<string, unknown>, sink: Sink): boolean => {
    let immutable = true;
    for (let i = 0; i < fields.length; i++) {
      const { key, prefix, writer } = fields[i] as (typeof fields)[number];
      sink.write(i === 0 ? `{${prefix}` : `,${prefix}`);
      try {
        immutable = writer.write(v[key], sink) && immutable;
      } catch (error) {
        throw named(error, `.${key}`);
      }
    }
    sink.write(fields.length === 0 ? '{}' : '}');
    return immutable;
  };
  return memoized(isRecord, 'an object', write);
}

function compileRecord(def: Def): Writer | null {
  const value = compile(def.valueType);
  if (def.keyType?._zod.def.type !== 'string' || !value) return null;
  const write = (v: Record<string, unknown>, sink: Sink): boolean => {
    let immutable = true;
    let first = true;
    for (const key of Object.keys(v)) {
      sink.write(`${first ? '{' : ','}${JSON.stringify(key)}:`);
      try {
        immutable = value.write(v[key], sink) && immutable;
      } catch (error) {
        throw named(error, `[${JSON.stringify(key)}]`);
      }
      first = false;
    }
    sink.write(first ? '{}' : '}');
    return immutable;
  };
  return memoized(isRecord, 'an object', write);
}

/** A container written afresh every time; immutable only when frozen and its contents are. */
function checked<T extends object>(
  is: (v: unknown) => v is T,
  expected: string,
  write: (v: T, sink: Sink) => boolean,
): Writer {
  return {
    write(v, sink) {
      if (!is(v)) return mismatch(expected, v);
      return write(v, sink) && Object.isFrozen(v);
    },
  };
}

/** A container whose bytes are remembered once it is known to be immutable. */
function memoized<T extends object>(
  is: (v: unknown) => v is T,
  expected: string,
  write: (v: T, sink: Sink) => boolean,
): Writer {
  const memo = new WeakMap<object, Buffer>();
  return {
    write(v, sink) {
      if (!is(v)) return mismatch(expected, v);
      if (!Object.isFrozen(v)) {
        write(v, sink);
        return false;
      }
      const known = memo.get(v);
      if (known) {
        sink.bytes(known);
        return true;
      }
      const own = new Sink();
      const immutable = write(v, own);
      const bytes = own.finish();
      if (immutable) memo.set(v, bytes);
      sink.bytes(bytes);
      return immutable;
    },
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
