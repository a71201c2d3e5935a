import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerApiRateLimit } from './auth/api-rate-limit.js';
import type { Auth } from './auth/auth.js';
import { createAuth, secureCookies } from './auth/auth.js';
import { deviceCookies } from './auth/device-cookie.js';
import { authRoutes } from './auth/mount.js';
import { type PasswordChecks, passwordChecks } from './auth/password-checks.js';
import { registerRouteAccess } from './auth/route-access.js';
import { resolveAuthSecret } from './auth/secret.js';
import { registerViewer } from './auth/viewer.js';
import { createLocalRevocations, type ViewerRevocations } from './auth/viewer-revocations.js';
import type { Db } from './db/client.js';
import type { Env } from './env.js';
import { registerApiCompression } from './http/api-compression.js';
import { errorHandler } from './http/errors.js';
import { builtInlineScriptHashes } from './http/inline-scripts.js';
import { refuseUnstorableQuery, registerJsonBodyParser } from './http/json-body.js';
import { registerApiNoStore } from './http/no-store.js';
import { createDownloadSlots, type DownloadSlots } from './http/one-download-at-a-time.js';
import { originCheck } from './http/origin-check.js';
import { refusedOriginWarning } from './http/refused-origin-warning.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { trustedOrigins } from './http/trusted-origins.js';
import { malformedUrlHandler, registerWebApp } from './http/web-app.js';
import { privateLogSerializers } from './lib/log-privacy.js';
import type { Mailer } from './lib/mailer.js';
import { registerUrlSecrets } from './lib/url-secrets.js';
import type { LogStream } from './log-output.js';
import { registerHttpMetrics } from './metrics/http-metrics.js';
import { measuredAi, measuredVoice } from './metrics/provider-metrics.js';
import type { AiProvider } from './providers/ai/ai-provider.js';
import { createAiProvider } from './providers/ai/create-ai-provider.js';
import { createSmtpMailer } from './providers/mail/smtp-mailer.js';
import { createPushSender, type PushSender } from './providers/push/push-sender.js';
import { loadVapidKeys, type VapidKeys } from './providers/push/vapid-keys.js';
import type { AudioStorage } from './providers/storage/audio-storage.js';
import { audioStorageFromEnv } from './providers/storage/audio-storage-from-env.js';
import { createVoice } from './providers/tts/create-voice.js';
import type { Voice } from './providers/tts/voice.js';
import { adminRoutes } from './routes/admin.js';
import { adminSuspensionRoutes } from './routes/admin-suspensions.js';
import { adminUserRoutes } from './routes/admin-users.js';
import { aiRoutes } from './routes/ai.js';
import { calendarRoutes } from './routes/calendar.js';
import { connectionRoutes } from './routes/connections.js';
import { creditRequestRoutes } from './routes/credit-requests.js';
import { glossaryRoutes } from './routes/glossary.js';
import { healthRoutes } from './routes/health.js';
import { inYourCardsRoutes } from './routes/in-your-cards.js';
import { journalRoutes } from './routes/journal.js';
import { journalReflectionRoutes } from './routes/journal-reflection.js';
import { lookupRoutes } from './routes/lookups.js';
import { meRoutes } from './routes/me.js';
import { metricsRoutes } from './routes/metrics.js';
import { narrationRoutes } from './routes/narration.js';
import { passwordResetRoutes } from './routes/password-reset.js';
import { privacyRoutes } from './routes/privacy.js';
import { readingRoutes } from './routes/readings.js';
import { reminderUnsubscribeRoutes } from './routes/reminder-unsubscribe.js';
import { reminderRoutes } from './routes/reminders.js';
import { savedReadingRoutes } from './routes/saved-readings.js';
import { shareRoutes } from './routes/share.js';
import { todaysCardRoutes } from './routes/todays-card.js';
import { createAudioLinks } from './services/narration/audio-links.js';
import { audioQuotaOf } from './services/narration/audio-quota.js';
import { scheduleAudioSweeps } from './services/narration/audio-retention.js';
import { createCombiner } from './services/narration/combine-audio.js';
import { createNarrator } from './services/narration/narrator.js';
import { scheduleCounterSweeps } from './services/rate-counters.js';
import { scheduleReminders } from './services/reminders/reminder-worker.js';
import { boundedShareRenderer } from './services/share/bounded-renderer.js';
import { createShareRenderer, type ShareRenderer } from './services/share/renderer.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The current instant. Injected so tests can fix "today". */
    clock: () => Date;
    auth: Auth;
    /** One download of one's data (the export, the journal's Markdown) at a time per account. */
    downloads: DownloadSlots;
    /** The assistant (providers/ai), created once from env.ai. */
    ai: AiProvider;
  }
}

