import type { CalendarFeed } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createEventCommunity, momentFromNow } from '../../test/event-factories.ts';
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

/** A calendar's content lines, unfolded (RFC 5545 §3.1). */
const linesOf = (calendar: string) => calendar.replace(/\r\n[ \t]/g, '').split('\r\n');

/** The VEVENTs of a calendar, each as its property lines. */
function eventsOf(calendar: string) {
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of linesOf(calendar)) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else current?.push(line);
  }
  return events;
}

describe("an event's .ics file", () => {
  it('is a VEVENT with its place, times in UTC, description and link, for anyone who sees the event', async () => {
    const host = await createSignedInMember(t);
    const description = `Bring tapas; wine, and friends.\nWe meet at the door. ${'Long text '.repeat(12)}and more.`;
    const event = await createEvent(t, host, {
      name: 'Tapas, wine & friends',
      description,
      location: places.lisbon,
      start_datetime: '2031-05-01T18:30:00+01:00',
      end_datetime: '2031-05-01T22:00:00+01:00',
    });
    const response = await call(null, 'GET', `/events/${event.id}/ics/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="event.ics"');
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const [vevent, ...others] = eventsOf(response.body);
    expect(others).toEqual([]);
    expect(vevent).toEqual([
      `UID:event-${event.id}@localhost:8080`,
      expect.stringMatching(/^DTSTAMP:\d{8}T\d{6}Z$/),
      'DTSTART:20310501T173000Z',
      'DTEND:20310501T210000Z',
      'SUMMARY:Tapas\\, wine & friends',
      'LOCATION:Lisbon\\, Portugal',
      `DESCRIPTION:${description.replaceAll(';', '\\;').replaceAll(',', '\\,').replaceAll('\n', '\\n')}`,
      `URL:http://localhost:8080/events?event=${event.id}`,
      expect.stringMatching(/^LAST-MODIFIED:\d{8}T\d{6}Z$/),
    ]);
  });

  it("is not found for a private community's event by those outside it", async () => {
    const host = await createSignedInMember(t);
    const community = await createEventCommunity(t, host, { isPrivate: true });
    const event = await createEvent(t, host, { community: community.id });
    expect((await call(host, 'GET', `/events/${event.id}/ics/`)).statusCode).toBe(200);
    expect((await call(await createSignedInMember(t), 'GET', `/events/${event.id}/ics/`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/events/${event.id}/ics/`)).statusCode).toBe(404);
  });
});

describe("a member's calendar feed", () => {
  /** The feed at an address, read as a calendar app would: without signing in. */
  const readFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  async function feedUrl(member: Member, method: 'GET' | 'POST' = 'GET') {
    const response = await call(member, method, '/calendar-feed/');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CalendarFeed>().url;
  }

  it('is off until the member turns it on, then has a secret address of 32 random bytes, the same each time', async () => {
    const member = await createSignedInMember(t);
    expect((await call(member, 'GET', '/calendar-feed/')).statusCode).toBe(404);
    const url = await feedUrl(member, 'POST');
    expect(url).toMatch(/^http:\/\/localhost:8080\/thr\/v1\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(await feedUrl(member)).toBe(url);
    expect(await feedUrl(await createSignedInMember(t), 'POST')).not.toBe(url);
    expect((await call(null, 'GET', '/calendar-feed/')).statusCode).toBe(401);
  });

  it("holds the member's confirmed trips as whole days and the events they have a place at, and nothing else", async () => {
    const member = await createSignedInMember(t);
    const host = await createSignedInMember(t);
    const confirmed = await createTrip(t, member, {
      location: places.porto,
      arrival_datetime: dayFromToday(t, 3),
      departure_datetime: dayFromToday(t, 5),
    });
    await createTrip(t, member, { location: places.paris, status: 'not-confirmed' });
    const going = await createEvent(t, host, { name: 'Going', capacity: 1 });
    const maybe = await createEvent(t, host, { name: 'Maybe' });
    const full = await createEvent(t, host, { name: 'Full', capacity: 1 });
    const past = await createEvent(t, host, {
      name: 'Past',
      start_datetime: momentFromNow(t, 0.1),
      end_datetime: momentFromNow(t, 0.2),
    });
    await call(host, 'POST', `/events/${full.id}/rsvp/`, { status: 'going' });
    for (const [event, status] of [
      [going, 'going'],
      [maybe, 'maybe'],
      [full, 'going'],
      [past, 'going'],
    ] as const) {
      await call(member, 'POST', `/events/${event.id}/rsvp/`, { status });
    }
    t.clock.advance(86_400_000);

    const response = await readFeed(await feedUrl(member, 'POST'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(linesOf(response.body)).toEqual(expect.arrayContaining(['X-WR-CALNAME:Here & There']));
    const summaries = eventsOf(response.body).map((lines) => lines.find((line) => line.startsWith('SUMMARY:')));
    expect(summaries.sort()).toEqual(['SUMMARY:Going', 'SUMMARY:Past', 'SUMMARY:Trip to Porto\\, Portugal']);
    const trip = eventsOf(response.body).find((lines) => lines.includes(`UID:trip-${confirmed.id}@localhost:8080`));
    expect(trip).toEqual(
      expect.arrayContaining([
        `DTSTART;VALUE=DATE:${dayFromToday(t, 2).replaceAll('-', '')}`,
        `DTEND;VALUE=DATE:${dayFromToday(t, 5).replaceAll('-', '')}`,
      ]),
    );
  });

  it('stops opening at the old address once a new one is made, and at none once it is turned off', async () => {
    const member = await createSignedInMember(t);
    const first = await feedUrl(member, 'POST');
    const second = await feedUrl(member, 'POST');
    expect(second).not.toBe(first);
    expect((await readFeed(first)).statusCode).toBe(404);
    expect((await readFeed(second)).statusCode).toBe(200);
    expect((await call(member, 'DELETE', '/calendar-feed/')).statusCode).toBe(204);
    expect((await readFeed(second)).statusCode).toBe(404);
    expect((await readFeed(`${second.slice(0, -10)}AAAAAA.ics`)).statusCode).toBe(404);
    expect((await call(member, 'GET', '/calendar-feed/')).statusCode).toBe(404);
    const third = await feedUrl(member, 'POST');
    expect([first, second]).not.toContain(third);
    expect((await readFeed(third)).statusCode).toBe(200);
  });
});
