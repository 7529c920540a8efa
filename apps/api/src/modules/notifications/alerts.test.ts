import type {
  Connection,
  Contact,
  Notification,
  NotificationsPage,
  SignupResponse,
  Trip,
} from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCall,
  callApi,
  createSignedInMember,
  dayFromToday,
  dayMs,
  memberPassword,
} from '../../test/factories.ts';
import { readableEmail } from '../../test/outbox.ts';
import { berlin, hamburg, lisbon, potsdam } from '../../test/places.ts';
import { createTestApp, rewindClockAfterEach, type TestApp } from '../../test/test-app.ts';
import { findDueCrossings } from '../crossings/index.ts';
import { sendDueAlerts } from './alerts.service.ts';
import { formatDays } from './notification-messages.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
rewindClockAfterEach(() => t);
afterAll(() => t.close());

type Member = { id: string; token: string; email: string };
type Level = 'close' | 'general' | 'block';

const call = (...request: ApiCall) => callApi(t, ...request);

async function expectOk(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** The day `offset` days from the test clock's today, as the API takes trip days. */
const day = (offset: number) => dayFromToday(t, offset);
const today = () => day(0);

async function member(firstName: string, home: number | null, overrides: { verifiedPhoneNumber?: string } = {}) {
  const created = await createSignedInMember(t, { firstName, lastName: 'Test', ...overrides });
  if (home !== null) await expectOk(await call(created, 'PUT', `/users/${created.id}/`, { base_location: home }));
  return created;
}

/** `a` asks `b` at `aHoldsB`, `b` accepts at `bHoldsA`. */
async function connect(a: Member, b: Member, aHoldsB: Level = 'general', bHoldsA: Level = 'general') {
  const asked = (
    await expectOk(await call(a, 'POST', '/connections/', { receiver: b.id, type: aHoldsB }))
  ).json<Connection>();
  await expectOk(await call(b, 'PUT', `/connections/${asked.id}/`, { status: 'active', type: bHoldsA }));
}

async function trip(owner: Member, place: number, from: number, to: number, fields: object = {}) {
  const response = await expectOk(
    await call(owner, 'POST', '/trips/', {
      location: place,
      arrival_datetime: day(from),
      departure_datetime: day(to),
      ...fields,
    }),
  );
  return response.json<Trip>();
}

const changeTrip = async (owner: Member, id: string, fields: object) =>
  (await expectOk(await call(owner, 'PUT', `/trips/${id}/`, fields))).json<Trip>();

async function notificationsOf(member: Member, kind: Notification['kind']) {
  const response = await expectOk(await call(member, 'GET', '/notifications/?limit=100'));
  return response.json<NotificationsPage>().results.filter((notification) => notification.kind === kind);
}

/** An email's text with its UTF-8 letters (the dash of a range of days) read back. */
const emailText = (eml: string) => Buffer.from(readableEmail(eml), 'latin1').toString('utf8');

// Emails and texts are sent by jobs after the response: read once every one is sent or refused.
async function sentEmails() {
  await t.deliveriesSent();
  return t.emails();
}

async function sentTexts() {
  await t.deliveriesSent();
  return t.textMessages();
}

const emailsTo = async (member: Member) =>
  (await sentEmails()).filter((email) => email.includes(`To: ${member.email}`)).map(emailText);

/** The emails of crossing alerts a member got. */
const alertEmailsTo = async (member: Member) =>
  (await emailsTo(member)).filter((email) => /is coming to your town|will be where you are going/.test(email));

/** Moves the test clock `days` ahead and runs the alert scan as the hourly job would. */
async function scanAfter(days: number) {
  t.clock.advance(days * dayMs);
  return sendDueAlerts(t.context);
}

describe('crossing alerts', () => {
  it('tells both members of a crossing their lead days before it starts, once however often the scan runs', async () => {
    const ana = await member('Ana', berlin);
    const ben = await member('Ben', hamburg);
    await connect(ana, ben);
    const visit = await trip(ben, potsdam, 10, 12);

    expect((await scanAfter(0)).created).toBe(0);
    expect(await notificationsOf(ana, 'peer_in_location')).toEqual([]);

    const scan = await scanAfter(8);
    expect(scan.created).toBe(2);
    const [toAna, ...moreToAna] = await notificationsOf(ana, 'peer_in_location');
    expect(moreToAna).toEqual([]);
    // Ben comes here: to Potsdam, next to Ana's Berlin.
    expect(toAna).toMatchObject({
      actor: { id: ben.id, first_name: 'Ben' },
      trip_id: visit.id,
      location: { id: potsdam, title: 'Potsdam, Germany' },
      starts_at: `${day(2)}T00:00:00.000Z`,
      read_at: null,
    });
    // Ana is there: where Ben is going, her home city.
    expect(await notificationsOf(ben, 'peer_in_location')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: ana.id }),
        trip_id: visit.id,
        location: expect.objectContaining({ id: berlin }),
      }),
    ]);
    const [email] = await alertEmailsTo(ana);
    expect(email).toContain('Subject: Ben Test is coming to your town');
    expect(email).toContain(`Ben Test will be in Potsdam, Germany (${formatDays(day(2), day(4))}), near you.`);
    expect(email).toContain(`http://localhost:8080/trips/${visit.id}`);
    expect(await alertEmailsTo(ben)).toEqual([expect.stringContaining('You will be in Berlin, Germany')]);

    for (const hours of [0, 1, 24]) expect((await scanAfter(hours / 24)).created).toBe(0);
    expect(await notificationsOf(ana, 'peer_in_location')).toHaveLength(1);
    expect(await notificationsOf(ben, 'peer_in_location')).toHaveLength(1);
    expect(await alertEmailsTo(ana)).toHaveLength(1);
  });

  it("follows each member's own lead days", async () => {
    const ana = await member('Ana', berlin);
    const ben = await member('Ben', hamburg);
    await connect(ana, ben);
    await expectOk(await call(ana, 'PUT', `/users/${ana.id}/`, { notification_preferences: { alert_lead_days: 5 } }));
    await trip(ben, berlin, 10, 11);

    await scanAfter(5);
    expect(await notificationsOf(ana, 'peer_in_location')).toHaveLength(1);
    expect(await notificationsOf(ben, 'peer_in_location')).toEqual([]);
    await scanAfter(3);
    expect(await notificationsOf(ben, 'peer_in_location')).toHaveLength(1);
  });

  it('moves the alert when the trip moves, without telling again', async () => {
    const ana = await member('Ana', berlin);
    const ben = await member('Ben', hamburg);
    await connect(ana, ben);
    const visit = await trip(ben, berlin, 6, 8);
    await scanAfter(4);
    const [before] = await notificationsOf(ana, 'peer_in_location');
    expect(before!.starts_at).toBe(`${day(2)}T00:00:00.000Z`);

    await changeTrip(ben, visit.id, { arrival_datetime: day(3), departure_datetime: day(5) });
    const [after] = await notificationsOf(ana, 'peer_in_location');
    expect(after).toMatchObject({ id: before!.id, starts_at: `${day(3)}T00:00:00.000Z` });
    await scanAfter(0);
    expect(await alertEmailsTo(ana)).toHaveLength(1);
  });

  it('withdraws the alert when the trip is hidden, and when it is deleted', async () => {
    const ana = await member('Ana', berlin);
    const ben = await member('Ben', hamburg);
    const cleo = await member('Cleo', lisbon);
    await connect(ana, ben);
    await connect(cleo, ben);
    const toBerlin = await trip(ben, berlin, 5, 6);
    const toLisbon = await trip(ben, lisbon, 8, 9);
    await scanAfter(3);
    await scanAfter(3);
    expect(await notificationsOf(ana, 'peer_in_location')).toHaveLength(1);
    expect(await notificationsOf(cleo, 'peer_in_location')).toHaveLength(1);
    expect(await notificationsOf(ben, 'peer_in_location')).toHaveLength(2);

    await changeTrip(ben, toBerlin.id, { visibility: 'hidden' });
    expect(await notificationsOf(ana, 'peer_in_location')).toEqual([]);
    // Ben still sees his own hidden trip, and so his crossing with Ana.
    expect(await notificationsOf(ben, 'peer_in_location')).toHaveLength(2);

    await expectOk(await call(ben, 'DELETE', `/trips/${toLisbon.id}/`));
    expect(await notificationsOf(cleo, 'peer_in_location')).toEqual([]);
    expect(await notificationsOf(ben, 'peer_in_location')).toHaveLength(1);
    // The scan does not bring back what was withdrawn.
    await scanAfter(0);
    expect(await notificationsOf(ana, 'peer_in_location')).toEqual([]);
  });

  it('withdraws, at the next scan, an alert whose crossing is gone even if no event told of it', async () => {
    const ana = await member('Ana', berlin);
    const ben = await member('Ben', hamburg);
    await connect(ana, ben);
    await trip(ben, berlin, 4, 5);
    await scanAfter(2);
    expect(await notificationsOf(ana, 'peer_in_location')).toHaveLength(1);

    // As if a rewrite of the crossings had not been announced.
    await t.context.db.$client.query('delete from crossings where viewer_id = $1', [ana.id]);
    expect(await scanAfter(1 / 24)).toMatchObject({ withdrawn: 1 });
    expect(await notificationsOf(ana, 'peer_in_location')).toEqual([]);
    expect(await notificationsOf(ben, 'peer_in_location')).toHaveLength(1);
  });

  it('never alerts a blocked member, and withdraws the alert when a block comes after it', async () => {
    const ana = await member('Ana', berlin);
    const ben = await member('Ben', hamburg);
    const cleo = await member('Cleo', berlin);
    await connect(ana, ben);
    await connect(cleo, ben);
    await trip(ben, berlin, 6, 7);
    await expectOk(await call(ana, 'POST', '/connections/', { receiver: ben.id, type: 'block' }));

    await scanAfter(4);
    // The crossings the scan reads already leave the blocked pair out.
    const due = await findDueCrossings(t.context.db, today());
    const between = (a: Member, b: Member) => (row: (typeof due)[number]) =>
      row.viewerId === a.id && row.otherId === b.id;
    expect(due.filter(between(ana, ben))).toEqual([]);
    expect(due.filter(between(ben, ana))).toEqual([]);
    expect(due.filter(between(cleo, ben))).toHaveLength(1);
    expect(await notificationsOf(ana, 'peer_in_location')).toEqual([]);
    expect((await notificationsOf(ben, 'peer_in_location')).map((alert) => alert.actor?.id)).toEqual([cleo.id]);

    await expectOk(await call(cleo, 'POST', '/connections/', { receiver: ben.id, type: 'block' }));
    expect(await notificationsOf(cleo, 'peer_in_location')).toEqual([]);
    expect(await notificationsOf(ben, 'peer_in_location')).toEqual([]);
    const { rows } = await t.context.db.$client.query(
      "select count(*)::int as alerts from notifications where kind = 'peer_in_location' and recipient_id in ($1, $2)",
      [cleo.id, ben.id],
    );
    expect(rows[0].alerts).toBe(0);
  });
});

