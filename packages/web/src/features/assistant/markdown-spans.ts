import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** An inline markdown construct, as offsets into the source: [start, end). */
export type Span = readonly [start: number, end: number];

/** What shows half-typed as stray syntax: '(*Well-Lai', '`the co', '[a li'. */
const INLINE_SPAN_TYPES = new Set([
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
]);

/** The little of an mdast node read here (its types come with the parser's, not as a dependency of ours). */
interface ParsedNode {
  type: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: readonly ParsedNode[];
}

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * The inline spans of `text`, read by the same parser family as the renderer (remark + GFM), so what
 * counts as one emphasis or link here is what the reader will see as one. Linear in the text.
 */
export function inlineSpans(text: string): Span[] {
  const spans: Span[] = [];
  const visit = (node: ParsedNode) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (INLINE_SPAN_TYPES.has(node.type) && start !== undefined && end !== undefined)
      spans.push([start, end]);
    for (const child of node.children ?? []) visit(child);
  };
  visit(parser.parse(text));
  return spans;
}

/** Moves a cut that falls inside a span to that span's end (the outermost one), so it shows whole. */
export function wholeSpanCut(spans: readonly Span[], cut: number): number {
  let whole = cut;
  for (const [start, end] of spans) if (start < cut && cut < end && end > whole) whole = end;
  return whole;
}
