import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.js';
import { isApiPath } from './origin-check.js';

const WEB_NOT_BUILT =
  'The Cardology web app has not been built yet.\n\n' +
  'Run `npm run build -w @cardology/web` (or `npm start`, which builds it) and restart the server.\n' +
  'The API is available under /api.\n';

/**
 * Serves the built React app from `distDir` and answers everything no route matched: page
 * requests (GET for HTML outside /api) get index.html so client-side routes work on reload; the
 * rest get 404 `{ error }`. Without a build, page requests get a short note saying how to make one.
 * The web build writes brotli and gzip copies of its text files next to them; `preCompressed` sends
 * the best one the client accepts (index.html and its fallback too), with `Vary: Accept-Encoding`,
 * and the plain file to a client that accepts none — compressing once at build time, not per request.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(async (files) => {
      // The built app is public; @fastify/static takes no route config, so its routes get it here.
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await files.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        preCompressed: true,
        // Vite puts content-hashed files under assets/; everything else (index.html) must be revalidated.
        setHeaders: (reply, filePath) => {
          const hashed = filePath.startsWith(join(distDir, 'assets'));
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return sendError(reply, 404, 'NOT_FOUND');
    if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT);
  });
}

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Fastify's `frameworkErrors` option: a URL it cannot decode (e.g. /glossary/%E0%A4%A, hand-edited)
 * never reaches a route. A page request still gets the app, which shows its own "not found" state;
 * anything else gets 400 `{ error }`.
 */
export function malformedUrlHandler(distDir: string) {
  const indexFile = join(distDir, 'index.html');
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    if (error.code === 'FST_ERR_BAD_URL' && wantsPage(request) && existsSync(indexFile)) {
      reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      reply.send(readFileSync(indexFile));
      return;
    }
    sendError(reply, 400, error.code === 'FST_ERR_BAD_URL' ? 'MALFORMED_URL' : 'BAD_REQUEST');
  };
}
