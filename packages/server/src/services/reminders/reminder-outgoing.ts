import type { Mail } from '../../lib/mailer.js';
import type { ReminderMailLinks } from './reminder-mail.js';

/**
 * What goes out for one claimed row, whatever its kind: the push's JSON and topic, and the mail. The daily card
 * (reminder-delivery.ts) and the notices (notice-delivery.ts) each make one; delivering it (deliverClaimed in
 * reminder-delivery.ts) is the same for all.
 */
export type Outgoing = {
  payload: string;
  /** The push's topic, `<kind>-<local date>`: a copy sent again after a crash replaces its own kind only. */
  topic: string;
  mail: (to: string, links: ReminderMailLinks) => Mail;
  /** The path the mail's link opens. */
  path: string;
};
