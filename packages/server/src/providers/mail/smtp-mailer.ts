import { createTransport } from 'nodemailer';
import type { Mailer } from '../../lib/mailer.js';

/**
 * A mailer over SMTP (nodemailer) from an `smtp://` or `smtps://` URL that carries the host, port and
 * any credentials. The URL is never logged: it may hold a password.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
