// Finding a contract message by its English text or key and writing it in a language (decision 044 § Server and
// contract). The server throws English messages as it always has and translates once, where `{ error }` is
// serialised; anything else (mail, push, the calendar feed) asks by key.
import type { Language } from '../languages.js';
import { EN_MESSAGES, type MessageCatalog, type MessageKey } from './en.js';
import { ES_MESSAGES } from './es.js';
import { PT_BR_MESSAGES } from './pt-BR.js';
import { fillTemplate } from './templates.js';

export type MessageVars = Readonly<Record<string, string | number>>;

/** Every language's catalog, in the shape i18next's `resources` takes (`resources[lng].contract`). */
export const MESSAGE_CATALOGS: Readonly<Record<Language, MessageCatalog>> = {
  en: EN_MESSAGES,
  es: ES_MESSAGES,
  'pt-BR': PT_BR_MESSAGES,
};

/** Told when a language lacks a key (a bug): the English text is used instead, never the key. */
export type OnMissing = (language: Language, key: MessageKey) => void;

function isKey(text: string): text is MessageKey {
  return Object.hasOwn(EN_MESSAGES, text);
}

/** The message `key` in `language` with `vars` filled in; the English one when the language lacks it. */
export function messageText(
  language: Language,
  key: MessageKey,
  vars?: MessageVars,
  onMissing?: OnMissing,
): string {
  const translated = MESSAGE_CATALOGS[language][key];
  if (translated === undefined) onMissing?.(language, key);
  return fillTemplate(translated ?? EN_MESSAGES[key], vars);
}

interface Pattern {
  key: MessageKey;
  names: string[];
  regex: RegExp;
}

let byText: Map<string, MessageKey> | undefined;
let patterns: Pattern[] | undefined;

/** Built once per process: plain messages by their English text, templates as anchored patterns. */
function index(): { byText: Map<string, MessageKey>; patterns: Pattern[] } {
  if (!byText || !patterns) {
    byText = new Map();
    patterns = [];
    for (const [key, text] of Object.entries(EN_MESSAGES) as [MessageKey, string][]) {
      const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string);
      if (names.length === 0) {
        if (!byText.has(text)) byText.set(text, key);
        continue;
      }
      // A template nearly all placeholders ("{{title}}. {{context}}") would match any sentence: by key only.
      if (text.replace(/\{\{\w+\}\}/g, '').length < 6) continue;
      const source = text
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)');
      patterns.push({ key, names, regex: new RegExp(`^${source}$`, 's') });
    }
  }
  return { byText, patterns };
}

/** The key and values of a message as the English functions wrote it, or null for a text the contract lacks. */
export function findMessage(english: string): { key: MessageKey; vars: Record<string, string> } | null {
  const { byText: plain, patterns: templated } = index();
  const key = plain.get(english);
  if (key) return { key, vars: {} };
  for (const pattern of templated) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const vars: Record<string, string> = {};
    pattern.names.forEach((name, i) => {
      vars[name] = match[i + 1] as string;
    });
    return { key: pattern.key, vars };
  }
  return null;
}

/**
 * `englishTextOrKey` in `language`: a key is looked up, an English text is found by its words (values inside it,
 * such as "2 minutes", are translated too when they are messages themselves). A text the contract does not hold
 * comes back unchanged.
 */
export function translateMessage(
  language: Language,
  englishTextOrKey: string,
  vars?: MessageVars,
  onMissing?: OnMissing,
): string {
  if (isKey(englishTextOrKey)) return messageText(language, englishTextOrKey, vars, onMissing);
  if (language === 'en') return englishTextOrKey;
  const found = findMessage(englishTextOrKey);
  if (!found) return englishTextOrKey;
  const inner: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.vars)) {
    const nested = findMessage(value);
    inner[name] = nested ? messageText(language, nested.key, nested.vars, onMissing) : value;
  }
  return messageText(language, found.key, inner, onMissing);
}
