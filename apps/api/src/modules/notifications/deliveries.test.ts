import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import type { FailedDeliveries } from '@here-and-there/contracts';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueJobs, wakeWorkers } from '../../platform/jobs.ts';
import { type ApiCall, callApi, createSignedInMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliveries } from './deliveries.table.ts';
import { enqueueDeliveries } from './notification-delivery.ts';

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

/** A port nothing listens on, for a mail server that is down until a test starts it there. */
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A mail server on a fixed port that can be down, and refuses any address at `nobody.example`. */
class FakeSmtp {
  readonly port: number;
  /** The recipients of each message accepted. */
  readonly received: string[][] = [];
  /** Every RCPT TO it answered, refused or not. */
  readonly recipientsAsked: string[] = [];
  private server: SMTPServer | undefined;

  constructor(port: number) {
    this.port = port;
  }

  /** Starts listening, unless it is already. */
  async start() {
    if (this.server) return;
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (address, _session, done) => {
        this.recipientsAsked.push(address.address);
        if (address.address.endsWith('@nobody.example')) {
          done(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
        } else {
          done();
        }
      },
      onData: (stream, session, done) => {
        stream.resume();
        stream.on('end', () => {
          this.received.push(session.envelope.rcptTo.map((to) => to.address));
          done();
        });
      },
    });
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server.server, 'listening');
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  sentTo(address: string) {
    return this.received.filter((recipients) => recipients.includes(address)).length;
  }
}

let t: TestApp;
let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = new FakeSmtp(await freePort());
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const call = (...request: ApiCall) => callApi(t, ...request);

/** Ana asks the member to connect: a notification, and its email to them. */
async function askToConnect(to: Member) {
  const ana = await createSignedInMember(t, { firstName: 'Ana' });
  const response = await call(ana, 'POST', '/connections/', { receiver: to.id, type: 'general' });
  expect(response.statusCode, response.body).toBe(201);
}

const deliveriesTo = (app: TestApp, address: string) =>
  app.context.db.select().from(deliveries).where(eq(deliveries.address, address));

/** The states of the delivery queue's jobs that send this delivery, oldest first. */
async function jobStatesOf(deliveryId: string) {
  const { rows } = await t.context.db.$client.query<{ state: string }>(
    `select state from pgboss.job where name = 'deliveries' and data->>'deliveryId' = $1 order by created_on`,
    [deliveryId],
  );
  return rows.map((row) => row.state);
}

