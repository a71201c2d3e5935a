import type { Language } from '@cardology/contract/languages';
import type { MessageKey } from '@cardology/contract/messages/en';
import { messageText } from '@cardology/contract/messages/translate';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The app's look (docs/architecture.md § The look) for a page that loads nothing else: parchment and ink by day, deep ink blue
 * by night, one antique-gold button, a serif heading. Inline, which the API's policy allows (style-src
 * 'unsafe-inline'); a phone of 390 px gets the card edge to edge less a margin.
 */
const STYLE = [
  ':root{color-scheme:light dark;--bg:#f7f3ea;--surface:#fffdf8;--text:#1c2233;--muted:#4d5468;--line:#e4dccb;--accent:#c9a45c}',
  '@media (prefers-color-scheme: dark){:root{--bg:#0f1424;--surface:#182038;--text:#f3ede1;--muted:#bdb7aa;--line:#2a3350}}',
  '*{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1rem;background:var(--bg);color:var(--text);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'main{width:100%;max-width:30rem;padding:2rem 1.5rem;background:var(--surface);border:1px solid var(--line);border-radius:1rem;box-shadow:0 2px 12px rgb(0 0 0/.12)}',
  'h1{margin:0 0 .75rem;font:600 1.5rem/1.25 Georgia,"Times New Roman",serif;overflow-wrap:break-word}',
  'p{margin:0 0 1.25rem;color:var(--muted)}',
  'form{margin:0 0 1.25rem}',
  'main>:last-child{margin-bottom:0}',
  'button{width:100%;min-height:2.75rem;padding:.625rem 1.25rem;border:0;border-radius:.5rem;background:var(--accent);color:#1c1a14;font:inherit;font-weight:600;cursor:pointer}',
  'a{color:var(--text)}',
  'button:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:3px}',
].join('');

/**
 * A small page of its own: the mail's link is opened signed in or not, and needs nothing of the web app.
 * Its words are the contract's `title` and `text` keys in `language`; `form`, when given, is the one button.
 */
export function unsubscribePage(
  language: Language,
  titleKey: MessageKey,
  textKey: MessageKey,
  form?: { action: string; buttonKey: MessageKey },
): string {
  const title = escapeHtml(messageText(language, titleKey));
  const text = escapeHtml(messageText(language, textKey));
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(messageText(language, form.buttonKey))}</button></form>`
    : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><title>${title}</title><style>${STYLE}</style></head><body><main><h1>${title}</h1><p>${text}</p>${button}<p><a href="/">Cardology</a></p></main></body></html>`;
}
