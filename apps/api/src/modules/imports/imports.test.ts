import type { ImportSuggestionsPage, NotificationsPage, Trip, TripsPage } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCall,
  callApi,
  connectMembers,
  createSignedInMember,
  createTrip,
  dayFromToday,
} from '../../test/factories.ts';
import { berlin, lisbon, paris, porto } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importBookings, importCalendarEntries } from './imports.service.ts';
import type { CalendarEntry, PlacedClue, PlacedReservation } from './reservations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;
const call = (...request: ApiCall) => callApi(t, ...request);

async function berliner(firstName = 'Ana') {
  const member = await createSignedInMember(t, { firstName });
  expect((await call(member, 'PUT', `/users/${member.id}/`, { base_location: berlin })).statusCode).toBe(200);
  return member;
}

const at = (placeId: number | null, iata: string): PlacedClue => ({ iata, placeId });

let references = 0;
const nextReference = () => {
  references += 1;
  return `LH${String(references).padStart(4, '0')}`;
};

/** A return flight from Berlin, out `out` days from today and back `back` days from today. */
function returnFlight(
  to: number,
  out: number,
  back: number,
  fields: Partial<PlacedReservation> = {},
): PlacedReservation {
  return {
    kind: 'flight',
    provider: 'Lufthansa',
    reservationNumber: nextReference(),
    status: 'confirmed',
    legs: [
      {
        from: at(berlin, 'BER'),
        to: at(to, 'XXX'),
        departsAt: `${dayFromToday(t, out)}T07:00:00`,
        arrivesAt: `${dayFromToday(t, out)}T09:30:00`,
      },
      {
        from: at(to, 'XXX'),
        to: at(berlin, 'BER'),
        departsAt: `${dayFromToday(t, back)}T18:00:00`,
        arrivesAt: `${dayFromToday(t, back)}T20:30:00`,
      },
    ],
    stay: null,
    ...fields,
  };
}

function hotel(placeId: number | null, from: number, to: number, name = 'Hotel Avenida'): PlacedReservation {
  return {
    kind: 'lodging',
    provider: name,
    reservationNumber: nextReference(),
    status: 'confirmed',
    legs: [],
    stay: {
      place: { name, locality: 'Lisboa', placeId },
      startsAt: dayFromToday(t, from),
      endsAt: dayFromToday(t, to),
    },
  };
}

const cancelled = (reservation: PlacedReservation): PlacedReservation => ({ ...reservation, status: 'cancelled' });

const importAll = (member: Member, ...reservations: PlacedReservation[]) =>
  importBookings(
    t.context,
    member.id,
    reservations.map((reservation) => ({ reservation })),
    'forwarded',
  );

async function ok<Body>(response: Awaited<ReturnType<typeof call>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<Body>();
}

const toConfirm = async (member: Member) =>
  (await ok<TripsPage>(await call(member, 'GET', `/trips/?user=${member.id}&status=from_gmail`))).results;

describe('importing bookings', () => {
  it('makes a To Confirm trip of a return flight, from the arrival day to the return day, with its airline', async () => {
    const ana = await berliner();
    const outcome = await importAll(ana, returnFlight(lisbon, 5, 9));
    expect(outcome.created).toHaveLength(1);
    const [trip] = await toConfirm(ana);
    expect(trip).toMatchObject({
      id: outcome.created[0],
      status: 'from_gmail',
      imported_from: 'Lufthansa',
      location: { id: lisbon },
      arrival_datetime: `${dayFromToday(t, 5)}T00:00:00.000Z`,
      departure_datetime: `${dayFromToday(t, 9)}T23:59:59.000Z`,
    });
  });

  it('never imports the same booking twice', async () => {
    const ana = await berliner();
    const flight = returnFlight(lisbon, 5, 9);
    await importAll(ana, flight);
    const again = await importAll(ana, {
      ...flight,
      provider: ' lufthansa ',
      reservationNumber: flight.reservationNumber!.toLowerCase(),
    });
    expect(again).toMatchObject({ created: [], joined: [], known: 1 });
    expect(await toConfirm(ana)).toHaveLength(1);
  });

  it('never imports again a booking whose trip the member dismissed', async () => {
    const ana = await berliner();
    const flight = returnFlight(paris, 5, 9);
    const [tripId] = (await importAll(ana, flight)).created;
    expect((await call(ana, 'DELETE', `/trips/${tripId}/`)).statusCode).toBe(204);
    expect(await importAll(ana, flight)).toMatchObject({ created: [], known: 1 });
    expect(await toConfirm(ana)).toEqual([]);
  });

  it('joins a hotel booked later to the trip of its flight, widening it while it is To Confirm', async () => {
    const ana = await berliner();
    const [tripId] = (await importAll(ana, returnFlight(lisbon, 5, 9))).created;
    const outcome = await importAll(ana, hotel(lisbon, 4, 9));
    expect(outcome).toMatchObject({ created: [], joined: [tripId] });
    const [trip] = await toConfirm(ana);
    expect(trip!.arrival_datetime.slice(0, 10)).toBe(dayFromToday(t, 4));
  });

  it('joins a booking to a trip the member made by hand without changing it', async () => {
    const ana = await berliner();
    const mine = await createTrip(t, ana, {
      location: porto,
      arrival_datetime: dayFromToday(t, 10),
      departure_datetime: dayFromToday(t, 12),
    });
    const outcome = await importAll(ana, returnFlight(porto, 9, 13));
    expect(outcome).toMatchObject({ created: [], joined: [mine.id] });
    const trip = await ok<Trip>(await call(ana, 'GET', `/trips/${mine.id}/`));
    expect(trip).toMatchObject({ status: 'confirmed', arrival_datetime: mine.arrival_datetime });
  });

  it('makes nothing of a booking that is over', async () => {
    const ana = await berliner();
    expect(await importAll(ana, returnFlight(lisbon, -9, -5))).toMatchObject({ created: [], suggested: 0 });
  });
});

