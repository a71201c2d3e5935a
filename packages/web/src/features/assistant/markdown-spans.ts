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
  return collect(parser.parse(text), (node, start, end) => INLINE_SPAN_TYPES.has(node.type) && [start, end]);
}

/** Characters that may open a span the rest of a stream could still close. */
const OPENER = /[*_`[~]/;

/**
 * Where a text still streaming in must stop for now: the first would-be opener ('*', '_', '`', '[', '~')
 * left as plain text in its last block, whose closer may yet arrive; null when there is none.
 */
export function pendingOpener(text: string): number | null {
  const last = (parser.parse(text) as ParsedNode).children?.at(-1);
  if (!last) return null;
  const openers = collect(last, (node, start, end) => {
    if (node.type !== 'text') return false;
    const at = text.slice(start, end).search(OPENER);
    return at !== -1 && [start + at, start + at];
  });
  return openers.length > 0 ? Math.min(...openers.map(([at]) => at)) : null;
}

/** Every node, depth first, that `pick` turns into a span of source offsets. */
function collect(
  root: ParsedNode,
  pick: (node: ParsedNode, start: number, end: number) => Span | false,
): Span[] {
  const found: Span[] = [];
  const visit = (node: ParsedNode) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const span = start !== undefined && end !== undefined && pick(node, start, end);
    if (span) found.push(span);
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  return found;
}

/** Moves a cut that falls inside a span to that span's end (the outermost one), so it shows whole. */
export function wholeSpanCut(spans: readonly Span[], cut: number): number {
  let whole = cut;
  for (const [start, end] of spans) if (start < cut && cut < end && end > whole) whole = end;
  return whole;
}
