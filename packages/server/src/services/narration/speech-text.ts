/**
 * What a voice should say for the assistant's markdown: the words without the markup (a voice would
 * otherwise read "asterisk" or pause oddly). Headings and list items end with a full stop so they are
 * sentences of their own (a pause, and a caption each); rules and empty lines disappear.
 */
export function speechTextOf(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .map(speechLineOf)
    .filter((line) => line !== '')
    .join('\n');
}

const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const HEADING = /^\s{0,3}#{1,6}\s+/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;
const QUOTE = /^\s*>\s?/;
const ENDS_A_SENTENCE = /[.!?…:;]["'”’)\]]*$/u;

function speechLineOf(line: string): string {
  if (RULE.test(line)) return '';
  const standalone = HEADING.test(line) || LIST_ITEM.test(line);
  const text = inlineText(line.replace(HEADING, '').replace(QUOTE, '').replace(LIST_ITEM, '')).trim();
  if (text === '') return '';
  return standalone && !ENDS_A_SENTENCE.test(text) ? `${text}.` : text;
}

/**
 * Inline markdown to its words: backslash escapes (a name written literally) lose their backslash, links and
 * images keep their text, emphasis and code marks go.
 */
function inlineText(text: string): string {
  return text
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+/g, '')
    .replace(/\*+/g, '')
    .replace(/(^|\W)_+|_+(?=\W|$)/gu, '$1');
}
