import {
  pushSubscriptionRequest,
  type ReminderSettings,
  reminderSettings,
  removeDeviceRequest,
  updateReminderRequest,
} from '@cardology/contract/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import type { ZodApp } from '../http/zod-app.js';
import { isAllowedPushEndpoint, isP256PublicKey } from '../providers/push/push-endpoints.js';
import { setReaderTimeZone } from '../services/reader-time-zone.js';
import {
  addDevice,
  countDevices,
  readReminderSettings,
  removeDevice,
  saveReminderSettings,
} from '../services/reminders/reminder-settings.js';

export interface ReminderRouteOptions {
  /** The VAPID public key browsers subscribe with. */
  readonly vapidPublicKey: () => string;
  /** Whether the server sends e-mail (SMTP_URL set). */
  readonly emailAvailable: boolean;
  /** Push services allowed besides the browsers' own (env PUSH_SERVICE_ORIGINS). */
  readonly pushServiceOrigins: readonly string[];
}

/**
 * /api/reminders (docs/api.md, docs/decisions/037-daily-reminders.md): the reader's daily card reminder
 * and the devices it goes to. Every row is the session user's; the unsubscribe link is in
 * routes/reminder-unsubscribe.ts.
 */
export const reminderRoutes: FastifyPluginAsyncZod<ReminderRouteOptions> = async (app, options) => {
  const statusOf = (userId: string) => reminderStatus(app.db, options, userId);

  app.get(
    '/api/reminders',
    { config: { access: 'user' }, schema: { response: { 200: reminderSettings } } },
    async (request) => statusOf(request.viewer.id),
  );

  app.put(
    '/api/reminders',
    {
      config: { access: 'user' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: updateReminderRequest, response: { 200: reminderSettings } },
    },
    async (request) => {
      const { enabled, time_of_day, by_email, time_zone } = request.body;
      if (by_email && !options.emailAvailable) throw httpError(400, 'REMINDER_EMAIL_UNAVAILABLE');
      if (time_zone !== undefined) await setReaderTimeZone(app.db, request.viewer.id, time_zone);
      // A notice's switch left out keeps its saved value, so a client that knows only the daily card changes none.
      await saveReminderSettings(app.db, request.viewer.id, {
        enabled,
        timeOfDay: time_of_day,
        byEmail: by_email,
        periodNotice: request.body.period_notice,
        birthdayNotice: request.body.birthday_notice,
        noticeNames: request.body.notice_names,
      });
      return statusOf(request.viewer.id);
    },
  );

  registerDevices(app, options, statusOf);
};

/** What GET /api/reminders and every change answer: the reader's settings, the server's means, their device count. */
async function reminderStatus(
  db: ZodApp['db'],
  options: ReminderRouteOptions,
  userId: string,
): Promise<ReminderSettings> {
  const settings = await readReminderSettings(db, userId);
  return {
    enabled: settings.enabled,
    time_of_day: settings.timeOfDay,
    by_email: settings.byEmail,
    period_notice: settings.periodNotice,
    birthday_notice: settings.birthdayNotice,
    notice_names: settings.noticeNames,
    email_available: options.emailAvailable,
    vapid_public_key: options.vapidPublicKey(),
    devices: await countDevices(db, userId),
  };
}

/** POST and DELETE /api/reminders/devices: this browser's push subscription, checked before it is kept. */
function registerDevices(
  app: ZodApp,
  options: ReminderRouteOptions,
  statusOf: (userId: string) => Promise<ReminderSettings>,
): void {
  app.post(
    '/api/reminders/devices',
    {
      config: { access: 'user' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: pushSubscriptionRequest, response: { 200: reminderSettings } },
    },
    async (request) => {
      const { endpoint, keys } = request.body;
      if (!isP256PublicKey(keys.p256dh)) throw httpError(400, 'PUSH_SUBSCRIPTION_INVALID');
      if (!isAllowedPushEndpoint(endpoint, options.pushServiceOrigins))
        throw httpError(400, 'PUSH_ENDPOINT_FOREIGN');
      await addDevice(app.db, request.viewer.id, { endpoint, keys });
      return statusOf(request.viewer.id);
    },
  );

  app.delete(
    '/api/reminders/devices',
    {
      config: { access: 'user' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: removeDeviceRequest, response: { 200: reminderSettings } },
    },
    async (request) => {
      await removeDevice(app.db, request.viewer.id, request.body.endpoint);
      return statusOf(request.viewer.id);
    },
  );
}
