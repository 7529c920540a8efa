import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { createMailer } from './mailer.ts';
import { readOutboxEmails, readOutboxTextMessages } from './outbox.ts';
import { createSmsSender } from './sms.ts';
import { PermanentDeliveryError } from './transport-errors.ts';

const log = createLogger('silent');
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'here-and-there-transports-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const email = { to: 'ana@example.com', subject: 'Welcome', text: 'Hello Ana, see https://hereandthere.app/x' };

describe('email', () => {
  it('writes each message to the outbox when no SMTP server is configured', async () => {
    await createMailer({ from: 'Here & There <hello@hereandthere.app>', dataDir, log }).send(email);
    const [written] = await readOutboxEmails(dataDir);
    expect(written).toContain('To: ana@example.com');
    expect(written).toContain('Subject: Welcome');
    expect(written).toContain('https://hereandthere.app/x');
  });

  it('delivers over SMTP when SMTP_URL is set, and writes nothing to the outbox', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    try {
      const smtpUrl = `smtp://127.0.0.1:${port}`;
      await createMailer({ from: 'hello@hereandthere.app', smtpUrl, dataDir, log }).send(email);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Welcome');
      expect(await readOutboxEmails(dataDir)).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('calls a recipient the SMTP server refuses a permanent failure, and a server that is down a passing one', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, done) {
        if (address.address.startsWith('nobody@')) {
          done(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
        } else {
          done();
        }
      },
      onData(stream, _session, done) {
        stream.resume();
        stream.on('end', () => done());
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({ from: 'hello@hereandthere.app', smtpUrl: `smtp://127.0.0.1:${port}`, dataDir, log });
    try {
      const refused = mailer.send({ ...email, to: 'nobody@example.com' });
      await expect(refused).rejects.toBeInstanceOf(PermanentDeliveryError);
      await expect(refused).rejects.toThrow(/No such user/);
      await expect(mailer.send(email)).resolves.toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const down = mailer.send(email);
    await expect(down).rejects.toThrow();
    await expect(down).rejects.not.toBeInstanceOf(PermanentDeliveryError);
  });
});

describe('text messages', () => {
  it('appends each text to the outbox when Twilio is not configured', async () => {
    const sms = createSmsSender({ dataDir, log });
    await sms.send({ to: '+4915100000001', body: 'Your code is 123456' });
    await sms.send({ to: '+4915100000002', body: 'Second' });
    expect(await readOutboxTextMessages(dataDir)).toMatchObject([
      { to: '+4915100000001', body: 'Your code is 123456' },
      { to: '+4915100000002', body: 'Second' },
    ]);
  });

  it("sends through Twilio's Messages API when its keys are set", async () => {
    const requests: { url?: string; authorization?: string; body: string }[] = [];
    let status = 201;
    const fakeTwilio = createServer(async (request: IncomingMessage, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      requests.push({ url: request.url, authorization: request.headers.authorization, body });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
    fakeTwilio.listen(0, '127.0.0.1');
    await once(fakeTwilio, 'listening');
    const { port } = fakeTwilio.address() as AddressInfo;
    try {
      const twilio = {
        accountSid: 'AC1',
        authToken: 'secret',
        from: '+15550000000',
        apiUrl: `http://127.0.0.1:${port}`,
      };
      const sms = createSmsSender({ twilio, dataDir, log });
      await sms.send({ to: '+4915100000001', body: 'Your code is 123456' });
      expect(requests[0]!.url).toBe('/2010-04-01/Accounts/AC1/Messages.json');
      expect(requests[0]!.authorization).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
      expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toEqual({
        To: '+4915100000001',
        From: '+15550000000',
        Body: 'Your code is 123456',
      });
      expect(await readOutboxTextMessages(dataDir)).toEqual([]);
      // An invalid number is refused for good; throttling and the provider's own failures pass.
      status = 400;
      const invalid = sms.send({ to: '+4915100000001', body: 'x' });
      await expect(invalid).rejects.toThrow(/Twilio answered 400/);
      await expect(invalid).rejects.toBeInstanceOf(PermanentDeliveryError);
      for (status of [429, 500, 503]) {
        const passing = sms.send({ to: '+4915100000001', body: 'x' });
        await expect(passing).rejects.toThrow(`Twilio answered ${status}`);
        await expect(passing).rejects.not.toBeInstanceOf(PermanentDeliveryError);
      }
    } finally {
      fakeTwilio.close();
    }
  });
});
