import { type Event, type EventsPage, messages } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createEventCommunity, momentFromNow, placeInCommunity } from '../../test/event-factories.ts';
import { type ApiCall, callApi, createSignedInMember, createTrip, dayFromToday } from '../../test/factories.ts';
import * as places from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;
const call = (...request: ApiCall) => callApi(t, ...request);

const at = (days: number, hours = 0) => momentFromNow(t, days, hours);

async function listIds(member: Member | null, query = '') {
  const response = await call(member, 'GET', `/events/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EventsPage>().results.map((event) => event.id);
}

describe('creating an event', () => {
  let ana: Member;
  beforeAll(async () => {
    ana = await createSignedInMember(t, { firstName: 'Ana' });
  });

  const create = (fields: object) =>
    call(ana, 'POST', '/events/', {
      name: 'Tapas night',
      location: places.lisbon,
      start_datetime: at(3),
      end_datetime: at(3, 3),
      ...fields,
    });

  it("creates an event of the member's own in the place's time zone, which they alone run", async () => {
    const response = await create({ description: 'Bring a friend', capacity: 20 });
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json<Event>();
    expect(event).toMatchObject({
      name: 'Tapas night',
      description: 'Bring a friend',
      location: { id: places.lisbon },
      event_tz: 'Europe/Lisbon',
      capacity: 20,
      community: null,
      channel: null,
      creator: { id: ana.id },
      going_count: 0,
      waitlist_count: 0,
      attendees: [],
      my_rsvp: null,
      abilities: { edit: true, delete: true, rsvp: true },
    });
    expect((await call(ana, 'GET', `/events/${event.id}/`)).json()).toEqual(event);
  });

  it('keeps a time zone chosen for it, and refuses one that does not exist', async () => {
    expect((await create({ name: 'Call', event_tz: 'America/New_York' })).json()).toMatchObject({
      event_tz: 'America/New_York',
    });
    const refused = await create({ event_tz: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ event_tz: [messages.unknownTimeZone] });
  });

  it('requires a name, a place, a start and an end', async () => {
    const response = await call(ana, 'POST', '/events/', { description: 'Nothing else' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: [messages.required],
      location: [messages.required],
      start_datetime: [messages.required],
      end_datetime: [messages.required],
    });
  });

  it('refuses a start after the end under the end, in the words of the spec', async () => {
    const response = await create({ start_datetime: at(4), end_datetime: at(3) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ end_datetime: [messages.departureBeforeArrival] });
  });

  it('refuses a place id beyond any place as off the list', async () => {
    const response = await create({ location: 99_999_999_999 });
    expect(response.json().fields).toEqual({ location: [messages.unknownPlace] });
  });

  it('refuses moments in the past and places off the list', async () => {
    const response = await create({ start_datetime: at(-2), end_datetime: at(-1), location: 999_999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      start_datetime: [messages.pastDate],
      end_datetime: [messages.pastDate],
      location: [messages.unknownPlace],
    });
  });

  it('lets an event that has begun keep its start when it is edited, but not move its start into the past', async () => {
    const event = await createEvent(t, ana, { start_datetime: at(1), end_datetime: at(3) });
    t.clock.advance(2 * 86_400_000);
    try {
      const kept = await call(ana, 'PUT', `/events/${event.id}/`, { name: 'Longer', end_datetime: at(2) });
      expect(kept.statusCode, kept.body).toBe(200);
      const moved = await call(ana, 'PUT', `/events/${event.id}/`, { start_datetime: at(-1.5) });
      expect(moved.json().fields).toEqual({ start_datetime: [messages.pastDate] });
      const reversed = await call(ana, 'PUT', `/events/${event.id}/`, { end_datetime: at(-1.5) });
      expect(reversed.json().fields).toEqual({
        end_datetime: [messages.pastDate, messages.departureBeforeArrival],
      });
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
  });

  it('keeps names unique within a community, whatever their case, but not across communities or for own events', async () => {
    const first = await createEventCommunity(t, ana);
    const second = await createEventCommunity(t, ana);
    expect((await create({ name: 'Summit', community: first.id })).statusCode).toBe(201);
    const taken = await create({ name: 'SUMMIT', community: first.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'event.name_taken', fields: { name: [messages.eventNameTaken] } });
    expect((await create({ name: 'Summit', community: second.id })).statusCode).toBe(201);
    expect((await create({ name: 'Summit' })).statusCode).toBe(201);
    expect((await create({ name: 'Summit' })).statusCode).toBe(201);
    const event = await createEvent(t, ana, { community: first.id, name: 'Workshop' });
    const renamed = await call(ana, 'PUT', `/events/${event.id}/`, { name: 'summit' });
    expect(renamed.json().code).toBe('event.name_taken');
  });

  it('takes the new place’s time zone when the place changes, unless one is chosen', async () => {
    const event = await createEvent(t, ana);
    const moved = await call(ana, 'PUT', `/events/${event.id}/`, { location: places.newYork });
    expect(moved.json()).toMatchObject({ location: { id: places.newYork }, event_tz: 'America/New_York' });
    const chosen = await call(ana, 'PUT', `/events/${event.id}/`, { event_tz: 'Europe/Berlin' });
    expect(chosen.json().event_tz).toBe('Europe/Berlin');
    const reset = await call(ana, 'PUT', `/events/${event.id}/`, { event_tz: null });
    expect(reset.json().event_tz).toBe('America/New_York');
  });
});

describe("an event's channel", () => {
  it('is one of its community’s channels, and is let go when the event goes', async () => {
    const admin = await createSignedInMember(t);
    const community = await createEventCommunity(t, admin);
    const other = await createEventCommunity(t, admin);
    const base = { name: 'Hike', location: places.porto, start_datetime: at(2), end_datetime: at(2, 5) };
    const created = await call(admin, 'POST', '/events/', {
      ...base,
      community: community.id,
      channel: community.generalChannelId,
    });
    expect(created.json()).toMatchObject({ channel: community.generalChannelId, community: { id: community.id } });
    const event = created.json<Event>();

    const foreign = await call(admin, 'PUT', `/events/${event.id}/`, { channel: other.generalChannelId });
    expect(foreign.json().fields).toEqual({ channel: [messages.channelNotFound] });
    const own = await call(admin, 'POST', '/events/', { ...base, name: 'Solo', channel: community.generalChannelId });
    expect(own.json().fields).toEqual({ channel: [messages.channelNotFound] });

    expect((await call(admin, 'PUT', `/events/${event.id}/`, { channel: null })).json().channel).toBeNull();
    await call(admin, 'PUT', `/events/${event.id}/`, { channel: community.generalChannelId });
    expect((await call(admin, 'DELETE', `/events/${event.id}/`)).statusCode).toBe(204);
    const again = await createEvent(t, admin, { community: community.id, name: 'Next hike' });
    expect(again.channel).toBeNull();
  });
});

describe('lists of events', () => {
  it('start from the events that have not ended, soonest first, up to date_lte', async () => {
    const host = await createSignedInMember(t);
    const community = await createEventCommunity(t, host);
    const later = await createEvent(t, host, { community: community.id, start_datetime: at(9), end_datetime: at(10) });
    const soon = await createEvent(t, host, { community: community.id, start_datetime: at(1), end_datetime: at(1, 2) });
    const underWay = await createEvent(t, host, {
      community: community.id,
      start_datetime: at(0.1),
      end_datetime: at(3),
    });
    t.clock.advance(0.5 * 86_400_000);
    try {
      const query = `?community=${community.id}`;
      expect(await listIds(null, query)).toEqual([underWay.id, soon.id, later.id]);
      expect(await listIds(null, `${query}&date_lte=${dayFromToday(t, 2)}`)).toEqual([underWay.id, soon.id]);
      expect(await listIds(null, `${query}&date_gte=${at(2)}`)).toEqual([underWay.id, later.id]);
    } finally {
      t.clock.advance(-0.5 * 86_400_000);
    }
  });

  it('find the events at a place and within the crossing radius of it', async () => {
    const host = await createSignedInMember(t);
    const community = await createEventCommunity(t, host);
    const inBerlin = await createEvent(t, host, { community: community.id, location: places.berlin });
    const inPotsdam = await createEvent(t, host, {
      community: community.id,
      location: places.potsdam,
      start_datetime: at(8),
      end_datetime: at(8, 1),
    });
    await createEvent(t, host, { community: community.id, location: places.hamburg });
    expect(await listIds(host, `?community=${community.id}&location=${places.berlin}`)).toEqual([
      inBerlin.id,
      inPotsdam.id,
    ]);
    expect(await listIds(host, `?community=${community.id}&location=${places.cologne}`)).toEqual([]);
    expect(await listIds(host, `?location=999999999`)).toEqual([]);
    // Beyond any id PostgreSQL holds for a place: refused, not a failure of the server.
    expect((await call(host, 'GET', '/events/?location=99999999999')).statusCode).toBe(400);
  });

  it('around me: the events where and when the caller will be, by their trips and their home city on other days', async () => {
    const me = await createSignedInMember(t);
    const put = await call(me, 'PUT', `/users/${me.id}/`, { base_location: places.berlin });
    expect(put.statusCode, put.body).toBe(200);
    await createTrip(t, me, {
      location: places.lisbon,
      arrival_datetime: dayFromToday(t, 5),
      departure_datetime: dayFromToday(t, 8),
    });
    await createTrip(t, me, {
      location: places.paris,
      arrival_datetime: dayFromToday(t, 12),
      departure_datetime: dayFromToday(t, 13),
      status: 'not-confirmed',
    });
    const host = await createSignedInMember(t);
    const community = await createEventCommunity(t, host);
    const event = (days: number, location: number) =>
      createEvent(t, host, { community: community.id, location, start_datetime: at(days), end_datetime: at(days, 2) });
    const lisbonDuringTrip = await event(6, places.lisbon);
    await event(10, places.lisbon);
    const potsdamAtHome = await event(3, places.potsdam);
    await event(6, places.berlin);
    await event(12.2, places.paris);
    const berlinAfterTrip = await event(9, places.berlin);

    const query = `?community=${community.id}&around_me=true`;
    expect(await listIds(me, query)).toEqual([potsdamAtHome.id, lisbonDuringTrip.id, berlinAfterTrip.id]);
    expect((await call(null, 'GET', `/events/${query}`)).statusCode).toBe(401);
  });

  it("of a member's own: those they created or answered going or maybe, soonest first", async () => {
    const me = await createSignedInMember(t);
    const host = await createSignedInMember(t);
    const mine = await createEvent(t, me, { start_datetime: at(5), end_datetime: at(5, 1) });
    const going = await createEvent(t, host, { start_datetime: at(2), end_datetime: at(2, 1) });
    const maybe = await createEvent(t, host, { start_datetime: at(3), end_datetime: at(3, 1) });
    const notGoing = await createEvent(t, host);
    await createEvent(t, host);
    for (const [event, status] of [
      [going, 'going'],
      [maybe, 'maybe'],
      [notGoing, 'not_going'],
    ] as const) {
      expect((await call(me, 'POST', `/events/${event.id}/rsvp/`, { status })).statusCode).toBe(200);
    }
    const response = await call(me, 'GET', '/events/user-events/');
    expect(response.json<EventsPage>().results.map((event) => event.id)).toEqual([going.id, maybe.id, mine.id]);
    expect((await call(null, 'GET', '/events/user-events/')).statusCode).toBe(401);
  });

  it("show a community's events only to those who may see them", async () => {
    const owner = await createSignedInMember(t);
    const member = await createSignedInMember(t);
    const community = await createEventCommunity(t, owner, { isPrivate: true });
    await placeInCommunity(t, community, member);
    const event = await createEvent(t, owner, { community: community.id });
    expect(await listIds(member, `?community=${community.id}`)).toEqual([event.id]);
    expect(await listIds(await createSignedInMember(t), `?community=${community.id}`)).toEqual([]);
    expect(await listIds(null, `?community=${community.id}`)).toEqual([]);
  });
});
