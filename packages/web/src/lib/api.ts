import { READER_DATE_HEADER } from '@cardology/contract/reader-date-header';
import { i18n } from '../i18n/i18n';
import { todayIso } from './dates';
import { takeEarlyResponse } from './early-requests';
/**
 * The one HTTP client of the app: JSON in and out, same-origin cookies (the session), and every
 * non-2xx answer thrown as an ApiError carrying the server's own message. Components never call
 * fetch; feature api/ files call this.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The HTTP status text ('Internal Server Error'; empty over HTTP/2), for the product's '{status text}' lines. */
  readonly statusText: string;
  /** The answer's JSON object, for failures that carry data besides the message (a suspension's end). */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, statusText = '', body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** How an HTTP failure names itself: the server's message, else the status text, else the status code. */
export function httpFailureText(error: ApiError): string {
  return error.message || error.statusText || String(error.status);
}

type Json = Record<string, unknown> | unknown[];

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The reader's today for a request made without this client (a stream): docs/decisions/036-the-readers-today.md. */
export function readerDateHeader(): Record<string, string> {
  return { [READER_DATE_HEADER]: todayIso() };
}

async function request<T>(method: string, path: string, body?: Json): Promise<T> {
  // The first page's data may be on its way already, asked for by the first-paint script with the same headers.
  const response = await ((method === 'GET' && takeEarlyResponse(path)) ||
    fetch(path, {
      method,
      credentials: 'same-origin',
      // The reader's today travels with every request: the server never guesses it from its own clock.
      headers:
        body === undefined
          ? { Accept: 'application/json', [READER_DATE_HEADER]: todayIso() }
          : {
              Accept: 'application/json',
              'Content-Type': 'application/json',
              [READER_DATE_HEADER]: todayIso(),
            },
      body: body === undefined ? undefined : JSON.stringify(body),
    }));
  const data = await readBody(response);
  if (!response.ok) {
    const fields = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    // Empty when the body names nothing: callers supply the product's fallback. The status text is kept
    // apart, so a bare 'Internal Server Error' never stands in for the product's own words.
    const message = textOf(fields.error) ?? textOf(fields.message) ?? '';
    throw new ApiError(response.status, message, response.statusText.trim(), fields);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: Json = {}) => request<T>('POST', path, body),
  patch: <T>(path: string, body: Json) => request<T>('PATCH', path, body),
  put: <T>(path: string, body: Json) => request<T>('PUT', path, body),
  delete: <T>(path: string, body?: Json) => request<T>('DELETE', path, body),
};

/** The message to show for anything a request or mutation threw. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/**
 * The '{message}' of the product's 'Failed to …: {message}' lines: the server's own words for an HTTP
 * failure (else its status text or code), an error's message for anything else thrown.
 */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return httpFailureText(error);
  return errorMessage(error, i18n.t('shell.unknownError'));
}

/**
 * docs/product.md §9's one retry, kept for failures a second try can mend (the network, a 5xx). A 4xx is the
 * server's considered answer (the Joker, an age out of range, a person since removed): asking again only
 * delays it.
 */
export function retryOnce(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
