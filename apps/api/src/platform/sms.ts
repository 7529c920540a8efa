import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from './logger.ts';
import { PermanentDeliveryError } from './transport-errors.ts';

export interface TextMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  /** Sends one text; rejects with a `PermanentDeliveryError` when the provider refuses the number or the message. */
  send(message: TextMessage): Promise<void>;
}

/** How long a text waits for Twilio's answer. */
const twilioTimeoutMs = 30_000;

/**
 * Twilio answers 400 to a request it will never accept (an invalid or unreachable number, a
 * recipient who replied STOP). Its other 4xx are ours to fix or wait out (401/403 credentials,
 * 404 a wrong account, 408 and 429 time and throttling), and a 5xx is the provider down: all tried again.
 */
const isRefusedForGood = (status: number) =>
  status >= 400 && status < 500 && ![401, 403, 404, 408, 429].includes(status);

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}

/**
 * Twilio when its keys are set; otherwise each text is appended to
 * `<dataDir>/outbox/sms.jsonl` and logged, so the code of a phone sign-in can be read there.
 */
export function createSmsSender(options: { twilio?: TwilioSettings; dataDir: string; log: Logger }): SmsSender {
  const { twilio, log } = options;
  if (twilio) {
    const url = `${twilio.apiUrl}/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`;
    const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
    return {
      async send({ to, body }) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: twilio.from, Body: body }),
          // A provider that never answers is a passing failure, tried again, not a send held forever.
          signal: AbortSignal.timeout(twilioTimeoutMs),
        });
        if (!response.ok) {
          const message = `Twilio answered ${response.status}: ${await response.text()}`;
          throw isRefusedForGood(response.status) ? new PermanentDeliveryError(message) : new Error(message);
        }
        log.info({ to }, 'text message sent');
      },
    };
  }
  const outboxFile = path.join(options.dataDir, 'outbox', 'sms.jsonl');
  return {
    async send({ to, body }) {
      await mkdir(path.dirname(outboxFile), { recursive: true });
      await appendFile(outboxFile, `${JSON.stringify({ to, body, sent_at: new Date().toISOString() })}\n`);
      log.info({ to, body }, 'text message written to the outbox');
    },
  };
}
