import type { AlertScanResult, Connection, Notification, NotificationsPage } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, createSignedInMember } from '../../test/factories.ts';
import { readableEmail } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const call = (...request: ApiCall) => callApi(t, ...request);

async function ask(from: Member, to: Member, type: 'close' | 'general' | 'block' = 'general') {
  const response = await call(from, 'POST', '/connections/', { receiver: to.id, type });
  expect(response.statusCode, response.body).toBe(201);
  // Each notification a second apart, so "newest first" has one answer.
  t.clock.advance(1000);
  return response.json<Connection>();
}

async function notificationsOf(member: Member, query = '') {
  const response = await call(member, 'GET', `/notifications/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationsPage>();
}

// Emails and texts are sent by jobs after the response: read once every one is sent or refused.
async function emailsTo(member: Member) {
  await t.deliveriesSent();
  return (await t.emails()).filter((email) => email.includes(`To: ${member.email}`)).map(readableEmail);
}

async function textsTo(phoneNumber: string) {
  await t.deliveriesSent();
  return (await t.textMessages()).filter((message) => message.to === phoneNumber);
}

describe('the notifications list', () => {
  it('shows a member what happened to them, newest first, each actor as they may see them', async () => {
    const ben = await createSignedInMember(t, { firstName: 'Ben' });
    const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
    const cleo = await createSignedInMember(t, { firstName: 'Cleo' });
    await call(ana, 'PUT', `/users/${ana.id}/`, { visibility: { last_name: 'close-network' } });
    await ask(ana, ben);
    await ask(cleo, ben);

    const page = await notificationsOf(ben);
    expect(page).toMatchObject({ count: 2, unread: 2, next: null, previous: null });
    expect(page.results.map((notification) => notification.actor?.id)).toEqual([cleo.id, ana.id]);
    const [, fromAna] = page.results;
    expect(fromAna).toMatchObject({
      kind: 'connection_requested',
      trip_id: null,
      location: null,
      starts_at: null,
      read_at: null,
      opened_at: null,
    });
    // Ana keeps her last name for close connections: Ben is not one.
    expect(fromAna!.actor).toMatchObject({ first_name: 'Ana', last_name: null, display_name: 'Ana' });
    expect(await notificationsOf(ana)).toMatchObject({ count: 0, unread: 0, results: [] });
  });

  it('pages by limit and offset', async () => {
    const ben = await createSignedInMember(t);
    for (let asker = 0; asker < 3; asker++) await ask(await createSignedInMember(t), ben);

    const first = await notificationsOf(ben, '?limit=2');
    expect(first).toMatchObject({ count: 3, unread: 3, previous: null });
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe('http://localhost:8080/thr/v1/api/notifications/?limit=2&offset=2');
    const second = await notificationsOf(ben, '?limit=2&offset=2');
    expect(second.results).toHaveLength(1);
    expect(second.previous).toBe('http://localhost:8080/thr/v1/api/notifications/?limit=2&offset=0');
    expect(new Set([...first.results, ...second.results].map((notification) => notification.id)).size).toBe(3);
  });

  it('marks a notification read and opened, and unread again', async () => {
    const ben = await createSignedInMember(t);
    await ask(await createSignedInMember(t), ben);
    await ask(await createSignedInMember(t), ben);
    const [newest] = (await notificationsOf(ben)).results;
    const readAt = '2026-06-01T10:00:00.000Z';

    const read = await call(ben, 'PUT', `/notifications/${newest!.id}/`, { read_at: readAt });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Notification>()).toMatchObject({ id: newest!.id, read_at: readAt, opened_at: null });
    expect(await notificationsOf(ben)).toMatchObject({ count: 2, unread: 1 });

    const opened = await call(ben, 'PUT', `/notifications/${newest!.id}/`, { opened_at: readAt });
    // What was not sent stays as it was.
    expect(opened.json<Notification>()).toMatchObject({ read_at: readAt, opened_at: readAt });

    const unread = await call(ben, 'PUT', `/notifications/${newest!.id}/`, { read_at: null });
    expect(unread.json<Notification>()).toMatchObject({ read_at: null, opened_at: readAt });
    expect(await notificationsOf(ben)).toMatchObject({ count: 2, unread: 2 });

    const invalid = await call(ben, 'PUT', `/notifications/${newest!.id}/`, { read_at: 'yesterday' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', fields: { read_at: expect.any(Array) } });
  });

  it('deletes one notification, keeping it out of sight for good, and clears all', async () => {
    const ben = await createSignedInMember(t);
    for (let asker = 0; asker < 3; asker++) await ask(await createSignedInMember(t), ben);
    const [newest] = (await notificationsOf(ben)).results;

    expect((await call(ben, 'DELETE', `/notifications/${newest!.id}/`)).statusCode).toBe(204);
    const left = await notificationsOf(ben);
    expect(left).toMatchObject({ count: 2, unread: 2 });
    expect(left.results.map((notification) => notification.id)).not.toContain(newest!.id);
    // A deleted notification is kept, marked, and can no longer be changed or deleted.
    const { rows } = await t.context.db.$client.query('select deleted_at from notifications where id = $1', [
      newest!.id,
    ]);
    expect(rows[0].deleted_at).toBeInstanceOf(Date);
    expect((await call(ben, 'PUT', `/notifications/${newest!.id}/`, { read_at: null })).statusCode).toBe(404);
    expect((await call(ben, 'DELETE', `/notifications/${newest!.id}/`)).statusCode).toBe(404);

    expect((await call(ben, 'POST', '/notifications/clear-all/')).statusCode).toBe(204);
    expect(await notificationsOf(ben)).toMatchObject({ count: 0, unread: 0, results: [] });
  });

  it("answers 404 to another member's notification and leaves it as it was", async () => {
    const ben = await createSignedInMember(t);
    const eve = await createSignedInMember(t);
    await ask(await createSignedInMember(t), ben);
    await ask(await createSignedInMember(t), eve);
    const [bens] = (await notificationsOf(ben)).results;

    for (const response of [
      await call(eve, 'PUT', `/notifications/${bens!.id}/`, { read_at: '2026-06-01T10:00:00.000Z' }),
      await call(eve, 'DELETE', `/notifications/${bens!.id}/`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'notification.not_found', message: 'Notification not found' });
    }
    expect((await call(eve, 'POST', '/notifications/clear-all/')).statusCode).toBe(204);
    expect(await notificationsOf(ben)).toMatchObject({ count: 1, unread: 1, results: [{ id: bens!.id }] });
    expect((await call(null, 'GET', '/notifications/')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/notifications/clear-all/')).statusCode).toBe(401);
  });

  it('no longer shows a notification about a member with whom a block now stands, either way', async () => {
    const ben = await createSignedInMember(t);
    const ana = await createSignedInMember(t);
    const cleo = await createSignedInMember(t);
    await ask(ana, ben);
    await ask(cleo, ben);
    expect(await notificationsOf(ben)).toMatchObject({ count: 2, unread: 2 });

    // Ben blocks Ana; Cleo blocks Ben.
    await ask(ben, ana, 'block');
    await ask(cleo, ben, 'block');
    const page = await notificationsOf(ben);
    expect(page).toMatchObject({ count: 0, unread: 0, results: [] });
  });
});

describe('connection alerts', () => {
  it('tells the asker when their request is accepted, once', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t, { firstName: 'Ben' });
    const asked = await ask(ana, ben);
    const accept = await call(ben, 'PUT', `/connections/${asked.id}/`, { status: 'active' });
    expect(accept.statusCode, accept.body).toBe(200);
    // Accepting an agreed connection again changes nothing and tells nobody.
    await call(ben, 'PUT', `/connections/${asked.id}/`, { status: 'active' });

    const page = await notificationsOf(ana);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ kind: 'connection_accepted', actor: { id: ben.id, first_name: 'Ben' } });
  });

  it('shows a request the asked member accepted as read, its asker now connected', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana' });
    const ben = await createSignedInMember(t);
    const asked = await ask(ana, ben);
    const [request] = (await notificationsOf(ben)).results;
    expect(request).toMatchObject({
      kind: 'connection_requested',
      read_at: null,
      actor: { connection: { status: 'pending_receiver' } },
    });

    const accept = await call(ben, 'PUT', `/connections/${asked.id}/`, { status: 'active' });
    expect(accept.statusCode, accept.body).toBe(200);

    const page = await notificationsOf(ben);
    expect(page).toMatchObject({ count: 1, unread: 0 });
    expect(page.results[0]).toMatchObject({
      id: request!.id,
      kind: 'connection_requested',
      read_at: expect.any(String),
      actor: { id: ana.id, connection: { status: 'active' } },
    });
    expect(page.results[0]!.updated_at > request!.updated_at).toBe(true);
  });

  it('takes away a request once it is declined, withdrawn or ended by a block', async () => {
    for (const [answer, by] of [
      ['declined', 'asked'],
      ['withdrawn', 'asker'],
      ['blocked', 'asked'],
    ] as const) {
      const ana = await createSignedInMember(t);
      const ben = await createSignedInMember(t);
      const other = await createSignedInMember(t);
      const asked = await ask(ana, ben);
      // Another request to Ben stays.
      await ask(other, ben);
      const response =
        answer === 'blocked'
          ? await call(ben, 'PUT', `/connections/${asked.id}/`, { type: 'block' })
          : await call(by === 'asked' ? ben : ana, 'DELETE', `/connections/${asked.id}/`);
      expect(response.statusCode, `${answer}: ${response.body}`).toBeLessThan(300);

      const page = await notificationsOf(ben);
      expect(
        page.results.map((notification) => notification.actor?.id),
        answer,
      ).toEqual([other.id]);
      expect(page, answer).toMatchObject({ count: 1, unread: 1 });
    }
  });

  it('makes an alert once however often it is evaluated', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const asked = await ask(ana, ben);
    for (let again = 0; again < 2; again++) {
      await t.context.events.publish('connection.requested', {
        connectionId: asked.id,
        memberId: ana.id,
        otherId: ben.id,
        type: 'general',
      });
    }
    expect((await notificationsOf(ben)).count).toBe(1);
    expect(await emailsTo(ben)).toHaveLength(1);
  });
});

describe('delivery', () => {
  it('emails a member by default: one sentence and a link to the page it is about', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
    const ben = await createSignedInMember(t, { firstName: 'Ben', verifiedPhoneNumber: '+4915100000201' });
    await ask(ana, ben);

    const [email, ...more] = await emailsTo(ben);
    expect(more).toEqual([]);
    expect(email).toContain('Subject: Ana Lima asked to connect');
    expect(email).toContain('Hello Ben,');
    expect(email).toContain('Ana Lima asked to connect with you on Here & There.');
    expect(email).toContain(`http://localhost:8080/users/${ana.id}`);
    // Texts are off unless the member turns them on.
    expect(await textsTo('+4915100000201')).toEqual([]);
  });

  it('texts only a verified number, and emails nobody who turned email off', async () => {
    const ben = await createSignedInMember(t, { firstName: 'Ben', verifiedPhoneNumber: '+4915100000202' });
    const cleo = await createSignedInMember(t, { firstName: 'Cleo' });
    for (const member of [ben, cleo]) {
      const changed = await call(member, 'PUT', `/users/${member.id}/`, {
        notification_preferences: { email: false, sms: true },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
    await ask(ana, ben);
    await ask(ana, cleo);

    expect(await textsTo('+4915100000202')).toEqual([
      expect.objectContaining({
        body: `Ana Lima asked to connect with you on Here & There. http://localhost:8080/users/${ana.id}`,
      }),
    ]);
    expect(await emailsTo(ben)).toEqual([]);
    // Cleo has no verified number: she has the notification in the app only.
    expect(await emailsTo(cleo)).toEqual([]);
    expect((await notificationsOf(cleo)).count).toBe(1);
  });

  it('keeps the notification when a transport fails, and the request succeeds', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const { mailer } = t.context;
    t.context.mailer = {
      send: () => Promise.reject(new Error('the mail server is down')),
    };
    try {
      await ask(ana, ben);
    } finally {
      t.context.mailer = mailer;
    }
    expect((await notificationsOf(ben)).count).toBe(1);
  });
});

