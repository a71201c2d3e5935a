// The English templates of the contract's interpolated messages, in i18next's `{{name}}` form. The functions
// that wrote these sentences (waitPhrase, periodTitle, reminderTitle, …) render them with `fillTemplate`.
export const TEMPLATES = {
  WAIT_ONE_MINUTE: 'a minute',
  WAIT_MINUTES: '{{minutes}} minutes',
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
  REMINDER_CONTEXT_NO_PERIOD: 'A quiet moment with today’s card is waiting for you.',
  REMINDER_CONTEXT: 'Day {{day}} of your {{planet}} period.',
  REMINDER_BODY: '{{title}}. {{context}}',
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
  JOURNAL_MARKDOWN_TODAYS_CARD: 'Today’s card: {{card}} ({{name}})',
  JOURNAL_MARKDOWN_PLANETARY: '{{planet}} period {{start}} – {{end}}: {{card}} ({{name}})',
  JOURNAL_MARKDOWN_SEVEN_WEEK: '7-week period {{start}} – {{end}}: {{card}} ({{name}})',
  JOURNAL_MARKDOWN_WEEK: 'Week {{start}} – {{end}}: {{card}} ({{name}})',
  TTS_CREDITS_UPDATED: 'TTS credits updated. New balance: {{balance}}',
  CREDIT_REQUEST_FAILED: 'Failed to submit request: {{message}}',
} as const;

/** `{{name}}` → vars.name; a placeholder without a value stays as written (a bug the catalog test catches). */
export function fillTemplate(template: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
