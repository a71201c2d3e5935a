import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type Language,
  supportedLanguage,
} from '@cardology/contract/languages';

/** The cookie's value, if the visitor chose a language before (an unknown code reads as none). */
export function cookieLanguage(cookie: string = document.cookie): Language | null {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return supportedLanguage(decodeURIComponent(value.join('=')));
  }
  return null;
}

/** The first supported language of the browser's own list. */
export function navigatorLanguage(languages: readonly string[] = navigator.languages ?? []): Language | null {
  for (const code of languages) {
    const language = supportedLanguage(code);
    if (language) return language;
  }
  return null;
}

/** Before the profile is known: the cookie, then the browser's languages, then English. */
export function initialLanguage(): Language {
  return cookieLanguage() ?? navigatorLanguage() ?? DEFAULT_LANGUAGE;
}

/** Keeps the choice for a year; the server reads it on every request (errors in the reader's language). */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain first-party cookie; the Cookie Store API is not in every browser we support.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}