export type AppDeps = {
  db: Db;
  env: Env;
  clock?: () => Date;
  /** Where log lines go (log-output.ts); pino's JSON on stdout when absent. */
  logStream?: LogStream | undefined;
  /** The assistant; created from env.ai when absent (tests inject fakes). */
  ai?: AiProvider | undefined;
  /** The narration voice; created from env.tts when absent (tests inject fakes). */
  voice?: Voice | undefined;
  /** Where narration audio is kept; DATA_DIR/audio on the filesystem when absent. */
  audioStorage?: AudioStorage | undefined;
  /** Sends password reset links; SMTP from env.SMTP_URL when absent, and none when that is unset. */
  mailer?: Mailer | undefined;
  /**
   * How this process hears of sign-outs and rights changes made by the other processes on the same
   * database (main.ts: NOTIFY/LISTEN on PostgreSQL); in this process only when absent (PGlite).
   */
  viewerRevocations?: ((log: FastifyBaseLogger) => ViewerRevocations) | undefined;
  /** Sends Web Push messages; web-push with the VAPID keys when absent. */
  pushSender?: PushSender | undefined;
  /** Draws share pictures; a worker pool when absent (tests that do not look at the picture inject a fake). */
  shareRender?: ShareRenderer | undefined;
};

/** Largest JSON body accepted (413 beyond). */
export const BODY_LIMIT = 64 * 1024;

