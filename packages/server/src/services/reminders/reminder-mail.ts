import type { Language } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import type { Mail } from '../../lib/mailer.js';
import type { ReminderMessage } from './reminder-message.js';

export type ReminderMailLinks = {
  /** Today's card in the app. */
  home: string;
  /** The one-click unsubscribe URL (works without signing in). */
  unsubscribe: string;
};

const RED_SUITS = /[♥♦]/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The card drawn in HTML alone (no remote images): a white card with its symbol in the suit's colour. */
function cardHtml(card: ReminderMessage['card']): string {
  const colour = RED_SUITS.test(card.symbol) ? '#b3261e' : '#1f1f1f';
  return `<div style="width:120px;height:168px;margin:16px auto;border:1px solid #c9c3b8;border-radius:10px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.15);text-align:center;font-family:Georgia,serif;color:${colour}">
<div style="font-size:44px;line-height:168px">${escapeHtml(card.symbol)}</div></div>`;
}

/** What one mail says: the daily card's, or a notice's (decision 050), whose card is drawn when it has one. */
export type MailContent = {
  subject: string;
  title: string;
  body: string;
  card?: ReminderMessage['card'] | undefined;
  linkText: string;
};

/**
 * The daily card mail: a small HTML part with the card drawn, a plain-text part with the same words, a
 * link home, and one-click unsubscribe (RFC 8058: List-Unsubscribe with List-Unsubscribe-Post). It names
 * no one and carries no birthdate: only the day's card and the reader's period line.
 */
export function reminderMail(
  to: string,
  message: ReminderMessage,
  links: ReminderMailLinks,
  language: Language = 'en',
): Mail {
  const subject = `${messageText(language, 'REMINDER_MAIL_SUBJECT_PREFIX')}: ${message.card.name}`;
  const linkText = messageText(language, 'REMINDER_MAIL_LINK_TEXT');
  return mailOf(
    to,
    { subject, title: message.title, body: message.body, card: message.card, linkText },
    links,
    language,
  );
}

/** A reminder's or a notice's mail, in the reader's language, with its link and the one-click unsubscribe. */
export function mailOf(to: string, content: MailContent, links: ReminderMailLinks, language: Language): Mail {
  const { subject, linkText } = content;
  const unsubscribeText = messageText(language, 'REMINDER_MAIL_UNSUBSCRIBE_TEXT');
  const text = [
    content.title,
    '',
    content.body,
    '',
    `${linkText}: ${links.home}`,
    '',
    `${unsubscribeText}: ${links.unsubscribe}`,
  ].join('\n');
  // The viewport lets a phone's mail app lay it out at its own width, not at 980 px shrunk to 40 %; `lang`
  // lets it pick the language's voice and hyphenation.
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px 12px;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;color:#1f1f1f">
<div style="max-width:480px;margin:0 auto;background:#fffdf9;border-radius:12px;padding:24px 16px;text-align:center;overflow-wrap:break-word">
<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:22px;margin:0 0 8px">${escapeHtml(content.title)}</h1>
${content.card ? cardHtml(content.card) : ''}
<p style="font-size:16px;line-height:1.5;margin:0 0 20px">${escapeHtml(content.body)}</p>
<p><a href="${escapeHtml(links.home)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4b3f72;color:#fff;text-decoration:none">${escapeHtml(linkText)}</a></p>
<p style="font-size:12px;color:#6b6b6b;margin-top:24px"><a href="${escapeHtml(links.unsubscribe)}" style="color:#6b6b6b">${escapeHtml(unsubscribeText)}</a></p>
</div></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
