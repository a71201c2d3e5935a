import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link to a chunk or a download works; a replayed narration gets fresh links. */
const AUDIO_LINK_TTL_SECONDS = 6 * 60 * 60;

/** The query a link carries: expiry (Unix seconds), signature, and for a download its file name. */
type AudioLinkQuery = { exp: string; sig: string; download?: string | undefined };

export interface AudioLinks {
  /** `/api/audio/<name>?exp=…&sig=…` for the owner's file; with `download`, it saves under that name. */
  url(owner: string, name: string, download?: string): string;
  /** True when the query was signed for this owner and file and has not expired. */
  verify(owner: string, name: string, query: AudioLinkQuery): boolean;
}

/**
 * Signed links to stored audio (docs/decisions/018-narration.md): an HMAC-SHA256 over owner, file,
 * expiry and download name, keyed by a key derived from the server secret (so it never doubles as a
 * cookie signature). The owner is not in the URL: the route checks the signature against the signed-in
 * user, so a link works only for the user it was made for, and only until it expires.
 */
export function createAudioLinks(secret: string, now: () => Date): AudioLinks {
  const key = createHmac('sha256', secret).update('cardology audio links v1').digest();
  const signature = (owner: string, name: string, exp: string, download: string) =>
    createHmac('sha256', key).update([owner, name, exp, download].join('\0')).digest('base64url');
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    url(owner, name, download) {
      const exp = String(nowSeconds() + AUDIO_LINK_TTL_SECONDS);
      const query = new URLSearchParams({ exp, sig: signature(owner, name, exp, download ?? '') });
      if (download) query.set('download', download);
      return `/api/audio/${name}?${query}`;
    },
    verify(owner, name, { exp, sig, download }) {
      if (!/^\d{1,12}$/.test(exp) || Number(exp) < nowSeconds()) return false;
      const expected = Buffer.from(signature(owner, name, exp, download ?? ''));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
