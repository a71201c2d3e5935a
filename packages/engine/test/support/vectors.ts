import { readFileSync } from 'node:fs';

/** One test vector: what went in and what the reference implementation answered. */
export interface Vector<I = Record<string, unknown>, E = unknown> {
  input: I;
  expected: E;
}

export interface ErrorExpected {
  error: string;
}

type Sections = Record<string, Vector[]> & { spreads_sha256: Vector<string, string> };

/** The reference vectors (generated from the rules of docs/cardology-rules.md), parsed once per test file. */
export const VECTORS = JSON.parse(
  readFileSync(new URL('../fixtures/vectors.json', import.meta.url), 'utf8'),
) as Sections;

export function section<I = Record<string, unknown>, E = unknown>(name: string): Vector<I, E>[] {
  const cases = VECTORS[name];
  if (!Array.isArray(cases) || cases.length === 0) throw new Error(`No vectors for ${name}`);
  return cases as Vector<I, E>[];
}

export function isErrorCase(expected: unknown): expected is ErrorExpected {
  return typeof expected === 'object' && expected !== null && 'error' in expected;
}

/** Card fields of a reading are objects with a symbol; the vectors give only the symbol. */
function asSymbols(value: unknown): unknown {
  if (value && typeof value === 'object' && 'symbol' in value) return (value as { symbol: unknown }).symbol;
  return value;
}

/** The actual value of each key the vector lists, with card objects reduced to their symbols. */
export function pickExpectedKeys(actual: object, expected: object): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(expected)) picked[key] = asSymbols((actual as Record<string, unknown>)[key]);
  return picked;
}
