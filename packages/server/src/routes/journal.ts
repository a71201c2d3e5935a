import { Readable } from 'node:stream';
import {
  JOURNAL_TEXT_MAX,
  journalEntryAnswer,
  journalLookBack,
  journalPage,
} from '@cardology/contract/journal';
import { journalEntryBody, journalListQuery } from '@cardology/contract/journal-request';
import { toIsoDate } from '@cardology/engine/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textBodyLimit } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import type { ZodApp } from '../http/zod-app.js';
import { perAccountQueue } from '../lib/per-account-queue.js';
import { isUuid } from '../lib/uuid.js';
import { readerBirthdate, requireBirthdate } from '../services/journal/journal-birthdate.js';
import { journalEntryDto } from '../services/journal/journal-cards.js';
import { decodeJournalCursor } from '../services/journal/journal-cursor.js';
import {
  addJournalEntry,
  deleteJournalEntry,
  updateJournalEntry,
} from '../services/journal/journal-entries.js';
import { journalEntryInput } from '../services/journal/journal-entry-input.js';
import { journalFilter } from '../services/journal/journal-filter.js';
import { journalWordsIn } from '../services/journal/journal-language.js';
import { journalLookBack as lookBack } from '../services/journal/journal-look-back.js';
import { journalFileName, journalMarkdown } from '../services/journal/journal-markdown.js';
import { journalPage as page } from '../services/journal/journal-page.js';
import { readerToday } from '../services/reader-day.js';

const entryParams = z.object({ id: z.string() });
const markdownStream = z.custom<Readable>((value) => value instanceof Readable);

/** A note's body: JOURNAL_TEXT_MAX code points, each up to two UTF-16 units, each a six-byte escape at worst. */
const JOURNAL_BODY_LIMIT = textBodyLimit(JOURNAL_TEXT_MAX * 2);

/**
 * The journal (issue 24; docs/decisions/040-journal.md): a signed-in reader's notes on their days, their
 * own only. Another reader's entry is answered exactly as a missing one.
 */
export const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app);
  registerAdd(app);
  registerUpdate(app);
  registerDelete(app);
  registerLookBack(app);
  registerExport(app);
};

/**
 * Lists a page of the reader's entries, filtered, after a cursor. A search or a card filter over a full journal
 * is the costliest read a plain account can ask for, so an account's pages are read one at a time.
 */
function registerList(app: ZodApp): void {
  const oneAtATime = perAccountQueue();
  app.get(
    '/api/journal',
    {
      // A search is the reader's own words: never in a log line.
      config: { access: 'user', urlSecrets: { query: ['q'] } },
      schema: { querystring: journalListQuery, response: { 200: journalPage } },
    },
    async (request) => {
      const userId = request.viewer.id;
      const filter = journalFilter(request.query);
      const { cursor } = request.query;
      const after = cursor === undefined ? null : decodeJournalCursor(cursor);
      if (cursor !== undefined && !after) throw httpError(400, 'JOURNAL_CURSOR_INVALID');
      const birth = await requireBirthdate(app.db, userId);
      return oneAtATime(userId, () => page(app.db, userId, birth, filter, after));
    },
  );
}

/** Adds an entry, dated by the reader's day. */
function registerAdd(app: ZodApp): void {
  app.post(
    '/api/journal',
    {
      config: { access: 'user' },
      bodyLimit: JOURNAL_BODY_LIMIT,
      schema: { body: journalEntryBody, response: { 201: journalEntryAnswer } },
    },
    async (request, reply) => {
      const userId = request.viewer.id;
      const birth = await requireBirthdate(app.db, userId);
      const entry = journalEntryInput(request.body, await readerToday(app, request), birth);
      const row = await addJournalEntry(app.db, userId, entry, request.language);
      if (row === 'full') throw httpError(409, 'JOURNAL_FULL');
      return reply.code(201).send({ entry: journalEntryDto(row, birth) });
    },
  );
}

/** Changes one of the reader's entries. */
function registerUpdate(app: ZodApp): void {
  app.put(
    '/api/journal/:id',
    {
      config: { access: 'user' },
      bodyLimit: JOURNAL_BODY_LIMIT,
      schema: { params: entryParams, body: journalEntryBody, response: { 200: journalEntryAnswer } },
    },
    async (request) => {
      const userId = request.viewer.id;
      // Not a uuid cannot be a row of ours; asking PostgreSQL would fail with a type error.
      if (!isUuid(request.params.id)) throw httpError(404, 'JOURNAL_ENTRY_NOT_FOUND');
      const birth = await requireBirthdate(app.db, userId);
      const entry = journalEntryInput(request.body, await readerToday(app, request), birth);
      const row = await updateJournalEntry(app.db, userId, request.params.id, entry);
      if (!row) throw httpError(404, 'JOURNAL_ENTRY_NOT_FOUND');
      return { entry: journalEntryDto(row, birth) };
    },
  );
}

/** Deletes one of the reader's entries. */
function registerDelete(app: ZodApp): void {
  app.delete(
    '/api/journal/:id',
    { config: { access: 'user' }, schema: { params: entryParams } },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await deleteJournalEntry(app.db, request.viewer.id, id))) {
        throw httpError(404, 'JOURNAL_ENTRY_NOT_FOUND');
      }
      return reply.code(204).send();
    },
  );
}

/** One gentle look back for the home page, or null when there is none. */
function registerLookBack(app: ZodApp): void {
  app.get(
    '/api/journal/look-back',
    { config: { access: 'user' }, schema: { response: { 200: journalLookBack } } },
    async (request) => {
      const userId = request.viewer.id;
      // No birthdate, no cards and no journal yet: nothing to look back on, which the home page shows as nothing.
      const birth = await readerBirthdate(app.db, userId);
      if (!birth) return { look_back: null };
      return lookBack(
        app.db,
        userId,
        birth,
        await readerToday(app, request),
        await journalWordsIn(request.language),
      );
    },
  );
}

/** The whole journal as one Markdown file, streamed. */
function registerExport(app: ZodApp): void {
  app.get(
    '/api/journal/export.md',
    { config: { access: 'user' }, schema: { response: { 200: markdownStream } } },
    async (request, reply) => {
      const userId = request.viewer.id;
      const birth = await readerBirthdate(app.db, userId);
      const words = await journalWordsIn(request.language);
      const fileName = journalFileName(toIsoDate(await readerToday(app, request)));
      // One download of one's data at a time (http/one-download-at-a-time.ts): 5,000 notes take ~1.5 s.
      const stream = await app.downloads.hold(userId, async () =>
        Readable.from(journalMarkdown(app.db, userId, birth, words)),
      );
      return reply
        .type('text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );
}
