import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeUrl } from './markdown';

// Everything a model (or a pasted question) could write to get script into the page.
const CORPUS = [
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 1">',
  '<a href="javascript:alert(1)">raw link</a>',
  '[click](javascript:alert(1))',
  '[mixed](JAVASCRIPT:alert(1))',
  '[tabbed](java\tscript:alert(1))',
  '[encoded](javascript&#58;alert(1))',
  '[entity](&#106;avascript:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[vb](vbscript:msgbox(1))',
  '![pixel](https://tracker.example/pixel.png)',
  '![bad](javascript:alert(1))',
  '[ref][evil]\n\n[evil]: javascript:alert(1)',
  '<javascript:alert(1)>',
  'Visit https://example.com or <https://example.org> or www.example.net.',
  '[home](/saved-readings) and [mail](mailto:help@example.com)',
  '<iframe src="https://example.com"></iframe>',
  '<div onclick="alert(1)">click me</div>',
].join('\n\n');

describe('Markdown', () => {
  it('lets nothing executable reach the DOM', () => {
    const { container } = render(<Markdown>{CORPUS}</Markdown>);
    expect(container.querySelector('script, img, iframe, object, embed, [onclick], [onerror]')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      }
    }
    for (const link of container.querySelectorAll('a')) {
      const href = link.getAttribute('href') ?? '';
      expect(href, link.outerHTML).toMatch(/^(https?:|mailto:|\/)/);
    }
    // Raw HTML is shown as words, not run.
    expect(container.textContent).toContain('<script>window.__pwned = 1</script>');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps safe links, opening external ones in a new tab without an opener', () => {
    const { container } = render(<Markdown>{CORPUS}</Markdown>);
    const links = [...container.querySelectorAll('a')];
    const external = links.find((link) => link.getAttribute('href') === 'https://example.org');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const inside = links.find((link) => link.getAttribute('href') === '/saved-readings');
    expect(inside).not.toHaveAttribute('target');
    expect(links.some((link) => link.getAttribute('href') === 'http://www.example.net')).toBe(true);
    // An image becomes a link to its address, never a loaded image.
    expect(links.some((link) => link.getAttribute('href') === 'https://tracker.example/pixel.png')).toBe(
      true,
    );
  });

  it('reads a scheme the way a browser does', () => {
    expect(safeUrl('JaVaScRiPt:alert(1)', 'href', {} as never)).toBe('');
    expect(safeUrl(' javascript:alert(1)', 'href', {} as never)).toBe('');
    expect(safeUrl('java\nscript:alert(1)', 'href', {} as never)).toBe('');
    expect(safeUrl('data:text/html,x', 'href', {} as never)).toBe('');
    expect(safeUrl('ircs://irc.example.org', 'href', {} as never)).toBe('ircs://irc.example.org');
    expect(safeUrl('xmpp:me@example.com', 'href', {} as never)).toBe('xmpp:me@example.com');
    expect(safeUrl('../a:b', 'href', {} as never)).toBe('../a:b');
    expect(safeUrl('#top', 'href', {} as never)).toBe('#top');
  });
});
