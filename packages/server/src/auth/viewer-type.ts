// Who a route acts for, in a module of its own: viewer.ts wires the session look-up, the remembered viewers and
// the access watch together, and they name these types without importing viewer.ts back (no cycle).
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed-in user a route acts for. Its id is the only user id a route may use. */
export type Viewer = {
  id: string;
  email: string;
  /** The account's name (set at sign-up). What the app shows as the user's name is /api/me's `name`. */
  name: string;
  isPremium: boolean;
  isAdmin: boolean;
  /** The profile's chosen language (a code as stored; null when none): first in the request's language. */
  language: string | null;
};

/** Resolves the request's viewer (401 without a valid session) and remembers it on the request. */
export type ResolveViewer = (request: FastifyRequest, reply: FastifyReply) => Promise<Viewer>;
