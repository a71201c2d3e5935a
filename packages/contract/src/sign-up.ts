import { type Message, message } from './message.js';

// Signing up when the server sends mail (docs/decisions/032-throttling-and-mail.md): the account waits for
// its address to be confirmed, and an address that already has one is told by mail, never on the page.

/** Subject of the mail that confirms a new account's address. */
export const CONFIRM_MAIL_SUBJECT = 'Confirm your Cardology account';
/** Subject of the mail to an account's owner when someone signs up with their address. */
export const ACCOUNT_EXISTS_MAIL_SUBJECT = 'Someone tried to create a Cardology account with your address';

/** What the sign-up form says once the server has mailed (or not: it never says which) a link. */
export function checkYourMailMessage(email: string): Message {
  return message('CHECK_YOUR_MAIL', { email });
}
