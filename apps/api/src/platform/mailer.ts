import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';
import { PermanentDeliveryError } from './transport-errors.ts';

export interface Email {
  to: string;
  subject: string;
  /** The plain-text part; with `html`, the two are sent as multipart/alternative. */
  text: string;
  html?: string;
  /** Headers besides the usual, such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends one email; rejects with a `PermanentDeliveryError` when the server refuses its recipient. */
  send(email: Email): Promise<void>;
}

/**
 * An SMTP server's 5xx reply to RCPT TO refuses the address itself (RFC 5321 §4.2.1: a permanent
 * negative reply; nodemailer reports it as EENVELOPE). A 4xx, a refused connection or a 5xx to
 * anything else (a login the operator can fix) may pass, and is worth trying again.
 */
function classifySmtpError(error: unknown): unknown {
  const failure = error as { code?: string; command?: string; responseCode?: number; message?: string };
  const isRecipientRefused =
    (failure.command === 'RCPT TO' || failure.code === 'EENVELOPE') &&
    typeof failure.responseCode === 'number' &&
    failure.responseCode >= 500 &&
    failure.responseCode < 600;
  return isRecipientRefused
    ? new PermanentDeliveryError(failure.message ?? 'recipient refused', { cause: error })
    : error;
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
        try {
          await transport.sendMail({ from: options.from, ...email });
        } catch (error) {
          throw classifySmtpError(error);
        }
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