describe('new trip alerts', () => {
  it("tells the owner's network of a new trip with the notify flag, only those who may see it, once", async () => {
    const ana = await member('Ana', berlin);
    const [ben, cleo, dan, eve] = await Promise.all(['Ben', 'Cleo', 'Dan', 'Eve'].map((name) => member(name, hamburg)));
    await connect(ana, ben!, 'close');
    await connect(ana, cleo!, 'general');
    await connect(ana, eve!, 'close');
    // Dan asked Ana, who has not answered: he chose her, she did not agree.
    await expectOk(await call(dan!, 'POST', '/connections/', { receiver: ana.id, type: 'general' }));

    const closeTrip = await trip(ana, lisbon, 20, 22, {
      visibility: 'close-network',
      visibility_exclusions: [eve!.id],
      notify: true,
    });
    const [toBen] = await notificationsOf(ben!, 'new_trip');
    expect(toBen).toMatchObject({
      actor: { id: ana.id },
      trip_id: closeTrip.id,
      location: { id: lisbon, title: 'Lisbon, Portugal' },
      starts_at: `${day(20)}T00:00:00.000Z`,
    });
    for (const other of [cleo!, dan!, eve!]) expect(await notificationsOf(other, 'new_trip')).toEqual([]);
    expect((await emailsTo(ben!)).filter((email) => email.includes('Subject: Ana Test has a new trip'))).toHaveLength(
      1,
    );

    // Saving it again tells nobody again; a trip without the flag tells nobody.
    await changeTrip(ana, closeTrip.id, { description: 'Pastéis de nata', notify: true });
    await trip(ana, lisbon, 30, 31);
    expect(await notificationsOf(ben!, 'new_trip')).toHaveLength(1);
    expect(await notificationsOf(cleo!, 'new_trip')).toEqual([]);

    // A trip not confirmed yet tells nobody either.
    await trip(ana, hamburg, 40, 41, { status: 'not-confirmed', notify: true });
    expect(await notificationsOf(ben!, 'new_trip')).toHaveLength(1);
  });

  it('withdraws the alert when its recipient may no longer see the trip', async () => {
    const ana = await member('Ana', berlin);
    const ben = await member('Ben', hamburg);
    await connect(ana, ben, 'close');
    await trip(ana, lisbon, 20, 22, { visibility: 'close-network', notify: true });
    expect(await notificationsOf(ben, 'new_trip')).toHaveLength(1);

    const [connection] = (await expectOk(await call(ana, 'GET', '/connections/'))).json<{ results: Connection[] }>()
      .results;
    await expectOk(await call(ana, 'PUT', `/connections/${connection!.id}/`, { type: 'general' }));
    expect(await notificationsOf(ben, 'new_trip')).toEqual([]);
  });

  it('moves the alert with its trip, and withdraws it when the trip is hidden or deleted', async () => {
    const ana = await member('Ana', berlin);
    const ben = await member('Ben', hamburg);
    await connect(ana, ben);
    const away = await trip(ana, lisbon, 20, 22, { notify: true });

    await changeTrip(ana, away.id, { location: hamburg, arrival_datetime: day(21), departure_datetime: day(23) });
    expect(await notificationsOf(ben, 'new_trip')).toEqual([
      expect.objectContaining({
        location: expect.objectContaining({ id: hamburg }),
        starts_at: `${day(21)}T00:00:00.000Z`,
      }),
    ]);
    await changeTrip(ana, away.id, { visibility: 'hidden' });
    expect(await notificationsOf(ben, 'new_trip')).toEqual([]);

    const again = await trip(ana, lisbon, 25, 26, { notify: true });
    expect(await notificationsOf(ben, 'new_trip')).toHaveLength(1);
    await expectOk(await call(ana, 'DELETE', `/trips/${again.id}/`));
    expect(await notificationsOf(ben, 'new_trip')).toEqual([]);
  });
});

