import pinoPretty from 'pino-pretty';

/** Where the server's log lines go; Fastify hands it to pino. */
export type LogStream = { write(line: string): void };

/**
 * Human-readable lines for a person at a terminal; one JSON object per line everywhere else
 * (production, or output piped to a file or a log collector, which parse it).
 */
export function wantsPrettyLogs({
  nodeEnv,
  stdoutIsTTY,
}: {
  nodeEnv: string;
  stdoutIsTTY: boolean;
}): boolean {
  return nodeEnv !== 'production' && stdoutIsTTY;
}

/**
 * The stream for pretty logs (to stdout, fd 1, unless told otherwise), or undefined for pino's own
 * JSON on stdout. pino-pretty runs in this
 * thread and writes synchronously, so a fatal line before exit is never lost (a transport runs in a
 * worker that exit can cut short).
 */
export function logStream(
  pretty: boolean,
  destination: NodeJS.WritableStream | number = 1,
): LogStream | undefined {
  if (!pretty) return undefined;
  return pinoPretty({
    destination,
    sync: true,
    singleLine: true,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname',
  });
}
