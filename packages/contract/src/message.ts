// A message as it is raised: its id and its values, never its words (decision 044 § Messages by key). Whoever
// answers the reader writes it in their language with `messageText` (contract/messages/translate.ts): the
// server where `{ error }` is serialised, a mail or a push where it is sent, the web where it is shown.
// No catalog is imported here, so a module of the first page may build messages for free, and the contract's
// modules raise messages without importing messages/ back (decision 051).

/**
 * The keys of the catalogs. The English catalog (messages/en.ts) fills this interface by declaration merging
 * from its own keys, so the keys keep one home and this module imports no catalog (which made every module
 * that raises a message part of an import cycle through the catalog that gathers its words).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by messages/en.ts through declaration merging.
export interface MessageKeyRegistry {}
export type MessageKey = MessageKeyRegistry['key'];

/** A value inside a message: a word or a number, or a message of its own ("2 minutes" inside a rate limit). */
export type MessageValue = string | number | Message;
export type MessageVars = Readonly<Record<string, MessageValue>>;

export interface Message {
  readonly key: MessageKey;
  readonly vars?: MessageVars;
}

/** `message('API_RATE_LIMIT', { wait: message('WAIT_MINUTES', { count: 2 }) })`. */
export function message(key: MessageKey, vars?: MessageVars): Message {
  return vars ? { key, vars } : { key };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}