describe('contacts told of a trip', () => {
  it('tells members in the app and everyone else by text or email, never of a trip they may not see', async () => {
    const ana = await member('Ana', berlin);
    const ben = await member('Ben', hamburg);
    const cleo = await member('Cleo', hamburg);
    await expectOk(await call(cleo, 'POST', '/connections/', { receiver: ana.id, type: 'block' }));
    const addContact = async (fields: object) =>
      (await expectOk(await call(ana, 'POST', '/contacts/', { first_name: 'Friend', ...fields }))).json<Contact>();
    const benContact = await addContact({ email: ben.email });
    const cleoContact = await addContact({ email: cleo.email });
    const texted = await addContact({ first_name: 'Tia', cel: '+4915100000300' });
    const emailed = await addContact({ first_name: 'Uma', email: 'uma@example.com' });
    expect(benContact.linked_user?.id).toBe(ben.id);

    const away = await trip(ana, lisbon, 20, 22);
    const contactIds = [benContact.id, cleoContact.id, texted.id, emailed.id];
    await expectOk(await call(ana, 'PATCH', `/trips/${away.id}/`, { contacts_to_notify: contactIds }));

    expect(await notificationsOf(ben, 'trip_shared')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: ana.id }), trip_id: away.id }),
    ]);
    expect((await emailsTo(ben)).filter((email) => email.includes('Ana Test shared a trip with you'))).toHaveLength(1);
    // Cleo blocked Ana: she may not see the trip and hears nothing of it.
    expect(await notificationsOf(cleo, 'trip_shared')).toEqual([]);
    expect(await emailsTo(cleo)).toEqual([]);

    const [text] = (await sentTexts()).filter((message) => message.to === '+4915100000300');
    expect(text!.body).toBe(
      `Ana Test shared a trip with you: Lisbon, Portugal (${formatDays(day(20), day(22))}). http://localhost:8080/users/${ana.id}`,
    );
    const [email] = (await sentEmails()).filter((message) => message.includes('To: uma@example.com')).map(emailText);
    expect(email).toContain('Hello Uma,');
    expect(email).toContain('Lisbon, Portugal');

    // Choosing them again tells nobody twice, members or not.
    await expectOk(await call(ana, 'PATCH', `/trips/${away.id}/`, { contacts_to_notify: [benContact.id, texted.id] }));
    expect(await notificationsOf(ben, 'trip_shared')).toHaveLength(1);
    expect((await sentTexts()).filter((message) => message.to === '+4915100000300')).toHaveLength(1);

    // A hidden trip is not told to a member, nor an unconfirmed one to anyone.
    const secret = await trip(ana, lisbon, 30, 31, { visibility: 'hidden' });
    const draft = await trip(ana, lisbon, 40, 41, { status: 'not-confirmed' });
    const textsBefore = (await sentTexts()).length;
    await expectOk(await call(ana, 'PATCH', `/trips/${secret.id}/`, { contacts_to_notify: [benContact.id] }));
    await expectOk(await call(ana, 'PATCH', `/trips/${draft.id}/`, { contacts_to_notify: [benContact.id, texted.id] }));
    expect(await notificationsOf(ben, 'trip_shared')).toHaveLength(1);
    expect(await sentTexts()).toHaveLength(textsBefore);
  });
});

