/**
 * Sends one route's requests from several loops at once for a while, each loop waiting for the whole
 * answer before its next request, and counts the answers by status. Every answer is expected, a
 * refusal (4xx) included: it is counted and shown, never thrown.
 */

/** One request, ready to send. */
export interface Shot {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Another account's session (`name=value`) than the hammer's, or '' for none (a sign-in attempt). */
  cookie?: string;
}

/** The next request to send, or null when there is nothing left worth sending (the loop ends). */
export type NextShot = () => Shot | null;

export interface HammerOptions {
  base: string;
  origin: string;
  cookie: string;
  concurrency: number;
  seconds: number;
  /** An answer slower than this is given up on and counted as 'no answer'. */
  timeoutMs: number;
  /** Reads a 2xx answer's text (e.g. the chunks a narration made). */
  onAnswer?: ((text: string) => void) | undefined;
}

export interface HammerResult {
  /** Answers by HTTP status; 'no answer' for a timeout or a broken connection. */
  statuses: Map<number | 'no answer', number>;
  /** Wall seconds from the first request to the last answer. */
  seconds: number;
  /** The first refusal's status and error, e.g. '429 Too many requests.': why a row has no 2xx. */
  firstRefusal?: string;
}

/** The `error` of a refusal's JSON body, or its first characters. */
function errorOf(text: string): string {
  try {
    const { error } = JSON.parse(text) as { error?: unknown };
    if (typeof error === 'string') return error;
  } catch {
    // not JSON: shown as it is
  }
  return text.slice(0, 80);
}

async function send(shot: Shot, options: HammerOptions): Promise<{ status: number; text: string }> {
  const response = await fetch(`${options.base}${shot.path}`, {
    method: shot.method,
    headers: {
      origin: options.origin,
      ...((shot.cookie ?? options.cookie) === '' ? {} : { cookie: shot.cookie ?? options.cookie }),
      ...(shot.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(shot.body === undefined ? {} : { body: JSON.stringify(shot.body) }),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  // The whole answer, streams to their end: a request is done when its reader has everything.
  const wanted = options.onAnswer !== undefined || response.status >= 300;
  const text = wanted ? await response.text() : '';
  if (!wanted) await response.arrayBuffer();
  return { status: response.status, text };
}

export async function hammer(next: NextShot, options: HammerOptions): Promise<HammerResult> {
  const statuses: HammerResult['statuses'] = new Map();
  const count = (key: number | 'no answer') => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  let firstRefusal: string | undefined;
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const shot = next();
      if (!shot) return;
      try {
        const { status, text } = await send(shot, options);
        count(status);
        if (status >= 200 && status < 300) options.onAnswer?.(text);
        else firstRefusal ??= `${status} ${errorOf(text)}`;
      } catch {
        count('no answer');
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  const seconds = (performance.now() - start) / 1000;
  return { statuses, seconds, ...(firstRefusal === undefined ? {} : { firstRefusal }) };
}
