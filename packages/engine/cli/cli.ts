import { isoDateOfUtc } from '../src/index.js';
import { parseArgs } from './args.js';
import { birthCardCommand, cardCommand, lifeSpreadCommand, spreadCommand } from './card-commands.js';
import type { Command, CommandContext, Outcome } from './command.js';
import { usage } from './command.js';
import { combinationCommand, nameCardCommand, todaysCardCommand } from './lookup-commands.js';
import { readingCommand } from './reading-commands.js';

/** Where the CLI writes: process.stdout / process.stderr in the bin, string collectors in tests. */
export interface Sink {
  write(text: string): unknown;
}

const PROGRAM = 'cardology-engine';

const COMMANDS: readonly Command[] = [
  birthCardCommand,
  cardCommand,
  lifeSpreadCommand,
  spreadCommand,
  readingCommand,
  todaysCardCommand,
  combinationCommand,
  nameCardCommand,
];

export const EXIT_OK = 0;
export const EXIT_INVALID_INPUT = 1;
export const EXIT_USAGE = 2;

/**
 * The practitioner's command line (packages/engine/bin/cardology-engine.js). Returns the exit code:
 * 0 done, 1 invalid input (the engine's own message is printed), 2 usage error.
 *
 * The engine never reads the clock; this is the one place that may, and only to default a date to
 * today in UTC. `now` is a parameter so tests can fix it.
 */
export function runCli(argv: readonly string[], out: Sink, err: Sink, now: () => number = Date.now): number {
  const parsed = parseArgs(argv);
  if (!parsed.ok) return reportUsage(err, parsed.error);
  const args = parsed.value;
  const name = args.positionals[0];
  if (args.flags.has('help') || name === 'help' || name === undefined) {
    if (name === undefined && !args.flags.has('help')) {
      err.write(helpText());
      return EXIT_USAGE;
    }
    out.write(helpText());
    return EXIT_OK;
  }
  const command = COMMANDS.find((c) => c.name === name);
  const context: CommandContext = { today: () => isoDateOfUtc(now()) };
  const outcome: Outcome = command ? command.run(args, context) : usage(`unknown command ${name}`);
  switch (outcome.kind) {
    case 'done':
      out.write(
        args.flags.has('json')
          ? `${JSON.stringify(outcome.json, null, 2)}\n`
          : `${outcome.lines.join('\n')}\n`,
      );
      return EXIT_OK;
    case 'failed':
      err.write(`${PROGRAM}: ${outcome.message}\n`);
      return EXIT_INVALID_INPUT;
    case 'usage':
      return reportUsage(err, outcome.message);
  }
}

function reportUsage(err: Sink, message: string): number {
  err.write(`${PROGRAM}: ${message}\nRun '${PROGRAM} --help' for the commands and examples.\n`);
  return EXIT_USAGE;
}

export function helpText(): string {
  const commands = COMMANDS.flatMap((command) => [
    `  ${command.name} ${command.synopsis}`,
    ...command.summary.split('\n').map((line) => `      ${line}`),
    ...command.examples.map((example) => `      e.g. ${PROGRAM} ${example}`),
    '',
  ]);
  return [
    `${PROGRAM}: the Cardology engine (Cards of Your Destiny system) on the command line.`,
    '',
    `Usage: ${PROGRAM} <command> [arguments] [--json]`,
    '',
    'Commands:',
    ...commands,
    'Options:',
    '  --json        print the result as JSON (the API response shapes)',
    '  --help, -h    show this help (also: help)',
    '',
    'Cards: a symbol (Q♥, 10♦; outline ♡♧♢♤ too), a name (queen of hearts, "10 of diamonds"), a solar',
    'value 1..52, or Joker. Birthdates: MM/DD/YYYY or YYYY-MM-DD. Dates: YYYY-MM-DD.',
    'Exit codes: 0 done, 1 invalid input, 2 usage error.',
    '',
  ].join('\n');
}