describe('who sees a trip To Confirm', () => {
  it('shows it to its owner alone, in every list, until they confirm it; then their network is told', async () => {
    const ana = await berliner();
    const ben = await berliner('Ben');
    const cleo = await createSignedInMember(t, { firstName: 'Cleo' });
    await connectMembers(t, ana, ben, { aHoldsB: 'close', bHoldsA: 'close', active: true });
    // Cleo lives in Lisbon: a confirmed trip of Ana's there crosses her.
    expect((await call(cleo, 'PUT', `/users/${cleo.id}/`, { base_location: lisbon })).statusCode).toBe(200);
    await connectMembers(t, ana, cleo, { aHoldsB: 'general', bHoldsA: 'general', active: true });
    const [tripId] = (await importAll(ana, returnFlight(lisbon, 3, 6))).created;

    for (const viewer of [ben, cleo]) {
      expect((await call(viewer, 'GET', `/trips/${tripId}/`)).statusCode).toBe(404);
      const lists = [`/trips/`, `/trips/?user=${ana.id}`, `/trips/?location=${lisbon}`];
      for (const list of lists) {
        expect((await ok<TripsPage>(await call(viewer, 'GET', list))).results.map((trip) => trip.id)).not.toContain(
          tripId,
        );
      }
      const crossings = JSON.stringify(await ok(await call(viewer, 'GET', '/crossings/')));
      expect(crossings).not.toContain(tripId);
      expect(await notificationsOf(viewer, 'new_trip')).toEqual([]);
    }
    expect((await ok<Trip>(await call(ana, 'GET', `/trips/${tripId}/`))).status).toBe('from_gmail');

    const confirmed = await ok<Trip>(await call(ana, 'PUT', `/trips/${tripId}/`, { status: 'confirmed' }));
    expect(confirmed.status).toBe('confirmed');
    expect((await ok<Trip>(await call(ben, 'GET', `/trips/${tripId}/`))).imported_from).toBeNull();
    expect(await notificationsOf(ben, 'new_trip')).toMatchObject([{ trip_id: tripId }]);
    expect(await notificationsOf(cleo, 'new_trip')).toMatchObject([{ trip_id: tripId }]);
    expect(JSON.stringify(await ok(await call(cleo, 'GET', '/crossings/')))).toContain(tripId);
  });
});

async function notificationsOf(member: Member, kind: string) {
  const page = await ok<NotificationsPage>(await call(member, 'GET', '/notifications/'));
  return page.results.filter((notification) => notification.kind === kind);
}