/** Fastify takes a hop count only as a function in its types. */
function trustProxyOption(
  setting: Env['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** The API's route files, one per resource. A new resource is one more line here. */
const routes: FastifyPluginAsync[] = [
  healthRoutes,
  meRoutes,
  connectionRoutes,
  readingRoutes,
  glossaryRoutes,
  lookupRoutes,
  todaysCardRoutes,
  savedReadingRoutes,
  inYourCardsRoutes,
  journalRoutes,
  creditRequestRoutes,
  adminRoutes,
  adminUserRoutes,
  adminSuspensionRoutes,
];

/**
 * The whole HTTP app on an already migrated database. Not yet listening (main.ts does that), so
 * tests can add routes and call inject().
 */
export async function buildApp({
  db,
  env,
  clock = () => new Date(),
  logStream,
  ai,
  voice: givenVoice,
  audioStorage = audioStorageFromEnv(env),
  mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : undefined,
  viewerRevocations = createLocalRevocations,
  shareRender,
  pushSender,
}: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(env, logStream);

  const secret = resolveAuthSecret(env);
  const vapid = loadVapidKeys(env);
  const revocations = viewerRevocations(app.log);
  app.addHook('onClose', () => revocations.close());
  const auth = decorateApp(app, { db, env, secret, clock, mailer, ai });
  const voice = measuredVoice(givenVoice ?? createVoice(env.tts));

  const checks = signInChecks(db, env, secret, clock);

  await registerRequestGuards(app, { db, env, clock });
  const shareRenderer = shareRender ? { render: shareRender, close: async () => {} } : createShareRenderer();
  // After the origin check: every route states who may call it, and this enforces it.
  registerRouteAccess(
    app,
    registerViewer(app, { auth, db, revocations, sessionMaxAgeDays: env.SESSION_MAX_AGE_DAYS }),
  );

  await app.register(metricsRoutes(env.METRICS_TOKEN));
  // The API in its own scope, so compression applies to its replies and not to the web app's files.
  const scope = {
    db,
    env,
    clock,
    secret,
    auth,
    checks,
    mailer,
    voice,
    audioStorage,
    shareRenderer,
    vapid,
    log: app.log,
  };
  await app.register(async (api) => registerApi(api, scope));
  registerLifecycle(app, { voice, shareRenderer, mailer });
  scheduleBackgroundWork(app, { db, env, clock, audioStorage, mailer, vapid, pushSender });
  await registerWebApp(app, env.WEB_DIST_DIR);
  return app;
}

/** What the API's routes are built from, made once by buildApp. */
type ApiScope = {
  db: Db;
  env: Env;
  clock: () => Date;
  secret: string;
  auth: Auth;
  checks: PasswordChecks;
  mailer: Mailer | undefined;
  voice: Voice;
  audioStorage: AudioStorage;
  shareRenderer: { render: ShareRenderer; close(): Promise<void> };
  vapid: VapidKeys;
  /** The app's logger, for the narrator's own lines. */
  log: FastifyBaseLogger;
};

/** The app's own decorations (database, clock, auth, assistant); the auth, for the routes and the viewer. */
function decorateApp(
  app: FastifyInstance,
  deps: Pick<ApiScope, 'db' | 'env' | 'secret' | 'clock' | 'mailer'> & { ai: AiProvider | undefined },
): Auth {
  const { db, env, secret, clock, mailer, ai } = deps;
  const auth = createAuth({
    db,
    env,
    secret,
    log: app.log,
    now: clock,
    mailer,
    onSessionEnded: (userId) => app.forgetViewer(userId),
  });
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('downloads', createDownloadSlots());
  app.decorate('auth', auth);
  app.decorate('ai', measuredAi(ai ?? createAiProvider(env.ai, app.log)));
  return auth;
}

/** Every API route, in the API's own scope (compressed replies). */
async function registerApi(api: FastifyInstance, scope: ApiScope): Promise<void> {
  const { env, auth, checks, mailer, audioStorage, shareRenderer, vapid } = scope;
  await registerApiCompression(api);
  await api.register(authRoutes(auth, authRouteOptions(env, checks, mailer !== undefined)));
  for (const plugin of routes) await api.register(plugin);
  await api.register(aiRoutes, {
    readingsPerHour: env.AI_READINGS_PER_HOUR,
    chatPerHour: env.AI_CHAT_PER_HOUR,
  });
  await api.register(journalReflectionRoutes, { readingsPerHour: env.AI_READINGS_PER_HOUR });
  await registerNarration(api, scope);
  await api.register(privacyRoutes, { storage: audioStorage, passwordChecks: checks });
  await api.register(calendarRoutes, { publicUrl: env.PUBLIC_URL });
  await api.register(passwordResetRoutes, { byEmail: mailer !== undefined, publicUrl: env.PUBLIC_URL });
  await api.register(shareRoutes(boundedShareRenderer(shareRenderer.render)));
  await api.register(reminderRoutes, {
    vapidPublicKey: () => vapid.publicKey,
    emailAvailable: mailer !== undefined,
    pushServiceOrigins: env.PUSH_SERVICE_ORIGINS,
  });
  await api.register(reminderUnsubscribeRoutes);
}

/** Narration's routes with the narrator and the combiner, which share the signed links and the quota. */
async function registerNarration(api: FastifyInstance, scope: ApiScope): Promise<void> {
  const { db, env, clock, secret, voice, audioStorage, log } = scope;
  const links = createAudioLinks(secret, clock);
  const quota = audioQuotaOf(env.AUDIO_USER_MAX_MB);
  const narrator = createNarrator({
    db,
    voice,
    storage: audioStorage,
    links,
    concurrency: env.tts.concurrency,
    quota,
    clock,
    log,
  });
  const combine = createCombiner({ db, storage: audioStorage, links, quota, clock });
  await api.register(narrationRoutes, { narrator, combine, storage: audioStorage, links });
}

/** The timers: audio and counter sweeps, and the reminders (push, else e-mail). */
function scheduleBackgroundWork(
  app: FastifyInstance,
  deps: Pick<ApiScope, 'db' | 'env' | 'clock' | 'audioStorage' | 'mailer' | 'vapid'> & {
    pushSender: PushSender | undefined;
  },
): void {
  const { db, env, clock, audioStorage, mailer, vapid, pushSender } = deps;
  scheduleAudioSweeps(app, { db, storage: audioStorage, retentionHours: env.AUDIO_RETENTION_HOURS, clock });
  scheduleCounterSweeps(app, { db, clock });
  // A sender made here holds the encryption threads: they end after the last tick (scheduleReminders' close).
  const ownSender = pushSender ? undefined : createPushSender(vapid);
  scheduleReminders(app, {
    db,
    clock,
    afterLastTick: ownSender?.close,
    channels: {
      push: pushSender ?? (ownSender as PushSender),
      mailer,
      publicUrl: env.PUBLIC_URL,
      log: app.log,
    },
  });
}

/** Fastify with the app's logger (no personal data), proxy trust, body limit, zod compilers and JSON-only bodies. */
function createFastify(env: Env, logStream: AppDeps['logStream']): FastifyInstance {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      // No name, birthdate or e-mail in any line: paths without query strings, errors without values.
      serializers: privateLogSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: BODY_LIMIT,
    frameworkErrors: malformedUrlHandler(env.WEB_DIST_DIR),
  });
  // Before any route: each one's declared URL credentials join the log's redaction as it is added.
  registerUrlSecrets(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // JSON is the only body the API takes; anything else is 415 (and cannot be a simple CSRF form post).
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  refuseUnstorableQuery(app);
  return app;
}

/** What every request meets before its route: security headers, the API rate limit, the origin check, no-store, metrics. */
async function registerRequestGuards(
  app: FastifyInstance,
  { db, env, clock }: { db: Db; env: Env; clock: () => Date },
): Promise<void> {
  registerSecurityHeaders(app, {
    publicUrl: env.PUBLIC_URL,
    inlineScriptHashes: builtInlineScriptHashes(env.WEB_DIST_DIR),
  });
  await registerApiRateLimit(app, {
    db,
    clock,
    max: env.API_RATE_LIMIT_MAX,
    windowS: env.API_RATE_LIMIT_WINDOW_S,
  });
  const onRefused = env.PUBLIC_URL_SET ? undefined : refusedOriginWarning(app.log);
  app.addHook('onRequest', originCheck(trustedOrigins(env), onRefused));
  registerApiNoStore(app);
  registerHttpMetrics(app);
}

/** The password checks with the sign-in limits per account and per device (its signed device cookie). */
function signInChecks(db: Db, env: Env, secret: string, clock: () => Date): PasswordChecks {
  return passwordChecks(db, {
    limits: {
      account: { maxFailures: env.SIGN_IN_ACCOUNT_MAX_FAILURES, windowS: env.SIGN_IN_ACCOUNT_WINDOW_S },
      device: { maxFailures: env.SIGN_IN_DEVICE_MAX_FAILURES, windowS: env.SIGN_IN_ACCOUNT_WINDOW_S },
    },
    devices: deviceCookies(secret, { secure: secureCookies(env) }),
    clock,
  });
}

/** The auth routes' settings; reset mails are limited only when there is mail to send them. */
function authRouteOptions(
  env: Env,
  checks: PasswordChecks,
  byEmail: boolean,
): Parameters<typeof authRoutes>[1] {
  return {
    publicUrl: env.PUBLIC_URL,
    passwordChecks: checks,
    resetMailLimits: byEmail
      ? {
          perRecipient: env.RESET_MAILS_PER_RECIPIENT,
          perClient: env.RESET_REQUESTS_PER_CLIENT,
          windowS: env.RESET_MAIL_WINDOW_S,
        }
      : undefined,
  };
}

/** The voice warms up once the server listens (the first narration does not wait); what holds resources closes with the app. */
function registerLifecycle(
  app: FastifyInstance,
  {
    voice,
    shareRenderer,
    mailer,
  }: {
    voice: Pick<Voice, 'warm' | 'close'>;
    shareRenderer: { close(): Promise<void> };
    mailer: Mailer | undefined;
  },
): void {
  app.addHook('onListen', async () => {
    voice.warm().catch((error: unknown) => app.log.error({ err: error }, 'the voice could not start'));
  });
  app.addHook('onClose', () => voice.close());
  app.addHook('onClose', () => shareRenderer.close());
  if (mailer) app.addHook('onClose', () => mailer.close());
}
