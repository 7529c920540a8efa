import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise every message is written as an `.eml` file under
 * `<dataDir>/outbox/email`, where a developer (or a test) can open it.
 */
export function createMailer(options: { from: string; smtpUrl?: string; dataDir: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(email) {
        await transport.sendMail({ from: options.from, ...email });
        options.log.info({ to: email.to, subject: email.subject }, 'email sent');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox', 'email');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail({ from: options.from, ...email });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: email.to, subject: email.subject, file }, 'email written to the outbox');
    },
  };
}
