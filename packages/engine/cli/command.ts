import type { CivilDate } from '../src/index.js';
import type { ParsedArgs } from './args.js';

/** What a command produced: a value for --json and the lines a person reads, or why it failed. */
export type Outcome =
  | { readonly kind: 'done'; readonly json: unknown; readonly lines: readonly string[] }
  /** The input was understood but is not valid (a bad date, an unknown card): exit code 1. */
  | { readonly kind: 'failed'; readonly message: string }
  /** The command line itself is wrong (missing argument, unknown command): exit code 2. */
  | { readonly kind: 'usage'; readonly message: string };

export const done = (json: unknown, lines: readonly string[]): Outcome => ({ kind: 'done', json, lines });
export const failed = (message: string): Outcome => ({ kind: 'failed', message });
export const usage = (message: string): Outcome => ({ kind: 'usage', message });

export interface CommandContext {
  /** Today's UTC date, read from the clock only when a command needs a default date. */
  readonly today: () => CivilDate;
}

export interface Command {
  readonly name: string;
  /** Arguments as shown in the help, e.g. '<date>'. */
  readonly synopsis: string;
  /** One or two lines ('\n' between) for the help. */
  readonly summary: string;
  readonly examples: readonly string[];
  readonly run: (args: ParsedArgs, context: CommandContext) => Outcome;
}

/** The positionals after the command word, or a usage error if the count is wrong. */
export function operands(args: ParsedArgs, count: number, synopsis: string): readonly string[] | Outcome {
  const rest = args.positionals.slice(1);
  return rest.length === count ? rest : usage(`expected ${synopsis}`);
}

/** Options a command does not take are a usage error rather than silently ignored. */
export function rejectOptions(
  args: ParsedArgs,
  allowed: readonly string[],
  command = args.positionals[0],
): Outcome | undefined {
  for (const name of args.options.keys()) {
    if (!allowed.includes(name)) return usage(`--${name} does not apply to ${command}`);
  }
  return undefined;
}
