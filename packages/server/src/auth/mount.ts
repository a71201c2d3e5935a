import { resetRequestsMessage } from '@cardology/contract/mail-limits';
import type { Message } from '@cardology/contract/message';
import { HTTP_MESSAGES } from '@cardology/contract/messages/http';
import { authAttemptsMessage, signInCooldownMessage } from '@cardology/contract/rate-limits';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { copyResponseHead, fetchHeaders, responseBodyStream, toFetchRequest } from '../http/fetch-bridge.js';
import type { Auth } from './auth.js';
import { AUTH_BASE_PATH } from './auth.js';
import { withErrorField } from './error-messages.js';
import type { PasswordChecks } from './password-checks.js';
import { decideResetRequest, RESET_REQUESTED_BODY, type ResetMailLimits } from './reset-mail-limit.js';
import type { PasswordCheckAttempt } from './sign-in-account-limit.js';

export type AuthRoutesOptions = {
  publicUrl: string;
  passwordChecks: PasswordChecks;
  /** Limits on reset mails, when the server sends them (SMTP_URL is set). */
  resetMailLimits?: ResetMailLimits | undefined;
};

const RESET_REQUEST_PATH = `${AUTH_BASE_PATH}/request-password-reset`;

/** How one of better-auth's endpoints handles a password: whose account, and which answer is a wrong one. */
type PasswordEndpoint = {
  /** The account the request names (the body's e-mail, or the session's); undefined leaves it to better-auth. */
  emailOf(request: FastifyRequest, auth: Auth): string | undefined | Promise<string | undefined>;
  /** Whether the answer says the password was wrong; undefined for endpoints that check none (sign-up). */
  wrongPassword?(status: number, body: Record<string, unknown> | null): boolean;
};

const PASSWORD_ENDPOINTS: Readonly<Record<string, PasswordEndpoint>> = {
  '/sign-in/email': {
    emailOf: bodyEmail,
    // A right password for an account whose address is not confirmed yet is answered as a wrong one.
    wrongPassword: (status, body) => status === 401 || isUnconfirmed(status, body),
  },
  '/change-password': {
    emailOf: sessionEmail,
    wrongPassword: (status, body) => status === 400 && body?.code === 'INVALID_PASSWORD',
  },
  // Not a check, but the browser that created an account with its password is its first known device.
  '/sign-up/email': { emailOf: bodyEmail },
};

/**
 * better-auth's endpoints under /api/auth/*, bridged from Fastify to its Fetch handler. Fastify has
 * already applied the body limit, the JSON-only parser and the origin check by the time we get here.
 * A sign-in or a change of password first passes the per-account or per-device limit (password-checks.ts);
 * better-auth's own limit is per address. An answer that signs the browser in with a password also
 * makes it a known device of that account (device-cookie.ts).
 */
