import type { MessageKey } from '@cardology/contract/messages/en';

/**
 * The audio storage could not be reached or refused a request (a bucket down, a network failure, a
 * permission withdrawn). Its message is the reader's (contract/audio-storage.ts); the cause is for the log
 * and never reaches a reader.
 */
export class AudioStorageUnavailableError extends Error {
  override readonly name = 'AudioStorageUnavailableError';
  /** What the error handler answers a request that met it (http/errors.ts): 503 with this message. */
  readonly statusCode = 503;
  readonly publicMessage: MessageKey = 'AUDIO_STORAGE_UNAVAILABLE_NO_CHARGE';
  constructor(cause: unknown) {
    super('the audio storage could not be reached', { cause });
  }
}

/** True when the error says the storage could not be reached. */
export const isStorageUnavailable = (error: unknown): error is AudioStorageUnavailableError =>
  error instanceof AudioStorageUnavailableError;
