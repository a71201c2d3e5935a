// A pseudo-language for layout tests only (issue 26, item 5; docs/decisions/045-pseudo-language.md): every web
// text comes out ~40% longer, its letters accented and padded inside brackets ("Welcome" →
// "[Ŵéļçöɱé ·]"), so a box too tight for a longer language shows in any screen. It is an i18next
// post-processor in its own chunk, loaded only when a test sets the flag (pseudo-flag.ts); no reader ever gets it
// and it is not a language: the pickers do not know it. What the text carries stays as it is: the values filled
// into {{placeholders}} (names, dates, e-mails) and react-i18next's <1>tags</1>.
import type { i18n as I18n, PostProcessorModule } from 'i18next';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅßÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const ACCENTED_LETTERS = Array.from(ACCENTED);
const ACCENT = new Map(Array.from(PLAIN, (letter, index) => [letter, ACCENTED_LETTERS[index] ?? letter]));

/** How much longer a text gets: Spanish and Portuguese run 20–35% longer than English, short labels more. */
const GROWTH = 0.4;
const MIN_EXTRA = 3;
/** The padding is words of five dots, so a long paragraph still wraps instead of one unbreakable run. */
const PAD_WORD = 5;

/** A {{placeholder}} or a nested $t(key) in a template: what the reader sees there is not the catalog's text. */
const SLOT = /\{\{[^}]*\}\}|\$t\([^)]*\)/g;
/** react-i18next's tags (<1>, </1>, <br/>), which Trans turns into elements: kept byte for byte. */
const TAG = /(<\/?[\w-]+\s*\/?>)/;
const TAG_ANYWHERE = new RegExp(TAG.source, 'g');

function accent(text: string): string {
  return text
    .split(TAG)
    .map((part, index) =>
      index % 2 === 1 ? part : Array.from(part, (letter) => ACCENT.get(letter) ?? letter).join(''),
    )
    .join('');
}

function padding(length: number): string {
  const extra = Math.max(MIN_EXTRA, Math.ceil(length * GROWTH)) - 2; // the two brackets count
  let pad = '';
  for (let index = 0; index < extra; index++) pad += index % (PAD_WORD + 1) === 0 ? ' ' : '·';
  return pad;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The finished text cut into the template's own words (odd indexes: what filled a slot). i18next post-processes
 * after interpolation, so the template (passed with `postProcessPassResolved`) tells which parts were filled in.
 * Null when the text does not follow the template (a default value, a nesting).
 */
function splitBySlots(template: string, text: string): string[] | null {
  const literals = template.split(SLOT);
  if (literals.length === 1) return template === text ? [text] : null;
  const pattern = new RegExp(`^${literals.map(escapeRegExp).join('([\\s\\S]*?)')}$`);
  const filled = pattern.exec(text);
  if (!filled) return null;
  return literals.flatMap((literal, index) => (index === 0 ? [literal] : [filled[index] ?? '', literal]));
}

/** One text in the pseudo-language: the template's words accented, filled-in values as they are, padded. */
export function pseudoText(text: string, template?: string): string {
  if (text.trim() === '') return text;
  const parts = (template !== undefined && splitBySlots(template, text)) || [text];
  const body = parts.map((part, index) => (index % 2 === 1 ? part : accent(part))).join('');
  // Only the words a translator writes grow: not the filled-in values, not the tags.
  const words = parts
    .filter((_, index) => index % 2 === 0)
    .join('')
    .replace(TAG_ANYWHERE, '');
  return `[${body}${padding(words.length)}]`;
}

interface ResolvedOptions {
  i18nResolved?: { res?: unknown };
}

const PSEUDO_PROCESSOR = 'pseudo-language';

const processor: PostProcessorModule = {
  type: 'postProcessor',
  name: PSEUDO_PROCESSOR,
  process(value, _key, options) {
    if (typeof value !== 'string') return value;
    const template = (options as ResolvedOptions).i18nResolved?.res;
    return pseudoText(value, typeof template === 'string' ? template : undefined);
  },
};

/**
 * Every t() of `instance` in the pseudo-language from now on, and `decorateContract` is given the same for the
 * contract's messages (contractText). Called once, before the first render, when the test's flag is set.
 */
export function switchOnPseudoLanguage(
  instance: I18n,
  decorateContract: (decorate: (text: string) => string) => void,
): void {
  instance.use(processor);
  instance.options.postProcess = [PSEUDO_PROCESSOR];
  instance.options.postProcessPassResolved = true;
  decorateContract((text) => pseudoText(text));
}
