import type { Message } from '@cardology/contract/message';
import { EN_MESSAGES } from '@cardology/contract/messages/en';
import { textOf } from '@cardology/contract/messages/translate';

// For tests that check an English answer is in the catalog's words (the server raises messages by key; the
// product never looks a message up by its text). Plain messages by their exact words, templates as patterns.
const patterns = Object.values(EN_MESSAGES).map(
  (text) =>
    new RegExp(
      `^${text
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?')}$`,
      's',
    ),
);

/** Whether `text` is an English message of the catalog (a template's with any values). */
export function isEnglishCatalogText(text: string): boolean {
  return patterns.some((pattern) => pattern.test(text));
}

/** A keyed message as an English reader gets it (the contract's functions return messages, not text). */
export const english = (raised: Message): string => textOf('en', raised);
