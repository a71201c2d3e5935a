/**
 * One mail: plain text always; an HTML part and extra headers (List-Unsubscribe) when the mail has them.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

/**
 * Sends mail: the password reset link (docs/decisions/024-accounts.md) and the daily card reminder
 * (docs/decisions/037-daily-reminders.md). The SMTP one is providers/mail/smtp-mailer.ts; tests may pass
 * their own.
 */
export type Mailer = {
  send(mail: Mail): Promise<void>;
  close(): void;
};
