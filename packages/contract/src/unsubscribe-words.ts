// The daily card mail's unsubscribe page (GET asks, POST does): its question, keyed so the server writes it in
// the request's language (issue 26). The answers are in reminders.ts.

export const UNSUBSCRIBE_CONFIRM_TITLE = 'Stop the daily card e-mail?';
export const UNSUBSCRIBE_CONFIRM_TEXT =
  'One click and the daily card stops arriving by e-mail. Nothing else changes.';
export const UNSUBSCRIBE_CONFIRM_BUTTON = 'Stop the e-mails';
