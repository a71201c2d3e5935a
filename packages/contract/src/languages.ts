// The languages the app speaks (issue 26; docs/decisions/044-languages.md). No zod here: the web's first page
// reads the cookie's name and the list to pick its catalog before anything else loads.

/** English is the default and the product spec's wording; the others are translations kept in step by tests. */
export const LANGUAGES = ['en', 'es', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for the picker. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
};

/** The cookie that keeps a visitor's choice before sign-in (the profile keeps it after). */
export const LANGUAGE_COOKIE = 'cardology_lang';

/** A supported language for a code as written anywhere (cookie, profile, one Accept-Language entry), or null. */
export function supportedLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  const lower = code.trim().toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'es' || lower.startsWith('es-')) return 'es';
  // Portuguese of Portugal is closer to Brazil's than to English: a reader there gets pt-BR.
  if (lower === 'pt' || lower.startsWith('pt-')) return 'pt-BR';
  return null;
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
