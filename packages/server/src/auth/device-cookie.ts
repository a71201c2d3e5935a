import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';

/**
 * OWASP's device cookie (docs/decisions/032-throttling-and-mail.md): a browser that signed in to an
 * account with its password keeps `nonce.mac`, the MAC an HMAC-SHA-256 under the auth secret of the
 * account (a hash of its e-mail) and the nonce. Nothing is stored: the cookie proves itself, and the
 * nonce names the device's own failure counter.
 */
const DEVICE_COOKIE = 'cardology.device';
/** A year: a phone signed in on for months stays a known device. */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export type DeviceCookies = {
  /** The Set-Cookie header that makes this browser a known device of `email`. */
  issue(email: string): string;
  /** The device's nonce when the Cookie header holds a device cookie issued for `email`, else undefined. */
  nonceFor(cookieHeader: string | undefined, email: string): string | undefined;
};

/** The e-mail as better-auth matches it (trimmed, lower-case), hashed: the counters and MACs hold no address. */
export function accountHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Device cookies signed with `secret`; `secure` (https or production) makes them `__Secure-` and Secure. */
export function deviceCookies(secret: string, { secure }: { secure: boolean }): DeviceCookies {
  const name = secure ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;
  const macOf = (email: string, nonce: string) =>
    createHmac('sha256', secret)
      .update(`device\0${accountHash(email)}\0${nonce}`)
      .digest('base64url');
  return {
    issue(email) {
      const nonce = randomBytes(16).toString('base64url');
      const attributes = ['Path=/', `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Lax'];
      if (secure) attributes.push('Secure');
      return [`${name}=${nonce}.${macOf(email, nonce)}`, ...attributes].join('; ');
    },
    nonceFor(cookieHeader, email) {
      const value = cookieHeader ? parseCookies(cookieHeader).get(name) : undefined;
      const [nonce, mac, ...rest] = value?.split('.') ?? [];
      if (!nonce || !mac || rest.length > 0) return undefined;
      const expected = Buffer.from(macOf(email, nonce));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },
  };
}