describe('cancelled bookings', () => {
  it('withdraws the To Confirm trip of a cancelled booking', async () => {
    const ana = await berliner();
    const flight = returnFlight(lisbon, 5, 9);
    const [tripId] = (await importAll(ana, flight)).created;
    expect(await importAll(ana, cancelled(flight))).toMatchObject({ withdrawn: [tripId] });
    expect((await call(ana, 'GET', `/trips/${tripId}/`)).statusCode).toBe(404);
    // Read again, the confirmation makes nothing: the booking is cancelled.
    expect(await importAll(ana, flight)).toMatchObject({ created: [], known: 1 });
  });

  it('keeps a To Confirm trip that another booking still holds', async () => {
    const ana = await berliner();
    const flight = returnFlight(lisbon, 5, 9);
    const [tripId] = (await importAll(ana, flight, hotel(lisbon, 5, 9))).created;
    expect(await importAll(ana, cancelled(flight))).toMatchObject({ withdrawn: [] });
    expect((await call(ana, 'GET', `/trips/${tripId}/`)).statusCode).toBe(200);
  });

  it('asks the member about a confirmed trip whose booking was cancelled, and leaves it to them', async () => {
    const ana = await berliner();
    const flight = returnFlight(paris, 5, 9);
    const [tripId] = (await importAll(ana, flight)).created;
    await ok(await call(ana, 'PUT', `/trips/${tripId}/`, { status: 'confirmed' }));
    expect(await importAll(ana, cancelled(flight))).toMatchObject({ withdrawn: [], asked: [tripId] });
    expect((await ok<Trip>(await call(ana, 'GET', `/trips/${tripId}/`))).status).toBe('confirmed');
    expect(await notificationsOf(ana, 'booking_cancelled')).toMatchObject([
      { trip_id: tripId, actor: null, location: { id: paris } },
    ]);
  });

  it('remembers a cancellation read before its confirmation', async () => {
    const ana = await berliner();
    const flight = returnFlight(lisbon, 5, 9);
    await importAll(ana, cancelled(flight));
    expect(await importAll(ana, flight)).toMatchObject({ created: [], known: 1 });
  });

  it('withdraws what a cancelled calendar event gave, even when it comes back without its title', async () => {
    const ana = await berliner();
    const entry: CalendarEntry = {
      id: 'evt-1',
      provider: 'google',
      status: 'confirmed',
      title: 'Stay at Hotel Lutetia',
      location: 'Hotel Lutetia, 45 Boulevard Raspail, 75006 Paris, France',
      description: null,
      startsAt: dayFromToday(t, 5),
      endsAt: dayFromToday(t, 9),
      isAllDay: true,
      isFromMail: true,
    };
    const first = await importCalendarEntries(t.context, ana.id, [entry]);
    // A trip in Paris, or a suggestion where the hotel's town could not be placed: either is withdrawn.
    expect(first.created.length + first.suggested).toBe(1);
    expect(await importCalendarEntries(t.context, ana.id, [entry])).toMatchObject({ created: [], known: 1 });
    const gone = { ...entry, status: 'cancelled' as const, title: '', location: null };
    expect(await importCalendarEntries(t.context, ana.id, [gone])).toMatchObject({ withdrawn: first.created });
    expect(await toConfirm(ana)).toEqual([]);
    expect((await ok<ImportSuggestionsPage>(await call(ana, 'GET', '/imports/suggestions/'))).results).toEqual([]);
  });
});

describe('suggestions: places that could not be found', () => {
  it('keeps an unplaced stay for the member to place, then it is a trip To Confirm', async () => {
    const ana = await berliner();
    expect(await importAll(ana, hotel(null, 5, 8, 'Pension Sonnenblick'))).toMatchObject({ created: [], suggested: 1 });
    const [suggestion] = (await ok<ImportSuggestionsPage>(await call(ana, 'GET', '/imports/suggestions/'))).results;
    expect(suggestion).toMatchObject({
      kind: 'lodging',
      provider: 'Pension Sonnenblick',
      place_text: 'Pension Sonnenblick, Lisboa',
      arrival_datetime: `${dayFromToday(t, 5)}T00:00:00.000Z`,
    });
    const ben = await berliner('Ben');
    expect(
      (await call(ben, 'POST', `/imports/suggestions/${suggestion!.id}/trip/`, { location: lisbon })).statusCode,
    ).toBe(404);
    const home = await call(ana, 'POST', `/imports/suggestions/${suggestion!.id}/trip/`, { location: berlin });
    expect(home.json()).toMatchObject({ code: 'trip.location_is_base' });
    const trip = await ok<Trip>(
      await call(ana, 'POST', `/imports/suggestions/${suggestion!.id}/trip/`, { location: lisbon }),
      201,
    );
    expect(trip).toMatchObject({
      status: 'from_gmail',
      imported_from: 'Pension Sonnenblick',
      location: { id: lisbon },
    });
    expect((await ok<ImportSuggestionsPage>(await call(ana, 'GET', '/imports/suggestions/'))).results).toEqual([]);
  });

  it('forgets a dismissed suggestion for good', async () => {
    const ana = await berliner();
    const stay = hotel(null, 5, 8, 'Pension Seeblick');
    await importAll(ana, stay);
    const [suggestion] = (await ok<ImportSuggestionsPage>(await call(ana, 'GET', '/imports/suggestions/'))).results;
    expect((await call(ana, 'DELETE', `/imports/suggestions/${suggestion!.id}/`)).statusCode).toBe(204);
    expect((await call(ana, 'DELETE', `/imports/suggestions/${suggestion!.id}/`)).statusCode).toBe(404);
    expect(await importAll(ana, stay)).toMatchObject({ suggested: 0, known: 1 });
  });
});
