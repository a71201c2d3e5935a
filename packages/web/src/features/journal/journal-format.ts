/**
 * A note's words as one short plain line for a glance (the home page's look back): markdown's marks
 * dropped, a link kept as its words, whitespace folded, cut at a word near `max` characters.
 */
export function plainExcerpt(markdown: string, max = 160): string {
  const plain = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...plain];
  if (chars.length <= max) return plain;
  const cut = chars.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A note's length as the server counts it: code points, so an emoji is one character, not two. */
export const noteLength = (text: string) => [...text].length;
