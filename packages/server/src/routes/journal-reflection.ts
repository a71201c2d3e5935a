import type { JournalPeriodKind } from '@cardology/contract/journal';
import {
  type JournalReflectionEvent,
  journalReflectionRequest,
} from '@cardology/contract/journal-reflection';
import type { Language } from '@cardology/contract/languages';
import { messageText, textOf } from '@cardology/contract/messages/translate';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import { sendNdjson } from '../http/ndjson-stream.js';
import type { ZodApp } from '../http/zod-app.js';
import { AiError } from '../providers/ai/ai-error.js';
import type { ReflectionContext } from '../providers/ai/reflection-context.js';
import { setReadingText } from '../services/ai-sessions.js';
import { claimAiUsage, releaseAiUsage } from '../services/ai-usage.js';
import { createReflectionSession, reflectionContextFor } from '../services/journal-reflection.js';
import { readerToday } from '../services/reader-day.js';

export type JournalReflectionRouteOptions = {
  /** AI_READINGS_PER_HOUR: a reflection is one more answer of the model, counted with the interpretations. */
  readingsPerHour: number;
};

/**
 * POST /api/journal/reflection (docs/decisions/041-journal-reflection.md): the assistant's reflection on
 * one period of the reader's journal, streamed as JSON lines like an interpretation, premium only and
 * counted in the same hourly allowance. The notes are the reader's own, read on the server; the browser
 * names only the period.
 */
export const journalReflectionRoutes: FastifyPluginAsyncZod<JournalReflectionRouteOptions> = async (
  app,
  limits,
) => {
  app.post(
    '/api/journal/reflection',
    // Compression would hold lines back in its buffer; the lines are small anyway.
    {
      config: { access: 'premium' },
      compress: false,
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: journalReflectionRequest },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const asked = request.body;
      // The reader's own notes only (the user id is the session's), at most JOURNAL_REFLECTION_ENTRIES_MAX
      // notes and JOURNAL_REFLECTION_CHARS_MAX characters; "today" is the reader's own.
      const context = await reflectionContextFor(
        app.db,
        viewer.id,
        asked.period,
        asked.on,
        await readerToday(app, request),
      );
      if (!context) throw httpError(404, 'JOURNAL_REFLECTION_NO_ENTRIES');
      const claim = await claimAiUsage(app.db, viewer.id, 'reading', limits.readingsPerHour, app.clock());
      if (!claim) throw httpError(429, 'JOURNAL_REFLECTION_LIMIT');
      const giveBack = () =>
        releaseAiUsage(app.db, claim).catch((error: unknown) =>
          request.log.error({ err: error }, 'could not give back a reflection allowance'),
        );
      const session = await createReflectionSession(
        app.db,
        viewer.id,
        asked,
        request.language,
        context,
      ).catch(async (error: unknown) => {
        await giveBack();
        throw error;
      });
      return sendNdjson<JournalReflectionEvent>(reply, (write, signal) =>
        streamReflection(
          app,
          {
            sessionId: session.id,
            period: asked.period,
            context,
            giveBack,
            log: request.log,
            language: request.language,
          },
          write,
          signal,
        ),
      );
    },
  );
};

/** What one reflection's stream needs once its allowance is claimed and its session made. */
type ReflectionRun = {
  sessionId: string;
  period: JournalPeriodKind;
  context: ReflectionContext;
  /** Gives the claimed allowance back. */
  giveBack: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** The reader's language (the request's), which the reflection is written in. */
  language: Language;
};

/**
 * Writes the session, then the model's text as it comes, then done or the error in the reader's words;
 * the text shown is stored whatever happens.
 */
async function streamReflection(
  app: ZodApp,
  run: ReflectionRun,
  write: (event: JournalReflectionEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const { context } = run;
  write({
    type: 'session',
    sessionId: run.sessionId,
    period: run.period,
    start: context.start,
    end: context.end,
    entries: context.notes.length,
    total: context.total,
  });
  let text = '';
  try {
    for await (const delta of app.ai.reflect(context, signal, run.language)) {
      text += delta;
      write({ type: 'text', text: delta });
    }
    write({ type: 'done' });
  } catch (error) {
    // Nothing shown, nothing to save: the allowance is given back.
    if (text.trim() === '') await run.giveBack();
    if (!(error instanceof AiError)) run.log.error({ err: error }, 'reflection stream failed');
    write({
      type: 'error',
      error:
        error instanceof AiError
          ? textOf(run.language, error.raised)
          : messageText(run.language, 'JOURNAL_REFLECTION_UNEXPECTED'),
    });
  } finally {
    // Kept even after a failure or a disconnect: what was shown can still be read and saved.
    await setReadingText(app.db, run.sessionId, text).catch((error: unknown) =>
      run.log.error({ err: error }, 'could not store the reflection'),
    );
  }
}
