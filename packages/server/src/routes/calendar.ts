import type { CalendarCreated, CalendarStatus } from '@cardology/contract/calendar';
import {
  CALENDAR_FILE_NAME,
  calendarCreated,
  calendarDownloadQuery,
  calendarStatus,
  updateCalendarRequest,
} from '@cardology/contract/calendar';
import type { CivilDate } from '@cardology/engine/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import { ifNoneMatchHas } from '../http/if-none-match.js';
import { sendPrecompressed } from '../http/precompressed.js';
import type { ZodApp } from '../http/zod-app.js';
import { isFeedTokenShape } from '../lib/feed-token.js';
import { calendarSnapshot, calendarVersion, renderCalendarOf } from '../services/calendar.js';
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

/** The feed's ETag: weak, since the bytes sent differ by Content-Encoding while the calendar is the same. */
const etagOf = (version: string) => `W/"${version}"`;

/**
 * /api/calendar (docs/api.md, docs/decisions/019-calendar-feed.md): the user's secret calendar feed of
 * planetary periods. The URL is shown once, when made; the feed itself needs no session, only its token.
 */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRouteOptions> = async (app, options) => {
  const calendarOf = calendarMaker(app);
  registerFeedSettings(app, (token) => `${options.publicUrl}/api/calendar/feed/${token}.ics`);
  registerDownload(app, calendarOf);
  registerFeed(app, calendarOf);
};

/** This process's calendars, kept by version. */
function calendarMaker(app: ZodApp) {
  const rendered = createCalendarCache();
  /**
   * The calendar of `version` from this process's cache, or rendered from one snapshot of the rows (whose
   * version is then the one answered: a write may have landed since `version` was read).
   */
  return async (userId: string, includePeople: boolean, day: CivilDate, version: string) => {
    const kept = rendered.peek(version);
    if (kept) return { etag: etagOf(version), body: kept };
    const snapshot = await calendarSnapshot(app.db, userId, includePeople, day);
    const body = await rendered.get(snapshot.version, () =>
      renderCalendarOf(snapshot.source, day, app.clock()),
    );
    return { etag: etagOf(snapshot.version), body };
  };
}

type CalendarOf = ReturnType<typeof calendarMaker>;

/** The reader's own feed: its status, making it (the URL shown once), whether it names people, revoking it. */
function registerFeedSettings(app: ZodApp, feedUrl: (token: string) => string): void {
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
      if (!feed) throw httpError(404, 'CALENDAR_FEED_MISSING');
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
}

/** The calendar as a file to download, for a reader who wants no subscription. */
function registerDownload(app: ZodApp, calendarOf: CalendarOf): void {
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
      const day = await readerToday(app, request);
      const version = await calendarVersion(app.db, userId, includePeople, day);
      const { body } = await calendarOf(userId, includePeople, day, version);
      return sendPrecompressed(request, reply.type(ICS_TYPE), body);
    },
  );
}

/**
 * The feed itself. Public: a calendar app subscribes with the URL alone. Rendered and compressed once per change
 * and reused: the ETag is a version the database helps compute (services/calendar.ts), so If-None-Match, or a
 * calendar this process keeps, costs three small queries, no person read and no render. A wrong or revoked token,
 * or a deleted or banned account's, is the same 404 as any unknown URL, so the answer tells nothing about which
 * tokens or accounts ever existed.
 */
function registerFeed(app: ZodApp, calendarOf: CalendarOf): void {
  app.get(
    '/api/calendar/feed/:file',
    {
      // `<token>.ics`: the token is the feed's only key.
      config: { access: 'public', urlSecrets: { params: ['file'] } },
      schema: { params: z.object({ file: z.string() }), response: { 200: z.string(), 304: z.null() } },
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      if (!token || !isFeedTokenShape(token)) throw httpError(404, 'NOT_FOUND');
      const feed = await findFeedByToken(app.db, token, app.clock());
      if (!feed) throw httpError(404, 'NOT_FOUND');
      // No browser asks for the feed: its today is the reader's stored zone's (docs/decisions/036-the-readers-today.md).
      const day = await storedZoneToday(app, feed.userId);
      const version = await calendarVersion(app.db, feed.userId, feed.includePeople, day);
      reply.header('cache-control', FEED_CACHE_CONTROL);
      // Only after the token and the account were checked: a 304 is as much an answer as the body.
      if (ifNoneMatchHas(request.headers['if-none-match'], etagOf(version)))
        return reply.header('etag', etagOf(version)).code(304).send(null);
      const calendar = await calendarOf(feed.userId, feed.includePeople, day, version);
      reply.header('etag', calendar.etag).type(ICS_TYPE);
      return sendPrecompressed(request, reply, calendar.body);
    },
  );
}
