// The English of the contract's interpolated messages, in i18next's form: `{{name}}` placeholders, and plurals
// as `KEY_one` / `KEY_other` (asked as `KEY` with a `count`; a language adds the forms `Intl.PluralRules` gives
// it, `_many` in es and pt-BR, `_few` and `_many` in Russian). The functions that raise them (waitPhrase,
// apiRateLimitMessage, periodTitle, …) return keyed messages; `messageText` writes them (decision 044).
export const TEMPLATES = {
  WAIT_MINUTES_one: 'a minute',
  WAIT_MINUTES_other: '{{count}} minutes',
  SIGN_IN_COOLDOWN: 'Too many sign-in attempts. Please wait {{wait}} and try again.',
  AUTH_ATTEMPTS: 'Too many attempts from your network. Please wait {{wait}} and try again.',
  API_RATE_LIMIT: 'Too many requests. Please wait {{wait}} and try again.',
  RESET_REQUESTS: 'Too many password reset requests from your network. Please wait {{wait}} and try again.',
  CHECK_YOUR_MAIL: 'Check your mail: we sent a link to {{email}}. Open it to finish creating your account.',
  PERIOD_TITLE_OWN: 'Your {{planet}} period — {{card}}',
  PERIOD_TITLE_PERSON: '{{name}}: {{planet}} period — {{card}}',
  PERIOD_REMINDER: 'Tomorrow: {{title}}',
  JOKER_NOTE_OWN:
    'Your birth card is the Joker (December 31), which has no yearly spread, so your planetary periods are not in this calendar.',
  JOKER_NOTE_PERSON:
    '{{name}}’s birth card is the Joker (December 31), which has no yearly spread, so their planetary periods are not in this calendar.',
  REMINDER_TITLE: 'Your card today: {{card}}',
  REMINDER_WRITE_ACTION: 'Write about today',
  REMINDER_CONTEXT_NO_PERIOD: 'A quiet moment with today’s card is waiting for you.',
  REMINDER_CONTEXT: 'Day {{day}} of your {{planet}} period.',
  REMINDER_BODY: '{{title}}. {{context}}',
  NOTICE_PERIOD_TITLE: 'Your {{planet}} period begins today: {{card}}',
  NOTICE_PERIOD_BODY: '{{title}}. A good day to write down what you hope this period brings.',
  NOTICE_BIRTHDAY_TITLE_NAMED: '{{name}}’s new year begins tomorrow',
  NOTICE_BIRTHDAY_TITLE_NAMED_MANY: 'A new year begins tomorrow for {{names}}',
  NOTICE_BIRTHDAY_TITLE_SOMEONE: 'Someone you saved has a new year starting tomorrow',
  NOTICE_BIRTHDAY_TITLE_PEOPLE_one: '{{count}} person you saved has a new year starting tomorrow',
  NOTICE_BIRTHDAY_TITLE_PEOPLE_other: '{{count}} people you saved have a new year starting tomorrow',
  NOTICE_BIRTHDAY_BODY: 'Their cards for the year ahead are ready whenever you would like to look.',
  ADMIN_CHECK_EXCEPTION: 'An exception occurred: {{message}}',
  CREDITS_SET: 'Credits for user {{userId}} updated successfully.',
  SET_CREDITS_FAILED: 'Failed to set credits: {{message}}',
  FETCH_PENDING_FAILED: 'Failed to fetch pending requests: {{message}}',
  APPROVE_FAILED: 'Failed to approve request: {{message}}',
  DENY_FAILED: 'Failed to deny request: {{message}}',
  GRANT_PROFILE_NOT_FOUND: 'Could not fetch profile for user {{userId}} to grant credits.',
  CREDITS_GRANTED: 'Granted {{amount}} credits to user {{userId}}. New total: {{total}}',
  REQUEST_APPROVED: 'Request {{requestId}} has been approved.',
  REQUEST_DENIED: 'Request {{requestId}} has been denied.',
  AUDIO_STORAGE_LIMIT:
    'Your stored audio has reached its limit of {{maxMb}} MB. Audio of readings you have not saved is removed after a day; remove saved readings you no longer need to make room sooner.',
  JOURNAL_REFLECTION_BOUND:
    'This reflection reads the {{given}} most recent of your {{total}} notes of this period.',
  TTS_CREDITS_INSUFFICIENT:
    'Insufficient TTS credits. You have {{balance}}, but {{cost}} are required. Please request more.',
  TTS_CREDIT_UPDATE_FAILED:
    'Failed to update TTS credits: {{message}}. Please contact support if this persists.',
  TTS_CREDIT_SYSTEM_ERROR: 'A system error occurred while updating TTS credits: {{message}}.',
  READER_DATE_NOT_TODAY:
    'Your device says today is {{date}}, which is not today anywhere on Earth. Please check its date and time.',
  CONFIRM_MAIL_TEXT:
    'Someone (we hope you) created a Cardology account with this address.\n\nTo confirm it and sign in, open this link (it works for 24 hours):\n{{url}}\n\nIf it was not you, ignore this mail: no account is opened without it.',
  ACCOUNT_EXISTS_MAIL_TEXT:
    'Someone tried to create a Cardology account with your address, which already has one.\n\nIf it was you, sign in instead at {{publicUrl}}/login, or reset your password there if you forgot it.\nIf it was not you, ignore this mail: nothing about your account changed.',
  RESET_MAIL_TEXT:
    'Someone asked to reset the password of your Cardology account.\n\nTo choose a new password, open this link (it works once, within 30 minutes):\n{{url}}\n\nIf it was not you, ignore this mail: your password stays as it is.',
  // The journal's words the server writes (issue 24): the home page's look back and the Markdown download.
  LOOK_BACK_LAST_PERIOD: 'Your last {{planet}} period',
  JOURNAL_MARKDOWN_TITLE: 'Journal',
  JOURNAL_MARKDOWN_DAY_CARD: 'The day’s card: {{card}} ({{name}})',
  JOURNAL_MARKDOWN_PLANETARY: '{{planet}} period {{start}} – {{end}}: {{card}} ({{name}})',
  JOURNAL_MARKDOWN_SEVEN_WEEK: '7-week period {{start}} – {{end}}: {{card}} ({{name}})',
  JOURNAL_MARKDOWN_WEEK: 'Week {{start}} – {{end}}: {{card}} ({{name}})',
  TTS_CREDITS_UPDATED: 'TTS credits updated. New balance: {{balance}}',
  CREDIT_REQUEST_FAILED: 'Failed to submit request: {{message}}',
  PERSON_ADDED: 'Added {{name}} successfully',
  PERSON_UPDATED: 'Updated {{name}} successfully',
  // A failed assistant call (server/providers/ai/ai-error.ts): the operation's fallback, then one plain reason.
  AI_FAILURE: '{{failed}} {{reason}}',
  AI_REASON_UNAVAILABLE: 'The Assistant could not be reached. Please try again later.',
  AI_REASON_TIMEOUT: 'The Assistant took too long to answer. Please try again.',
  AI_REASON_REFUSED:
    'The Assistant is not set up correctly on this server. Please tell the site’s administrator.',
  AI_REASON_RATE_LIMITED: 'The Assistant is busy right now. Please try again in a minute.',
  AI_REASON_BAD_RESPONSE: 'The Assistant sent an answer that could not be read. Please try again.',
  AI_REASON_EMPTY: 'The Assistant returned an empty answer. Please try again.',
  AI_REASON_CANCELLED: 'The request was cancelled.',
  // engine/dates.ts profileAgeMismatch's words, by key (the engine keeps its own English for the CLI).
  PROFILE_AGE_MISMATCH:
    'Your birthdate makes you {{actual}}, not {{age}}. Leave the age empty to count it from your birthdate.',
  ACCOUNT_SUSPENDED_UNTIL:
    'This account is suspended until {{until}}. Please contact the site’s administrator.',
} as const;
