import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers (helmet) with a Content-Security-Policy for the Vite-built React app served from this
 * origin: scripts only from here, plus the inline scripts whose hashes are given (index.html's
 * first-paint script, http/inline-scripts.ts); inline styles allowed because Radix positions popovers with style
 * attributes; images, fonts and audio also from data: and blob: URLs (generated audio, icons).
 *
 * The helmet middleware is built once here. @fastify/helmet rebuilds it on every request, which cost
 * about a tenth of each API request's CPU (`npm run bench`).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { production, inlineScriptHashes = [] }: { production: boolean; inlineScriptHashes?: readonly string[] },
): void {
  const applyHeaders = helmet({
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
        // Only behind HTTPS: on plain http (a LAN address) upgrading would break every request.
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The app embeds nothing cross-origin that would need COEP; leave it off so audio and images load.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet ≥ 8.1 throws instead of passing errors to its callback, so the callback only continues.
    applyHeaders(request.raw, reply.raw, () => done());
  });
}
