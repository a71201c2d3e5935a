// The limits the messages quote, imported from their one home so a translation never drifts from the rule.
export { PEOPLE_MAX } from '../account-piles.js';
export { JOURNAL_ENTRIES_MAX, JOURNAL_QUERY_MAX, JOURNAL_TEXT_MAX } from '../journal-words.js';
export {
  AGE_MAX,
  AGE_MIN,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TURNS_MAX,
  CREDIT_TOTAL_MAX,
  IMAGE_MAX_LENGTH,
  LOOKUP_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  TTS_COST,
} from '../limits.js';
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../password.js';
export { MAX_DATE_OFFSET } from '../reading-requests.js';
export { SUSPENSION_REASON_MAX_LENGTH } from '../suspension.js';
