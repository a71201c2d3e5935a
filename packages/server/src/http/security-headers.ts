import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet with a Content-Security-Policy for the Vite-built React app served from this origin:
 * scripts only from here; inline styles allowed because Radix positions popovers with style
 * attributes; images, fonts and audio also from data: and blob: URLs (generated audio, icons).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { production }: { production: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
}
