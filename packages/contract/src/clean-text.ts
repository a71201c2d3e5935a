// Text the app can store and hand to a model (docs/decisions/033-clean-text-logs-headers.md). One rule for
// every text the server receives in a JSON body: the server's body parser applies it before any route runs.
// A NUL or a lone surrogate is refused (nothing sensible can be made of it); line breaks and other control
// characters are made clean (issue 31): a paste from a terminal or a Windows file is still the reader's text.

/** Our wording: what a request holding a NUL or a lone surrogate is answered (400). */
export const TEXT_NOT_STORABLE =
  'The text holds a character that cannot be saved (a NUL character or half of an emoji). Please type it again.';

/**
 * A NUL (U+0000), which PostgreSQL text and jsonb cannot hold, or a lone surrogate: half of a UTF-16 pair
 * with no other half, which is no character at all (jsonb refuses it, UTF-8 cannot encode it and a model's
 * API refuses the request). With the `u` flag a well-formed pair is one code point, so `\p{Cs}` matches
 * only a lone half.
 */
const NOT_STORABLE = /[\0\p{Cs}]/u;

/** Whether a string holds a character no stored text may hold. */
export const hasUnstorableCharacter = (text: string): boolean => NOT_STORABLE.test(text);

/**
 * Text from outside (a model's answer) made storable: each lone surrogate becomes U+FFFD, as a UTF-8
 * encoder writes it, and NULs are dropped.
 */
export const storableText = (text: string): string =>
  NOT_STORABLE.test(text) ? text.replace(/\p{Cs}/gu, '\uFFFD').replaceAll('\0', '') : text;

/** A CRLF or a lone CR: Markdown ends a line at either, as at an LF. */
const CR_LINE_BREAK = /\r\n?/g;
/** C0 and C1 controls and DEL, but tab and newline: nothing a reader reads, and ANSI escapes start with one. */
const CONTROL_BUT_TAB_AND_NEWLINE = /[^\P{Cc}\t\n]/gu;

/**
 * Text as the app stores it: each CRLF or lone CR one LF, so a line ends only where the reader sees it end
 * (a lone CR is a line ending to Markdown but not to a textarea), and every C0 and C1 control character and
 * DEL removed but tab and newline (ANSI colours, bells, escapes: nothing a person reads, and raw in a file).
 */
export function cleanText(text: string): string {
  return text.replace(CR_LINE_BREAK, '\n').replace(CONTROL_BUT_TAB_AND_NEWLINE, '');
}

/**
 * The first `max` characters of a text, counted as code points as every limit of the app counts them (an
 * emoji is one), never cutting a surrogate pair in two. For text put into a model's prompt: a cut by UTF-16
 * units halved the bound for emoji and could end in half of one, which a model's API refuses.
 */
export function firstCodePoints(text: string, max: number): string {
  // Cheap bound first: a string of N UTF-16 units has at most N code points.
  if (text.length <= max) return text;
  let end = 0;
  for (let count = 0; count < max && end < text.length; count++) {
    end += isPairAt(text, end) ? 2 : 1;
  }
  return text.slice(0, end);
}

/** Whether a surrogate pair (one code point in two UTF-16 units) starts at `index`. */
function isPairAt(text: string, index: number): boolean {
  const high = text.charCodeAt(index);
  const low = text.charCodeAt(index + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}
