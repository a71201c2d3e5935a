import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { cn } from '../lib/cn';

/** docs/product.md §5 "Markdown links": these protocols, or a relative URL; anything else is dropped. */
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * Keeps a URL only when it is relative or uses an allowed protocol. The scheme is read the way a browser
 * would (control characters and whitespace ignored), so `JAVASCRIPT:` or `java\tscript:` never pass.
 */
export const safeUrl: UrlTransform = (url) => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a scheme, so must we
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const colon = cleaned.indexOf(':');
  const boundary = cleaned.search(/[/?#]/);
  if (colon === -1 || (boundary !== -1 && boundary < colon)) return url;
  return SAFE_PROTOCOL.test(cleaned.slice(0, colon)) ? url : '';
};

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

// The text always sits under a section's own h2, so its headings start one level below it and the
// page's outline stays whole (h1 page → h2 panel → h3… the text's own).
const components: Components = {
  h1: ({ node: _node, ...props }) => <h3 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  h5: ({ node: _node, ...props }) => <h6 {...props} />,
  a: ({ href, children, node: _node, ...props }) => {
    if (!href) return <span>{children}</span>;
    const external = isExternal(href);
    return (
      <a
        {...props}
        href={href}
        className="font-medium text-accent-ink underline underline-offset-2 hover:no-underline"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  },
  // Images are never loaded (a tracking pixel, or an address the reader did not choose): the alt text
  // stays, as a link when the address is safe.
  img: ({ src, alt }) => {
    const label = alt?.trim() || 'image';
    return typeof src === 'string' && src !== '' ? (
      <a href={src} target="_blank" rel="noopener noreferrer" className="text-accent-ink underline">
        {label}
      </a>
    ) : (
      <span>{label}</span>
    );
  },
};

export interface MarkdownProps extends Pick<ComponentProps<'div'>, 'className'> {
  children: string;
  /** Every line break kept as typed (a reader's own words, written in a box), not joined as prose. */
  breaks?: boolean;
}

const PROSE_PLUGINS = [remarkGfm];
const TYPED_PLUGINS = [remarkGfm, remarkBreaks];

/**
 * The one markdown renderer of the app, safe by construction: raw HTML is shown as text (no
 * rehype-raw; `skipHtml` is off so the words are not lost), links and images go through `safeUrl`.
 */
export function Markdown({ children, className, breaks = false }: MarkdownProps) {
  return (
    <div className={cn('markdown', className)}>
      <ReactMarkdown
        remarkPlugins={breaks ? TYPED_PLUGINS : PROSE_PLUGINS}
        urlTransform={safeUrl}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
