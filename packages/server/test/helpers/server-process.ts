import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainPath = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  /** Where to send requests, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The Origin a browser on the app's page sends (PUBLIC_URL). */
  origin: string;
  output: () => string;
};

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Node's arguments that run the server from its TypeScript sources (the default). */
const sourceServerArgs = ['--conditions=source', '--import', 'tsx', mainPath];

/**
 * Starts the real server with only the given variables, and resolves once /api/health answers. By
 * default from its TypeScript sources (node --conditions=source --import tsx main.ts); `nodeArgs`
 * runs something else, e.g. the compiled build `npm start` runs.
 */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  nodeArgs: readonly string[] = sourceServerArgs,
): Promise<ServerProcess> {
  const child = spawnServer(env, port ?? (await freePort()), nodeArgs);
  const url = `http://127.0.0.1:${child.port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`server exited with ${child.process.exitCode}:\n${child.output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok)
        return { child: child.process, url, origin: `http://localhost:${child.port}`, output: child.output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.process.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${child.output()}`);
}

/** Spawns the server without waiting for it; for starts that are expected to fail. */
export function spawnServer(
  env: Record<string, string>,
  port: number,
  nodeArgs: readonly string[] = sourceServerArgs,
) {
  const process_ = spawn(process.execPath, nodeArgs, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  process_.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  process_.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { process: process_, port, output: () => output };
}

/** Resolves with the exit code (or signal name) once the process has ended. */
export async function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null) return child.exitCode;
  if (child.signalCode !== null) return child.signalCode;
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return code ?? signal ?? 'unknown';
}