describe('subscriber alerts', () => {
  async function subscriber(followed: Member, home: number) {
    const response = await call(null, 'POST', '/signup/', {
      email: `sub-${crypto.randomUUID()}@example.com`,
      password: memberPassword,
      first_name: 'Sam',
      last_name: 'Sub',
      accept_terms: true,
      subscribe_to: followed.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { token, user } = response.json<SignupResponse>();
    const sam = { id: user.id, token, email: user.email! };
    await expectOk(await call(sam, 'PUT', `/users/${sam.id}/`, { base_location: home }));
    return sam;
  }

  it('tells a subscriber when a trip they may see reaches their town, once per trip', async () => {
    const ana = await member('Ana', lisbon);
    const sam = await subscriber(ana, potsdam);

    const toBerlin = await trip(ana, berlin, 20, 22);
    await trip(ana, hamburg, 30, 31);
    await trip(ana, berlin, 40, 41, { visibility: 'general-network' });
    const alerts = await notificationsOf(sam, 'subscription_trip');
    expect(alerts).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: ana.id }),
        trip_id: toBerlin.id,
        location: expect.objectContaining({ id: berlin }),
      }),
    ]);
    expect(
      (await emailsTo(sam)).filter((email) => email.includes('Ana Test is coming to Berlin, Germany')),
    ).toHaveLength(1);

    await changeTrip(ana, toBerlin.id, { description: 'Museum Island' });
    expect(await notificationsOf(sam, 'subscription_trip')).toHaveLength(1);
    // Gone elsewhere, the trip no longer reaches Sam's town.
    await changeTrip(ana, toBerlin.id, { location: hamburg });
    expect(await notificationsOf(sam, 'subscription_trip')).toEqual([]);
  });
});
