import type { CalendarCreated, CalendarStatus } from '@cardology/contract/calendar';
import {
  CALENDAR_FEED_MISSING,
  CALENDAR_FILE_NAME,
  calendarCreated,
  calendarDownloadQuery,
  calendarStatus,
  updateCalendarRequest,
} from '@cardology/contract/calendar';
import type { Language } from '@cardology/contract/languages';
import type { CivilDate } from '@cardology/engine/dates';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { httpError, NOT_FOUND } from '../http/errors.js';
import { ifNoneMatchHas } from '../http/if-none-match.js';
import type { CalendarWords } from '../lib/calendar-words.js';
import { engineCatalog } from '../lib/engine-language.js';
import { isFeedTokenShape } from '../lib/feed-token.js';
import { calendarSource, calendarVersion, renderCalendarOf } from '../services/calendar.js';
import { createCalendarCache } from '../services/calendar-cache.js';
import type { CalendarFeed } from '../services/calendar-feeds.js';
import {
  findFeedByToken,
  findFeedOfUser,
  issueFeedToken,
  revokeFeed,
  setFeedIncludesPeople,
} from '../services/calendar-feeds.js';
import { readerToday, storedZoneToday } from '../services/reader-day.js';
import { readerLanguage } from '../services/reader-language.js';

export interface CalendarRouteOptions {
  /** The app's public origin (env PUBLIC_URL): the base of the feed URL a calendar app subscribes to. */
  readonly publicUrl: string;
}

const ICS_TYPE = 'text/calendar; charset=utf-8';
/** Calendar apps may keep the feed a few minutes; no shared cache may keep it (it is one user's). */
const FEED_CACHE_CONTROL = 'private, max-age=300';
/** The feed's last path segment: the token then '.ics'. */
const FEED_FILE = /^(.+)\.ics$/;

function statusOf(feed: CalendarFeed | undefined): CalendarStatus {
  return {
    exists: feed !== undefined,
    include_people: feed?.includePeople ?? false,
    created_at: feed?.createdAt.toISOString() ?? null,
    url: null,
  };
}

function sendIcs(reply: FastifyReply, body: string): string {
  reply.type(ICS_TYPE);
  return body;
}

/** A feed's version in a language: English keeps the version it always had. */
const versionIn = (version: string, language: Language): string =>
  language === 'en' ? version : `${version}.${language}`;

/** The rows the feed is made of, and the reader's stored language that writes it (part of its version). */
async function sourceAndWords(app: FastifyInstance, userId: string, includePeople: boolean) {
  const [source, language] = await Promise.all([
    calendarSource(app.db, userId, includePeople),
    readerLanguage(app.db, userId),
  ]);
  const words: CalendarWords = { language, catalog: await engineCatalog(language) };
  return [source, words] as const;
}

/**
 * /api/calendar (docs/api.md, docs/decisions/019-calendar-feed.md): the user's secret calendar feed of
 * planetary periods. The URL is shown once, when made; the feed itself needs no session, only its token.
 */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRouteOptions> = async (app, options) => {
  const feedUrl = (token: string) => `${options.publicUrl}/api/calendar/feed/${token}.ics`;
  const rendered = createCalendarCache();
  /** The calendar's version (its ETag) from the rows, and its text from this process's cache or one render. */
  const calendarFor = async (userId: string, includePeople: boolean, day: CivilDate) => {
    const [source, words] = await sourceAndWords(app, userId, includePeople);
    const version = versionIn(calendarVersion(source, day), words.language);
    return {
      etag: `W/"${version}"`,
      text: () => rendered.get(version, () => renderCalendarOf(source, day, app.clock(), words)),
    };
  };

  app.get(
    '/api/calendar',
    { config: { access: 'user' }, schema: { response: { 200: calendarStatus } } },
    async (request): Promise<CalendarStatus> => statusOf(await findFeedOfUser(app.db, request.viewer.id)),
  );

  app.post(
    '/api/calendar',
    { config: { access: 'user' }, schema: { response: { 200: calendarCreated } } },
    async (request): Promise<CalendarCreated> => {
      const { feed, token } = await issueFeedToken(app.db, request.viewer.id);
      return { ...statusOf(feed), url: feedUrl(token) };
    },
  );

  app.patch(
    '/api/calendar',
    {
      config: { access: 'user' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: updateCalendarRequest, response: { 200: calendarStatus } },
    },
    async (request): Promise<CalendarStatus> => {
      const feed = await setFeedIncludesPeople(app.db, request.viewer.id, request.body.include_people);
      if (!feed) throw httpError(404, CALENDAR_FEED_MISSING);
      return statusOf(feed);
    },
  );

  app.delete(
    '/api/calendar',
    { config: { access: 'user' }, schema: { response: { 200: calendarStatus } } },
    async (request): Promise<CalendarStatus> => {
      await revokeFeed(app.db, request.viewer.id);
      return statusOf(undefined);
    },
  );

  app.get(
    '/api/calendar/download.ics',
    {
      config: { access: 'user' },
      schema: { querystring: calendarDownloadQuery, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const userId = request.viewer.id;
      const includePeople =
        request.query.include_people ?? (await findFeedOfUser(app.db, userId))?.includePeople ?? false;
      reply.header('content-disposition', `attachment; filename="${CALENDAR_FILE_NAME}"`);
      const calendar = await calendarFor(userId, includePeople, await readerToday(app, request));
      return sendIcs(reply, await calendar.text());
    },
  );

  // Public: a calendar app subscribes with the URL alone. Rendered once per change and reused: the ETag is
  // a digest of the rows read (services/calendar.ts), so If-None-Match costs those reads and no render. A wrong or revoked token, or a deleted or banned
  // account's, is the same 404 as any unknown URL, so the answer tells nothing about which tokens or
  // accounts ever existed.
  app.get(
    '/api/calendar/feed/:file',
    {
      config: { access: 'public' },
      schema: { params: z.object({ file: z.string() }), response: { 200: z.string(), 304: z.null() } },
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      if (!token || !isFeedTokenShape(token)) throw httpError(404, NOT_FOUND);
      const feed = await findFeedByToken(app.db, token, app.clock());
      if (!feed) throw httpError(404, NOT_FOUND);
      // No browser asks for the feed: its today is the reader's stored zone's (docs/decisions/036-the-readers-today.md).
      const calendar = await calendarFor(
        feed.userId,
        feed.includePeople,
        await storedZoneToday(app, feed.userId),
      );
      reply.header('cache-control', FEED_CACHE_CONTROL).header('etag', calendar.etag);
      // Only after the token and the account were checked: a 304 is as much an answer as the body.
      if (ifNoneMatchHas(request.headers['if-none-match'], calendar.etag)) return reply.code(304).send(null);
      return sendIcs(reply, await calendar.text());
    },
  );
};
