import { randomInt } from 'node:crypto';
import type { NotificationChannels } from '@here-and-there/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, createSignedInMember, dayFromToday } from '../../test/factories.ts';
import { lisbon, tokyo } from '../../test/places.ts';
import { FakePushService, pushServiceCa, subscribeBrowser } from '../../test/push-service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { wakeDeliveries } from './notification-delivery.ts';

let t: TestApp;
let pushService: FakePushService;
let startedAt: number;

beforeAll(async () => {
  pushService = new FakePushService();
  await pushService.start();
  t = await createTestApp({ WEB_PUSH_SERVICES: '127.0.0.1' }, { pushServiceCa });
  startedAt = t.clock.now().getTime();
});
// Sessions live on the app's clock: each test moves it from the same moment.
afterEach(() => t.clock.advance(startedAt - t.clock.now().getTime()));
afterAll(async () => {
  await t.close();
  await pushService.stop();
});

const call = (...request: ApiCall) => callApi(t, ...request);

async function expectOk(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

/** A member reached on every channel: a browser, their sign-in email, a verified number with texts on. */
async function reachableMember(firstName: string, preferences: object = {}, fields: object = {}) {
  const phoneNumber = `+49151${randomInt(10_000_000, 99_999_999)}`;
  const member = await createSignedInMember(t, { firstName, lastName: 'Lima', verifiedPhoneNumber: phoneNumber });
  const browser = subscribeBrowser(pushService.endpoint());
  await expectOk(
    await call(member, 'POST', '/notifications/add-push-device/', {
      device_token: browser.deviceToken,
      device_type: 'web',
    }),
  );
  await expectOk(
    await call(member, 'PUT', `/users/${member.id}/`, {
      ...fields,
      notification_preferences: { sms: true, ...preferences },
    }),
  );
  return { ...member, phoneNumber, browser };
}

type Reachable = Awaited<ReturnType<typeof reachableMember>>;

/** The titles of the pushes, the subjects of the emails and the texts a member got so far. */
async function whatReached(member: Reachable) {
  const pushes = pushService
    .pushesTo(member.browser.subscription.endpoint)
    .map((push) => (member.browser.read(push) as { title: string }).title);
  const emails = (await t.emails()).filter((email) => email.includes(`To: ${member.email}`));
  const texts = (await t.textMessages()).filter((text) => text.to === member.phoneNumber).map((text) => text.body);
  return { pushes, emails, texts };
}

/** By which channels a member heard of what `words` name, once every delivery is sent. */
async function channelsThatTold(member: Reachable, words: RegExp): Promise<NotificationChannels> {
  await t.deliveriesSent();
  const { pushes, emails, texts } = await whatReached(member);
  return {
    push: pushes.some((title) => words.test(title)),
    email: emails.some((email) => words.test(email)),
    sms: texts.some((text) => words.test(text)),
  };
}

const connectionRequest = /asked to connect/;
const newTrip = /has a new trip|is going to/;

async function askToConnect(from: Member, to: Member) {
  const asked = await expectOk(await call(from, 'POST', '/connections/', { receiver: to.id, type: 'general' }));
  return asked.json<{ id: string }>();
}

describe('channels per topic', () => {
  const allOn = { push: true, email: true, sms: true };

  it.each(['push', 'email', 'sms'] as const)(
    'stops only %s, only for the topic it is turned off for',
    async (channel) => {
      const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
      const ben = await reachableMember('Ben', { topics: { connection_requests: { [channel]: false } } });
      const asked = await askToConnect(ana, ben);
      expect(await channelsThatTold(ben, connectionRequest)).toEqual({ ...allOn, [channel]: false });

      // The network's trips are another topic: every channel still tells of one.
      await expectOk(await call(ben, 'PUT', `/connections/${asked.id}/`, { status: 'active', type: 'general' }));
      await expectOk(
        await call(ana, 'POST', '/trips/', {
          location: lisbon,
          arrival_datetime: dayFromToday(t, 20),
          departure_datetime: dayFromToday(t, 22),
          notify: true,
        }),
      );
      expect(await channelsThatTold(ben, newTrip)).toEqual(allOn);
    },
  );

  it('lets a global switch turned off win over a topic left on', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
    const ben = await reachableMember('Ben', { email: false, topics: { connection_requests: { email: true } } });
    await askToConnect(ana, ben);
    expect(await channelsThatTold(ben, connectionRequest)).toEqual({ push: true, email: false, sms: true });
  });
});

/**
 * Waits until the delivery queue has nothing to do now (no job running or due), then answers the
 * pending deliveries and when their jobs start: those held for quiet hours.
 */
