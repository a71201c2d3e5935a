import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The browser features a page of this origin may use: none of the powerful ones but sharing a picture
 * (features/share/share-file.ts) and copying a link (the calendar field, the admin's reset link). A
 * script that got in could not open the camera, the microphone or the location, nor start a payment or
 * talk to a device. Names Chromium does not know are left out: it warns about each in the console.
 */
const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'ambient-light-sensor',
    'bluetooth',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'web-share=(self)',
  'clipboard-write=(self)',
].join(', ');

/** A year, subdomains included: helmet's default, sent only over https. */
const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true };

/**
 * Security headers (helmet) with a Content-Security-Policy for the Vite-built React app served from this
 * origin: scripts only from here, plus the inline scripts whose hashes are given (index.html's
 * first-paint script, http/inline-scripts.ts); inline styles allowed because Radix positions popovers with style
 * attributes; images, fonts and audio also from data: and blob: URLs (generated audio, icons). Every
 * response also carries PERMISSIONS_POLICY.
 *
 * Strict-Transport-Security and upgrade-insecure-requests only when the app is served over https: the
 * public URL is https, or this request came over TLS (directly, or said so by a trusted proxy's
 * X-Forwarded-Proto; Fastify's `request.protocol` reads it only with TRUST_PROXY). On plain http (a LAN
 * address) upgrading would break every request, and HSTS means nothing there (RFC 6797 §8.1).
 *
 * The helmet middlewares are built once here. @fastify/helmet rebuilds one on every request, which cost
 * about a tenth of each API request's CPU (`npm run bench`).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, inlineScriptHashes = [] }: { publicUrl: string; inlineScriptHashes?: readonly string[] },
): void {
  const headersFor = (https: boolean) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          mediaSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: https ? HSTS : false,
      // The app embeds nothing cross-origin that would need COEP; leave it off so audio and images load.
      crossOriginEmbedderPolicy: false,
    });
  const overHttps = headersFor(true);
  const overHttp = headersFor(false);
  const publicUrlIsHttps = new URL(publicUrl).protocol === 'https:';
  app.addHook('onRequest', (request, reply, done) => {
    const applyHeaders = publicUrlIsHttps || request.protocol === 'https' ? overHttps : overHttp;
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    // Helmet ≥ 8.1 throws instead of passing errors to its callback, so the callback only continues.
    applyHeaders(request.raw, reply.raw, () => done());
  });
}
