// Writing a contract message in a language, by its key (decision 044 § Messages by key). Messages are raised as
// `{ key, vars }` (message.ts) and written once, where they reach a reader: the server's `{ error }`, a mail, a
// push, the calendar feed, the web. Nothing here reads English to find a message: English is one catalog.
import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from '../languages.js';
import { isMessage, type Message, type MessageValue, type MessageVars } from '../message.js';
import { EN_MESSAGES, type MessageKey, type PluralKey } from './en.js';
import { ES_MESSAGES } from './es.js';
import { PT_BR_MESSAGES } from './pt-BR.js';
import { RU_MESSAGES } from './ru.js';

export type { Message, MessageVars } from '../message.js';

/**
 * Every language's catalog: the one line a language adds to the contract (its code is the registry
 * `languages.ts` `LANGUAGES`, which this record must cover). The shape is i18next's `resources[lng][ns]`.
 */
export const MESSAGE_CATALOGS = {
  en: EN_MESSAGES,
  es: ES_MESSAGES,
  'pt-BR': PT_BR_MESSAGES,
  ru: RU_MESSAGES,
} as const satisfies Record<Language, object>;

/** Told when a language lacks a key (a bug the types and the catalog test should catch): English is used. */
export type OnMissing = (language: Language, key: MessageKey) => void;

const NAMESPACE = 'messages';
let instance: I18n | undefined;

/** One i18next instance for the contract's messages, built on first use (every catalog is in memory). */
function messages(): I18n {
  if (instance) return instance;
  const built = i18next.createInstance();
  void built.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: Object.fromEntries(
      Object.entries(MESSAGE_CATALOGS).map(([language, catalog]) => [language, { [NAMESPACE]: catalog }]),
    ),
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    initAsync: false,
    // Keys are constants' names and texts are sentences: no dots or colons read as paths.
    keySeparator: false,
    nsSeparator: false,
    interpolation: {
      // Mails, pushes and JSON escape for themselves; React escapes in the web. (A placeholder without a value
      // stays as written, a bug the catalog test catches, never a silent gap: i18next's default.)
      escapeValue: false,
    },
  });
  instance = built;
  return built;
}

const PLURAL_KEYS = new Set(
  Object.keys(EN_MESSAGES)
    .filter((key) => key.endsWith('_other'))
    .map((key) => key.slice(0, -'_other'.length)),
);

function isPluralKey(key: MessageKey): key is PluralKey {
  return PLURAL_KEYS.has(key);
}

/** Whether `text` is a message's id (a key, never an English text: nothing is found by its words). */
export function isMessageKey(text: string): text is MessageKey {
  return (
    (Object.hasOwn(EN_MESSAGES, text) && !/_(zero|one|two|few|many|other)$/.test(text)) ||
    PLURAL_KEYS.has(text)
  );
}

/** Whether `language`'s own catalog holds `key` (for `count`, the plural form `Intl.PluralRules` picks). */
function hasOwnText(language: Language, key: MessageKey, count: unknown): boolean {
  const catalog: Readonly<Record<string, string>> = MESSAGE_CATALOGS[language] ?? {};
  if (!isPluralKey(key)) return Object.hasOwn(catalog, key);
  const form = new Intl.PluralRules(language).select(typeof count === 'number' ? count : Number.NaN);
  return Object.hasOwn(catalog, `${key}_${form}`);
}

function written(language: Language, value: MessageValue, onMissing?: OnMissing): string | number {
  return isMessage(value) ? messageText(language, value.key, value.vars, onMissing) : value;
}

/**
 * The message `key` in `language` with `vars` filled in (a value that is a message is written in the same
 * language first). `count` picks the plural form by `Intl.PluralRules` (i18next's `_one`, `_few`, `_many`,
 * `_other`). A key the language lacks is written in English and told to `onMissing`.
 */
export function messageText(
  language: Language,
  key: MessageKey,
  vars: MessageVars = {},
  onMissing?: OnMissing,
): string {
  const replace: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(vars)) replace[name] = written(language, value, onMissing);
  if (!hasOwnText(language, key, replace.count)) onMissing?.(language, key);
  // Values go in `replace`, so a value named like an option of i18next (`context`) is only a value.
  const options =
    replace.count === undefined
      ? { lng: language, replace }
      : { lng: language, count: replace.count, replace };
  return (messages().t as (key: string, options: object) => string)(key, options);
}

/** A raised message in `language`: `textOf('es', message('CONNECTION_NOT_FOUND'))`. */
export function textOf(language: Language, raised: Message, onMissing?: OnMissing): string {
  return messageText(language, raised.key, raised.vars, onMissing);
}
