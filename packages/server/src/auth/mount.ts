import type { FastifyPluginAsync } from 'fastify';
import { copyResponseHead, responseBodyStream, toFetchRequest } from '../http/fetch-bridge.js';
import type { Auth } from './auth.js';
import { AUTH_BASE_PATH } from './auth.js';
import { withErrorField } from './error-messages.js';

/**
 * better-auth's endpoints under /api/auth/*, bridged from Fastify to its Fetch handler. Fastify has
 * already applied the body limit, the JSON-only parser and the origin check by the time we get here.
 */
export function authRoutes(auth: Auth, publicUrl: string): FastifyPluginAsync {
  return async (app) => {
    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      // better-auth decides itself which of its endpoints need a session.
      config: { access: 'public' },
      handler: async (request, reply) => {
        const response = await auth.handler(toFetchRequest(request, publicUrl));
        copyResponseHead(response, reply);
        if (response.status < 400) {
          const body = responseBodyStream(response);
          return body ? reply.send(body) : reply.send();
        }

        // Failures get an `error` field in our wording next to better-auth's code and message.
        const text = await response.text();
        reply.header('content-type', 'application/json; charset=utf-8');
        return reply.send(withErrorField(response.status, parseObject(text)));
      },
    });
  };
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