async function heldDeliveries() {
  const deadline = Date.now() + 10_000;
  const db = t.context.db.$client;
  for (;;) {
    const { rows } = await db.query<{ busy: number }>(
      `select count(*)::int as busy from pgboss.job where name = 'deliveries'
        and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    );
    if (rows[0]!.busy === 0) break;
    if (Date.now() > deadline) throw new Error('the delivery queue is still busy after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { rows } = await db.query<{ channel: string; address: string; start_after: Date }>(
    `select d.channel, d.address, j.start_after from deliveries d
      join pgboss.job j on j.name = 'deliveries' and j.data->>'deliveryId' = d.id::text and j.state = 'created'
      where d.state = 'pending' order by d.address, d.channel`,
  );
  return rows.map((row) => ({ channel: row.channel, address: row.address, until: row.start_after.toISOString() }));
}

/** Has the queue's time catch up with the jobs waiting for a later start, as hours passing would. */
async function runHeldJobsNow() {
  await t.context.db.$client.query(
    `update pgboss.job set start_after = now() where name = 'deliveries' and state = 'created' and start_after > now()`,
  );
  wakeDeliveries(t.context);
}

/** What the clocks of a zone show at an instant: "08:00". */
const wallClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

describe('quiet hours', () => {
  it('hold a push and a text until they end in the home city, then send them once; an email goes at once', async () => {
    // 21:00 UTC: 06:00 the next morning in Tokyo, 21:00 (22:00 in summer) in Lisbon.
    const evening = new Date(t.clock.now());
    evening.setUTCHours(21, 0, 0, 0);
    if (evening.getTime() <= t.clock.now().getTime()) evening.setUTCDate(evening.getUTCDate() + 1);
    t.clock.advance(evening.getTime() - t.clock.now().getTime());
    const quiet = { quiet_hours: { starts_at: '20:00', ends_at: '08:00' } };
    const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
    const ben = await reachableMember('Ben', quiet, { base_location: tokyo });
    const cleo = await reachableMember('Cleo', quiet, { base_location: lisbon });
    const deviceOf = async (member: Reachable) => {
      const { rows } = await t.context.db.$client.query<{ id: string }>(
        'select id from push_devices where member_id = $1',
        [member.id],
      );
      return rows[0]!.id;
    };
    const [benDevice, cleoDevice] = [await deviceOf(ben), await deviceOf(cleo)];
    await askToConnect(ana, ben);
    await askToConnect(ana, cleo);

    // Tokyo's quiet hours end at 08:00 there, 23:00 UTC; Lisbon's at 08:00 there the next day.
    const tokyoEnd = new Date(evening.getTime() + 2 * 3_600_000).toISOString();
    const held = await heldDeliveries();
    expect(held).toEqual(
      expect.arrayContaining([
        { channel: 'push', address: benDevice, until: tokyoEnd },
        { channel: 'sms', address: ben.phoneNumber, until: tokyoEnd },
      ]),
    );
    const lisbonHeld = held.filter((delivery) => [cleoDevice, cleo.phoneNumber].includes(delivery.address));
    expect(lisbonHeld.map(({ channel }) => channel).sort()).toEqual(['push', 'sms']);
    const lisbonEnd = lisbonHeld[0]!.until;
    expect(lisbonHeld[1]!.until).toBe(lisbonEnd);
    expect(wallClock(lisbonEnd, 'Europe/Lisbon')).toBe('08:00');
    expect(new Date(lisbonEnd).getTime() - evening.getTime()).toBeGreaterThan(8 * 3_600_000);
    expect(held).toHaveLength(4);
    for (const member of [ben, cleo]) {
      const reached = await whatReached(member);
      expect(reached.emails.filter((email) => connectionRequest.test(email))).toHaveLength(1);
      expect([reached.pushes, reached.texts]).toEqual([[], []]);
    }

    // A job run before they end (a retry, a queue ahead of the clock) finds them quiet and waits again.
    await runHeldJobsNow();
    expect(await heldDeliveries()).toEqual(held);
    expect((await whatReached(ben)).pushes).toEqual([]);

    // Tokyo's end comes: Ben's push and text go, Cleo's wait on.
    t.clock.advance(new Date(tokyoEnd).getTime() - t.clock.now().getTime());
    await runHeldJobsNow();
    expect(await heldDeliveries()).toEqual(lisbonHeld);
    expect(await channelsOf(ben)).toEqual({ pushes: 1, texts: 1 });
    expect(await channelsOf(cleo)).toEqual({ pushes: 0, texts: 0 });

    t.clock.advance(new Date(lisbonEnd).getTime() - t.clock.now().getTime());
    await runHeldJobsNow();
    expect(await heldDeliveries()).toEqual([]);
    await runHeldJobsNow();
    expect(await channelsOf(ben)).toEqual({ pushes: 1, texts: 1 });
    expect(await channelsOf(cleo)).toEqual({ pushes: 1, texts: 1 });
  });

  it('read them in UTC for a member with no home city', async () => {
    const now = t.clock.now().getTime();
    const inHours = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
    const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
    const ben = await reachableMember('Ben', {
      quiet_hours: { starts_at: wallClock(inHours(-1), 'UTC'), ends_at: wallClock(inHours(2), 'UTC') },
    });
    await askToConnect(ana, ben);
    const end = new Date(Math.floor(Date.parse(inHours(2)) / 60_000) * 60_000).toISOString();
    expect((await heldDeliveries()).map(({ until }) => until)).toEqual([end, end]);

    t.clock.advance(Date.parse(end) - now);
    await runHeldJobsNow();
    expect(await heldDeliveries()).toEqual([]);
    expect(await channelsOf(ben)).toEqual({ pushes: 1, texts: 1 });
  });
});

/** How many pushes and texts of a connection request reached a member. */
async function channelsOf(member: Reachable) {
  const { pushes, texts } = await whatReached(member);
  return {
    pushes: pushes.filter((title) => connectionRequest.test(title)).length,
    texts: texts.filter((text) => connectionRequest.test(text)).length,
  };
}
