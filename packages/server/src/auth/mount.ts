import { authAttemptsMessage, signInCooldownMessage } from '@cardology/contract/rate-limits';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { copyResponseHead, responseBodyStream, toFetchRequest } from '../http/fetch-bridge.js';
import type { Auth } from './auth.js';
import { AUTH_BASE_PATH } from './auth.js';
import { withErrorField } from './error-messages.js';
import { beginSignInAttempt, type SignInAccountLimit } from './sign-in-account-limit.js';

export type AuthRoutesOptions = { publicUrl: string; signInAccountLimit: SignInAccountLimit };

const SIGN_IN_PATH = `${AUTH_BASE_PATH}/sign-in/email`;

/**
 * better-auth's endpoints under /api/auth/*, bridged from Fastify to its Fetch handler. Fastify has
 * already applied the body limit, the JSON-only parser and the origin check by the time we get here.
 * A sign-in first passes the per-account limit (sign-in-account-limit.ts); better-auth's own limit is
 * per address.
 */
export function authRoutes(
  auth: Auth,
  { publicUrl, signInAccountLimit }: AuthRoutesOptions,
): FastifyPluginAsync {
  return async (app) => {
    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      // better-auth decides itself which of its endpoints need a session.
      config: { access: 'public' },
      handler: async (request, reply) => {
        const email = signInEmailOf(request, publicUrl);
        const attempt =
          email === undefined
            ? undefined
            : await beginSignInAttempt(app.db, signInAccountLimit, email, app.clock().getTime());
        if (attempt && !attempt.allowed) return tooMany(reply, attempt.retryAfterS, signInCooldownMessage);
        const response = await auth.handler(toFetchRequest(request, publicUrl));
        if (attempt?.allowed) await attempt.settle(response.status);
        copyResponseHead(response, reply);
        if (response.status < 400) {
          const body = responseBodyStream(response);
          return body ? reply.send(body) : reply.send();
        }
        if (response.status === 429) {
          // better-auth's per-address limit, which says how long in its own header.
          const retryAfterS = Number(response.headers.get('x-retry-after')) || 60;
          return tooMany(reply, retryAfterS, authAttemptsMessage);
        }

        // Failures get an `error` field in our wording next to better-auth's code and message.
        const text = await response.text();
        reply.header('content-type', 'application/json; charset=utf-8');
        return reply.send(withErrorField(response.status, parseObject(text)));
      },
    });
  };
}

/**
 * The e-mail of a password sign-in, when the body names one (else better-auth answers 400 itself). The
 * path is read as the bridge hands it to better-auth (`/api/auth/./sign-in/email` is the same endpoint).
 */
function signInEmailOf(request: FastifyRequest, publicUrl: string): string | undefined {
  if (request.method !== 'POST') return undefined;
  if (new URL(request.url, publicUrl).pathname !== SIGN_IN_PATH) return undefined;
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' ? body.email : undefined;
}

function tooMany(reply: FastifyReply, retryAfterS: number, message: (seconds: number) => string) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterS))
    .header('content-type', 'application/json; charset=utf-8')
    .send({ error: message(retryAfterS) });
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
