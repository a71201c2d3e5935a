import type { Result } from '../src/index.js';
import { err, ok } from '../src/index.js';

/** A command line split into words, `--name value` options and boolean flags. */
export interface ParsedArgs {
  readonly positionals: readonly string[];
  readonly options: ReadonlyMap<string, string>;
  readonly flags: ReadonlySet<string>;
}

/** Options that take a value. Their value is always the next word, so `--offset -1` works. */
const VALUE_OPTIONS = new Set(['birthdate', 'age', 'date', 'offset']);
const FLAGS = new Set(['json', 'help']);

/**
 * Splits argv. Accepts `--name value` and `--name=value`; `-h` is `--help`; `--` ends the options.
 * A failure is a usage error (exit code 2), not bad input.
 */
export function parseArgs(argv: readonly string[]): Result<ParsedArgs> {
  const positionals: string[] = [];
  const options = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    if (word === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (word === '-h') {
      flags.add('help');
      continue;
    }
    if (!word.startsWith('--')) {
      positionals.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const name = word.slice(2, eq === -1 ? undefined : eq);
    if (FLAGS.has(name)) {
      if (eq !== -1) return err(`--${name} takes no value`);
      flags.add(name);
    } else if (VALUE_OPTIONS.has(name)) {
      const value = eq === -1 ? argv[++i] : word.slice(eq + 1);
      if (value === undefined) return err(`--${name} needs a value`);
      if (options.has(name)) return err(`--${name} given twice`);
      options.set(name, value);
    } else {
      return err(`unknown option ${word}`);
    }
  }
  return ok({ positionals, options, flags });
}

/**
 * A whole number as typed ('35', '-7', '+7'). Anything else gives NaN, which the engine rejects with
 * its own message, so '--age 3.5' and '--age x' read as bad input, not as 3 or 0.
 */
export function integerArg(text: string): number {
  return /^[+-]?\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
}