describe('the alert scan on demand', () => {
  it('runs for admins and staff, and is forbidden to everyone else', async () => {
    const customer = await createSignedInMember(t);
    const pro = await createSignedInMember(t, { userType: 'pro' });
    for (const member of [customer, pro]) {
      const refused = await call(member, 'POST', '/alerts/run/');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await call(null, 'POST', '/alerts/run/')).statusCode).toBe(401);
    for (const userType of ['admin', 'staff'] as const) {
      const operator = await createSignedInMember(t, { userType });
      const run = await call(operator, 'POST', '/alerts/run/');
      expect(run.statusCode, run.body).toBe(200);
      expect(run.json<AlertScanResult>()).toEqual({
        created: expect.any(Number),
        moved: expect.any(Number),
        withdrawn: expect.any(Number),
      });
    }
  });
});

describe('deleting an account', () => {
  it('takes the notifications the member received and those about them', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const cleo = await createSignedInMember(t);
    await ask(ana, ben);
    await ask(cleo, ana);

    expect((await call(ana, 'DELETE', `/users/${ana.id}/`)).statusCode).toBe(204);
    const { rows } = await t.context.db.$client.query(
      'select count(*)::int as left_over from notifications where recipient_id = $1 or actor_id = $1',
      [ana.id],
    );
    expect(rows[0].left_over).toBe(0);
    expect((await notificationsOf(ben)).count).toBe(0);
  });
});
