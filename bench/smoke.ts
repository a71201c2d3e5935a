import { parseArgs } from 'node:util';

/**
 * Whether a benchmark runs as a smoke (`--smoke` on the command line, or BENCH_SMOKE set to anything
 * but '' or '0'): every part for a moment, so CI notices a benchmark the code has left behind.
 */
export function isSmoke(args: readonly string[] = process.argv.slice(2)): boolean {
  const { values } = parseArgs({ args: [...args], options: { smoke: { type: 'boolean' } }, strict: false });
  const fromEnv = process.env.BENCH_SMOKE;
  return values.smoke === true || (fromEnv !== undefined && fromEnv !== '' && fromEnv !== '0');
}
