import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps every mail it receives, raw, for a test file. */
export type SmtpMailbox = {
  /** The SMTP_URL that reaches it. */
  url: string;
  /** Every mail received so far, decoded. */
  mails(): string[];
  /** Every mail received so far, as sent (for a MIME parser, or headers as written). */
  rawMails(): string[];
  /** The mails to `email`, once there are at least `count` of them (fails after 10 s). */
  mailsTo(email: string, count?: number): Promise<string[]>;
  close(): Promise<void>;
};

export async function startSmtpMailbox(): Promise<SmtpMailbox> {
  const received: string[] = [];
  const raw: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      stream.on('end', () => {
        raw.push(text);
        received.push(decoded(text));
        done();
      });
    },
  });
  await new Promise<void>((listening) => smtp.listen(0, '127.0.0.1', listening));
  const { port } = smtp.server.address() as AddressInfo;
  const to = (email: string) => received.filter((mail) => mail.includes(email));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails: () => [...received],
    rawMails: () => [...raw],
    async mailsTo(email, count = 1) {
      for (let waited = 0; waited < 10_000; waited += 50) {
        if (to(email).length >= count) return to(email);
        await new Promise((wait) => setTimeout(wait, 50));
      }
      throw new Error(`${to(email).length} mails reached ${email}, not ${count}`);
    },
    close: () => new Promise<void>((closed) => smtp.close(closed)),
  };
}

/** The mail with its body decoded from whichever transfer encoding nodemailer chose. */
function decoded(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return `${head}\r\n\r\n${Buffer.from(body, 'base64').toString('utf8')}`;
  // 7bit or 8bit: as sent (decoding it as quoted-printable would read "token=AC…" as an escape).
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return raw;
  const text = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return `${head}\r\n\r\n${text}`;
}