describe('durable delivery', () => {
  it('enqueues a delivery with the transaction that makes it: rolled back, there is nothing to send', async () => {
    const deliveryKey = `test:${crypto.randomUUID()}`;
    await expect(
      t.context.db.transaction(async (tx) => {
        await enqueueDeliveries(t.context, tx, [
          { deliveryKey, channel: 'sms', notificationId: null, address: '+4915100000900', content: { body: 'Hi' } },
        ]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.context.db.select().from(deliveries).where(eq(deliveries.deliveryKey, deliveryKey))).toEqual([]);
    const { rows } = await t.context.db.$client.query(
      `select 1 from pgboss.job where name = 'deliveries' and created_on > now() - interval '1 minute'
        and not exists (select 1 from deliveries where deliveries.id::text = pgboss.job.data->>'deliveryId')`,
    );
    expect(rows).toEqual([]);
  });

  it('tries again while the mail server is down, and sends the email once when it is back', async () => {
    const ben = await createSignedInMember(t, { firstName: 'Ben' });
    await askToConnect(ben);
    // Down: each attempt fails and is recorded, the delivery still pending.
    await vi.waitFor(
      async () => {
        const [delivery] = await deliveriesTo(t, ben.email);
        expect(delivery).toMatchObject({ state: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) });
        expect(delivery!.attempts).toBeGreaterThanOrEqual(2);
      },
      { timeout: 8000, interval: 50 },
    );
    await smtp.start();
    await t.deliveriesSent();
    expect(smtp.sentTo(ben.email)).toBe(1);
    const [delivery] = await deliveriesTo(t, ben.email);
    expect(delivery).toMatchObject({ state: 'sent', sentAt: expect.any(Date) });
    expect(await jobStatesOf(delivery!.id)).toEqual(['completed']);
  });

  it('records a delivery failed once its retries ran out', async () => {
    const once = await createTestApp({ DELIVERY_RETRY_LIMIT: '1' });
    try {
      once.context.mailer = { send: () => Promise.reject(new Error('421 try again later')) };
      const ben = await createSignedInMember(once, { firstName: 'Ben' });
      const ana = await createSignedInMember(once, { firstName: 'Ana' });
      await callApi(once, ana, 'POST', '/connections/', { receiver: ben.id, type: 'general' });
      await once.deliveriesSent();
      expect(await deliveriesTo(once, ben.email)).toEqual([
        expect.objectContaining({ state: 'failed', attempts: 2, lastError: '421 try again later' }),
      ]);
    } finally {
      await once.close();
    }
  });

  it('records an address the mail server refuses as failed, and never tries it again', async () => {
    await smtp.start();
    const nobody = await createSignedInMember(t, { email: `ben-${crypto.randomUUID()}@nobody.example` });
    await askToConnect(nobody);
    await t.deliveriesSent();
    const [delivery] = await deliveriesTo(t, nobody.email);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 1, lastError: expect.stringMatching(/No such user/) });
    await vi.waitFor(async () => expect(await jobStatesOf(delivery!.id)).toEqual(['completed']), { timeout: 5000 });
    expect(smtp.recipientsAsked.filter((address) => address === nobody.email)).toHaveLength(1);
    expect(smtp.sentTo(nobody.email)).toBe(0);
  });

  it('sends nothing twice when a delivery job runs again or is duplicated', async () => {
    await smtp.start();
    const ben = await createSignedInMember(t, { firstName: 'Ben' });
    await askToConnect(ben);
    const [delivery] = await deliveriesTo(t, ben.email);
    // Two more jobs for the same delivery, alongside the first or after it.
    await t.context.db.transaction((tx) =>
      enqueueJobs(t.context, tx, 'deliveries', [
        { data: { deliveryId: delivery!.id } },
        { data: { deliveryId: delivery!.id } },
      ]),
    );
    wakeWorkers(t.context, 'deliveries');
    await vi.waitFor(
      async () => expect(await jobStatesOf(delivery!.id)).toEqual(['completed', 'completed', 'completed']),
      { timeout: 5000, interval: 50 },
    );
    expect(smtp.sentTo(ben.email)).toBe(1);
    expect(await deliveriesTo(t, ben.email)).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })]);
  });

  it('has a duplicate job wait while the first one sends, then find the delivery sent', async () => {
    const ben = await createSignedInMember(t, { firstName: 'Ben' });
    const { mailer } = t.context;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sends = 0;
    t.context.mailer = {
      async send(email) {
        sends++;
        await held;
        await mailer.send(email);
      },
    };
    try {
      await askToConnect(ben);
      await vi.waitFor(() => expect(sends).toBe(1), { timeout: 5000, interval: 20 });
      const [delivery] = await deliveriesTo(t, ben.email);
      // Enqueued as the app enqueues its sends: with pg-boss's own policy (two retries, no delay) it
      // could fail for good between two looks at its state on a busy machine.
      const { retryLimit, retryDelaySeconds } = t.context.config.delivery;
      await t.context.db.transaction((tx) =>
        enqueueJobs(t.context, tx, 'deliveries', [
          { data: { deliveryId: delivery!.id }, retryLimit, retryDelay: retryDelaySeconds },
        ]),
      );
      wakeWorkers(t.context, 'deliveries');
      // It finds the row locked by the send under way, and is put back to try later.
      await vi.waitFor(async () => expect(await jobStatesOf(delivery!.id)).toEqual(['active', 'retry']), {
        timeout: 5000,
        interval: 20,
      });
      release();
      await vi.waitFor(async () => expect(await jobStatesOf(delivery!.id)).toEqual(['completed', 'completed']), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      release();
      t.context.mailer = mailer;
    }
    expect(sends).toBe(1);
    expect(smtp.sentTo(ben.email)).toBe(1);
  });

  it('makes a delivery once per key and channel, however often it is enqueued', async () => {
    const deliveryKey = `test:${crypto.randomUUID()}`;
    const row = {
      deliveryKey,
      channel: 'sms' as const,
      notificationId: null,
      address: '+4915100000901',
      content: { body: 'Hi' },
    };
    await t.context.db.transaction((tx) => enqueueDeliveries(t.context, tx, [row]));
    await t.context.db.transaction((tx) => enqueueDeliveries(t.context, tx, [row]));
    await t.deliveriesSent();
    const made = await t.context.db.select().from(deliveries).where(eq(deliveries.deliveryKey, deliveryKey));
    expect(made).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })]);
    expect(await jobStatesOf(made[0]!.id)).toEqual(['completed']);
    expect((await t.textMessages()).filter((text) => text.to === '+4915100000901')).toHaveLength(1);
  });
});

describe('failed deliveries for the admins', () => {
  it('shows admins and staff each channel’s failures with the last error, and no one else', async () => {
    await smtp.start();
    const nobody = await createSignedInMember(t, { email: `cleo-${crypto.randomUUID()}@nobody.example` });
    await askToConnect(nobody);
    await t.deliveriesSent();
    const [{ failed }] = (
      await t.context.db.execute<{ failed: number }>(
        sql`select count(*)::int as failed from deliveries where state = 'failed' and channel = 'email'`,
      )
    ).rows as [{ failed: number }];

    expect((await call(null, 'GET', '/deliveries/failed/')).statusCode).toBe(401);
    for (const userType of ['customer', 'pro'] as const) {
      const refused = await call(await createSignedInMember(t, { userType }), 'GET', '/deliveries/failed/');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
    }
    for (const userType of ['admin', 'staff'] as const) {
      const response = await call(await createSignedInMember(t, { userType }), 'GET', '/deliveries/failed/');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<FailedDeliveries>()).toEqual({
        results: [
          {
            channel: 'email',
            failed,
            last_error: expect.stringContaining('No such user'),
            last_failed_at: expect.any(String),
          },
        ],
      });
    }
  });
});
