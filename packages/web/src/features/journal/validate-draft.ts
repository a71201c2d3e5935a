import { JOURNAL_TEXT_MAX } from '@cardology/contract/journal-words';
import type { MessageKey } from '@cardology/contract/messages/en';
import { parseIsoDate } from '@cardology/engine/dates';
import { noteLength } from './journal-format';

/**
 * The words the server would answer a draft with, said before sending it; null when it may go. The server
 * still checks everything (and alone knows the birthdate a note can't predate).
 */
export function draftProblem(date: string, text: string, today: string): MessageKey | null {
  if (!parseIsoDate(date).ok) return 'JOURNAL_DATE_INVALID';
  // ISO days compare as text.
  if (date > today) return 'JOURNAL_DATE_IN_FUTURE';
  if (text.trim() === '') return 'JOURNAL_TEXT_REQUIRED';
  if (noteLength(text) > JOURNAL_TEXT_MAX) return 'JOURNAL_TEXT_TOO_LONG';
  return null;
}