export function authRoutes(
  auth: Auth,
  { publicUrl, passwordChecks, resetMailLimits }: AuthRoutesOptions,
): FastifyPluginAsync {
  return async (app) => {
    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      // better-auth decides itself which of its endpoints need a session. Its links' credentials: the reset
      // link's path token, the confirmation and reset `token`, and a sign-in provider's `code` and `state`.
      config: {
        access: 'public',
        urlSecrets: { paths: [`${AUTH_BASE_PATH}/reset-password/:token`], query: ['token', 'code', 'state'] },
      },
      handler: async (request, reply) => {
        const decision = resetMailLimits && (await resetDecision(app, request, resetMailLimits, publicUrl));
        if (decision && decision.kind === 'refuse')
          return tooMany(reply, decision.retryAfterS, resetRequestsMessage);
        if (decision && decision.kind === 'skip') return reply.code(200).send(RESET_REQUESTED_BODY);
        const endpoint = passwordEndpointOf(request, publicUrl);
        const email = endpoint ? await endpoint.emailOf(request, auth) : undefined;
        const attempt: PasswordCheckAttempt | undefined =
          email !== undefined && endpoint?.wrongPassword
            ? await passwordChecks.begin(email, request.headers.cookie)
            : undefined;
        if (attempt && !attempt.allowed) return tooMany(reply, attempt.retryAfterS, signInCooldownMessage);
        const response = await auth.handler(toFetchRequest(request, publicUrl));
        copyResponseHead(response, reply);
        if (response.status < 400) {
          await attempt?.settle(false);
          if (email !== undefined && setsSession(response)) {
            reply.header('set-cookie', passwordChecks.devices.issue(email));
          }
          const body = responseBodyStream(response);
          return body ? reply.send(body) : reply.send();
        }
        if (response.status === 429) {
          await attempt?.settle(false);
          // better-auth's per-address limit, which says how long in its own header.
          const retryAfterS = Number(response.headers.get('x-retry-after')) || 60;
          return tooMany(reply, retryAfterS, authAttemptsMessage);
        }

        // Failures get an `error` field in our wording next to better-auth's code and message.
        const body = parseObject(await response.text());
        await attempt?.settle(endpoint?.wrongPassword?.(response.status, body) ?? false);
        reply.header('content-type', 'application/json; charset=utf-8');
        if (isUnconfirmed(response.status, body))
          return reply.code(401).send(withErrorField(401, WRONG_PASSWORD));
        return reply.send(withErrorField(response.status, body));
      },
    });
  };
}

/** A password-reset request's turn under the reset mail limits; undefined for any other request. */
async function resetDecision(
  app: FastifyInstance,
  request: FastifyRequest,
  limits: ResetMailLimits,
  publicUrl: string,
) {
  const email = resetEmailOf(request, publicUrl);
  if (email === undefined) return undefined;
  return decideResetRequest(app.db, limits, { email, client: request.ip }, app.clock().getTime());
}

/** better-auth's answer to a wrong e-mail or password at sign-in. */
const WRONG_PASSWORD = {
  message: HTTP_MESSAGES.INVALID_EMAIL_OR_PASSWORD,
  code: 'INVALID_EMAIL_OR_PASSWORD',
};

/**
 * better-auth's refusal of a right password for an account whose address is unconfirmed (only with mail).
 * It is answered as a wrong password: otherwise signing up with an address and then signing in with the
 * password just chosen would tell whether the address already had an account (decision 032).
 */
function isUnconfirmed(status: number, body: Record<string, unknown> | null): boolean {
  return status === 403 && body?.code === 'EMAIL_NOT_VERIFIED';
}

/**
 * The endpoint's password handling, for a POST to one that has some. The path is read as the bridge hands
 * it to better-auth (`/api/auth/./sign-in/email` is the same endpoint).
 */
function passwordEndpointOf(request: FastifyRequest, publicUrl: string): PasswordEndpoint | undefined {
  if (request.method !== 'POST') return undefined;
  const path = new URL(request.url, publicUrl).pathname;
  if (!path.startsWith(`${AUTH_BASE_PATH}/`)) return undefined;
  return PASSWORD_ENDPOINTS[path.slice(AUTH_BASE_PATH.length)];
}

/** The e-mail of a POST to better-auth's reset request, when the body names one. */
function resetEmailOf(request: FastifyRequest, publicUrl: string): string | undefined {
  if (request.method !== 'POST' || new URL(request.url, publicUrl).pathname !== RESET_REQUEST_PATH)
    return undefined;
  return bodyEmail(request);
}

/** The e-mail the body names, when it names one (else better-auth answers 400 itself). */
function bodyEmail(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' ? body.email : undefined;
}

/** The e-mail of the session the request carries (none: better-auth answers 401 itself). */
async function sessionEmail(request: FastifyRequest, auth: Auth): Promise<string | undefined> {
  const session = await auth.api.getSession({ headers: fetchHeaders(request) });
  return session?.user.email;
}

/** Whether the answer signed the browser in (set a session cookie). */
function setsSession(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => /^[^=]*session_token=[^;]/.test(cookie));
}

function tooMany(reply: FastifyReply, retryAfterS: number, message: (seconds: number) => Message) {
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
