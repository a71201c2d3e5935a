// The languages the app speaks (issue 26; docs/decisions/044-languages.md). No zod here: the web's first page
// reads the cookie's name and the list to pick its catalog before anything else loads.

/**
 * The languages the app speaks: the one list a language is added to in the contract (decision 044 "Adding a
 * language"). `Language` is derived from it, and `MESSAGE_CATALOGS` (messages/translate.ts) must hold a catalog for
 * each, or the build fails. Its name in itself comes from Intl and a browser's code is matched by its primary
 * subtag, so neither needs a line per language. English is the default and the product spec's wording.
 */
export const LANGUAGES = ['en', 'es', 'pt-BR', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

const namesInThemselves = new Map<Language, string>();

/**
 * 'Español', 'Português (Brasil)': the language's own name for itself, capitalised as a menu item is, for the
 * picker. Asked for when a picker renders, not when this module loads: building an Intl.DisplayNames per language
 * cost the first page ~19 ms of main thread on this machine (decision 005, "Sixth pass"), before anything painted.
 */
export function languageNameInItself(language: Language): string {
  const known = namesInThemselves.get(language);
  if (known !== undefined) return known;
  const name =
    typeof Intl.DisplayNames === 'function'
      ? (new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language)
      : language;
  const capitalised = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  namesInThemselves.set(language, capitalised);
  return capitalised;
}

const primarySubtag = (code: string): string => code.toLowerCase().split('-')[0] ?? '';

/** The cookie that keeps a visitor's choice before sign-in (the profile keeps it after). */
export const LANGUAGE_COOKIE = 'cardology_lang';

/** A supported language for a code as written anywhere (cookie, profile, one Accept-Language entry), or null. */
export function supportedLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  const lower = code.trim().toLowerCase();
  const exact = LANGUAGES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  // By the primary subtag: es-MX is es; Portuguese of Portugal is closer to Brazil's than to English, so pt-PT
  // (and a bare pt) reads pt-BR.
  return LANGUAGES.find((language) => primarySubtag(language) === primarySubtag(lower)) ?? null;
}

/** The most wanted supported language of an Accept-Language header, by q then order; null when none is. */
export function languageOfAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 512)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, order, q: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const language = supportedLanguage(tag);
    if (language) return language;
  }
  return null;
}

/** The request's language: the stored choice, then the cookie, then the browser's header, then English. */
export function chooseLanguage(sources: {
  profile?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  return (
    supportedLanguage(sources.profile) ??
    supportedLanguage(sources.cookie) ??
    languageOfAcceptLanguage(sources.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
