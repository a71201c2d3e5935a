import { cleanText, firstCodePoints } from '@cardology/contract/clean-text';

/**
 * Text from people (a name, a chat message) goes into a prompt as data between tags. The tag characters
 * are replaced inside the data by look-alikes, so no name or message can close its tag or open another.
 */
function neutralise(text: string): string {
  // Control characters carry nothing a reader needs, and line breaks are LF: the body rule's cleaning, again
  // for text stored before it (contract/clean-text.ts).
  return cleanText(text).replace(/</g, '‹').replace(/>/g, '›');
}

/**
 * `<tag>text</tag>` with the text made inert; `maxLength` characters (code points, as the app's limits count
 * them) bound what a person can put into the prompt, and the cut never leaves half of an emoji.
 */
export function dataBlock(tag: string, text: string, maxLength: number): string {
  return `<${tag}>${firstCodePoints(neutralise(text), maxLength)}</${tag}>`;
}

/** A name on one line: line breaks and runs of spaces become one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A reader's words (a person's name) as literal text inside Markdown the offline assistant writes: every ASCII
 * punctuation character Markdown could read as syntax is backslash-escaped (CommonMark § 2.4), so a name such
 * as "[click](https://evil.example)" shows as typed, never as a link, a heading or emphasis.
 */
export function markdownLiteral(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, '\\$&');
}
