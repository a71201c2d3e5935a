import {
  type AiStreamEvent,
  aiChatRequest,
  aiReadingRequest,
  aiSession,
} from '@cardology/contract/assistant';
import { CHAT_TURNS_MAX } from '@cardology/contract/limits';
import type { MessageKey } from '@cardology/contract/messages/en';
import { messageText, textOf } from '@cardology/contract/messages/translate';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_BODY_LIMIT, SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import { sendNdjson } from '../http/ndjson-stream.js';
import type { ZodApp } from '../http/zod-app.js';
import { isUuid } from '../lib/uuid.js';
import { AiError } from '../providers/ai/ai-error.js';
import { assistantContextFor, pinnedRequest } from '../services/ai-context.js';
import {
  aiSessionView,
  appendTurns,
  createAiSession,
  findReadingSession,
  sessionLanguage,
  setReadingText,
} from '../services/ai-sessions.js';
import { claimAiUsage, releaseAiUsage } from '../services/ai-usage.js';
import { readerToday } from '../services/reader-day.js';
import { createReadings } from '../services/readings.js';

export type AiRouteOptions = {
  /** AI_READINGS_PER_HOUR */
  readingsPerHour: number;
  /** AI_CHAT_PER_HOUR */
  chatPerHour: number;
};

const sessionParams = z.object({ id: z.string() });

/**
 * What the client is told of a failed call, in its language: the AiError's own fit-to-show message, else the
 * product's fallback.
 */
function failureMessage(error: unknown, unexpected: MessageKey, request: FastifyRequest): string {
  if (error instanceof AiError) return textOf(request.language, error.raised);
  request.log.error({ err: error }, 'assistant stream failed');
  return messageText(request.language, unexpected);
}

type Sources = Parameters<typeof assistantContextFor>[0];

/**
 * The assistant (docs/product.md §5 "AI interpretation", docs/decisions/015-assistant.md), premium only.
 * Answers stream as JSON lines (the contract's aiStreamEvent); the reading is always the server's own.
 */
export const aiRoutes: FastifyPluginAsyncZod<AiRouteOptions> = async (app, limits) => {
  const sources = { db: app.db, readings: createReadings(app.clock), clock: app.clock };
  registerInterpretation(app, sources, limits.readingsPerHour);
  registerChat(app, sources, limits.chatPerHour);
  app.get(
    '/api/ai/sessions/:id',
    { config: { access: 'premium' }, schema: { params: sessionParams, response: { 200: aiSession } } },
    async (request) => {
      const { id } = request.params;
      const session = isUuid(id) ? await findReadingSession(app.db, request.viewer.id, id) : null;
      if (!session) throw httpError(404, 'AI_SESSION_NOT_FOUND');
      return aiSessionView(app.db, session);
    },
  );
};

/** POST /api/ai/reading: a new session and its interpretation, within the hourly allowance. */
function registerInterpretation(app: ZodApp, sources: Sources, perHour: number): void {
  app.post(
    '/api/ai/reading',
    // Compression would hold lines back in its buffer; the lines are small anyway.
    {
      config: { access: 'premium' },
      compress: false,
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: aiReadingRequest },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const asked = pinnedRequest(request.body, await readerToday(app, request));
      const context = await assistantContextFor(sources, viewer.id, asked);
      const claim = await claimAiUsage(app.db, viewer.id, 'reading', perHour, app.clock());
      if (!claim) throw httpError(429, 'AI_READING_LIMIT');
      const session = await createAiSession(
        app.db,
        viewer.id,
        asked,
        context.personName,
        request.language,
      ).catch(async (error: unknown) => {
        await releaseAiUsage(app.db, claim);
        throw error;
      });
      return sendNdjson<AiStreamEvent>(reply, async (write, signal) => {
        write({
          type: 'session',
          sessionId: session.id,
          spreadType: asked.spreadType,
          personName: context.personName,
        });
        let text = '';
        try {
          for await (const delta of app.ai.interpret(context, signal, request.language)) {
            text += delta;
            write({ type: 'text', text: delta });
          }
          write({ type: 'done' });
        } catch (error) {
          write({ type: 'error', error: failureMessage(error, 'AI_READING_UNEXPECTED', request) });
        } finally {
          // Kept even after a failure or a disconnect: what was shown can still be read and saved.
          await setReadingText(app.db, session.id, text).catch((error: unknown) =>
            request.log.error({ err: error }, 'could not store the interpretation'),
          );
        }
      });
    },
  );
}

/** POST /api/ai/chat: one question about a session's reading, within the hourly allowance and the turn cap. */
function registerChat(app: ZodApp, sources: Sources, perHour: number): void {
  app.post(
    '/api/ai/chat',
    {
      config: { access: 'premium' },
      compress: false,
      bodyLimit: CHAT_BODY_LIMIT,
      schema: { body: aiChatRequest },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const { sessionId, message } = request.body;
      const session = await findReadingSession(app.db, viewer.id, sessionId);
      if (!session) throw httpError(404, 'AI_SESSION_NOT_FOUND');
      // A full conversation is refused before the allowance: the history each question reads stays bounded.
      if (session.history.length >= CHAT_TURNS_MAX) throw httpError(409, 'AI_CHAT_FULL');
      // From the stored request (date pinned when it was asked), never from stored or sent cards; a pair is
      // read again from the user's people, so a person deleted since is the pair route's 404 (before the
      // allowance is taken).
      const context = await assistantContextFor(sources, viewer.id, session.request);
      const claim = await claimAiUsage(app.db, viewer.id, 'chat', perHour, app.clock());
      if (!claim) throw httpError(429, 'AI_CHAT_LIMIT');
      return sendNdjson<AiStreamEvent>(reply, async (write, signal) => {
        let text = '';
        try {
          for await (const delta of app.ai.chat(
            context,
            session.history,
            message,
            signal,
            sessionLanguage(session, request.language),
          )) {
            text += delta;
            write({ type: 'text', text: delta });
          }
        } catch (error) {
          write({ type: 'error', error: failureMessage(error, 'AI_CHAT_UNEXPECTED', request) });
          return;
        }
        // Only a completed exchange joins the history the next question is asked with.
        try {
          await appendTurns(app.db, session.id, [
            { role: 'user', text: message },
            { role: 'model', text },
          ]);
          write({ type: 'done' });
        } catch (error) {
          // The turn is lost, so its allowance is given back.
          await releaseAiUsage(app.db, claim).catch((releaseError: unknown) =>
            request.log.error({ err: releaseError }, 'could not give back a chat allowance'),
          );
          write({ type: 'error', error: failureMessage(error, 'AI_CHAT_UNEXPECTED', request) });
        }
      });
    },
  );
}
