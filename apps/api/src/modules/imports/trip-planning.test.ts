import { describe, expect, it } from 'vitest';
import type { PlacedClue, PlacedReservation } from './reservations.ts';
import { type KeyedReservation, type PlacesOfMember, planTrips } from './trip-planning.ts';

// Made-up place ids: home is Berlin; Hounslow (Heathrow's town) and London are one place.
const berlin = 1;
const london = 2;
const hounslow = 3;
const paris = 4;
const frankfurt = 5;
const lisbon = 6;

const places: PlacesOfMember = {
  isHome: (id) => id === berlin,
  areTogether: (a, b) => [a, b].every((id) => id === london || id === hounslow),
};

const at = (placeId: number | null, iata = 'XXX'): PlacedClue => ({ iata, placeId });

let number = 0;
function booking(fields: Partial<PlacedReservation>): KeyedReservation {
  number += 1;
  const reservation: PlacedReservation = {
    kind: 'flight',
    provider: 'Lufthansa',
    reservationNumber: `R${number}`,
    status: 'confirmed',
    legs: [],
    stay: null,
    ...fields,
  };
  return { key: `R${number}`, reservation };
}

const flight = (...legs: [from: number | null, to: number | null, departsAt: string, arrivesAt: string][]) =>
  booking({
    legs: legs.map(([from, to, departsAt, arrivesAt]) => ({ from: at(from), to: at(to), departsAt, arrivesAt })),
  });

const hotel = (placeId: number | null, startsAt: string, endsAt: string, name = 'Hotel Adlon') =>
  booking({
    kind: 'lodging',
    provider: name,
    stay: { place: { name, locality: 'Somewhere', placeId }, startsAt, endsAt },
  });

const summary = (bookings: KeyedReservation[]) =>
  planTrips(bookings, places).map((trip) => [trip.place.placeId, trip.arrivalOn, trip.departureOn]);

describe('planning trips from bookings', () => {
  it('makes one trip from the arrival day to the return day of an outbound and a return flight', () => {
    const trip = flight(
      [berlin, london, '2030-06-10T07:00:00+02:00', '2030-06-10T08:00:00+01:00'],
      [london, berlin, '2030-06-14T19:00:00+01:00', '2030-06-14T22:00:00+02:00'],
    );
    expect(summary([trip])).toEqual([[london, '2030-06-10', '2030-06-14']]);
    expect(planTrips([trip], places)[0]).toMatchObject({ sources: [trip.key], providers: ['Lufthansa'] });
  });

  it('joins outbound and return flights booked apart when they come together', () => {
    const outbound = flight([berlin, london, '2030-06-10T07:00:00+02:00', '2030-06-10T08:00:00+01:00']);
    const back = flight([hounslow, berlin, '2030-06-14T19:00:00+01:00', '2030-06-14T22:00:00+02:00']);
    expect(summary([outbound, back])).toEqual([[london, '2030-06-10', '2030-06-14']]);
  });

  it('takes a connection under 24 hours for no stay', () => {
    const trip = flight(
      [berlin, frankfurt, '2030-06-10T07:00:00+02:00', '2030-06-10T08:10:00+02:00'],
      [frankfurt, lisbon, '2030-06-10T21:00:00+02:00', '2030-06-10T23:00:00+01:00'],
      [lisbon, berlin, '2030-06-17T10:00:00+01:00', '2030-06-17T15:00:00+02:00'],
    );
    expect(summary([trip])).toEqual([[lisbon, '2030-06-10', '2030-06-17']]);
  });

  it('counts a layover of a day or more as a stay', () => {
    const trip = flight(
      [berlin, frankfurt, '2030-06-10T07:00:00', '2030-06-10T08:10:00'],
      [frankfurt, lisbon, '2030-06-11T09:00:00', '2030-06-11T11:00:00'],
      [lisbon, berlin, '2030-06-17T10:00:00', '2030-06-17T15:00:00'],
    );
    expect(summary([trip])).toEqual([
      [frankfurt, '2030-06-10', '2030-06-11'],
      [lisbon, '2030-06-11', '2030-06-17'],
    ]);
  });

  it('gives a multi-leg journey one trip per place it stays at', () => {
    const journey = flight(
      [berlin, london, '2030-06-10T07:00:00+02:00', '2030-06-10T08:00:00+01:00'],
      [london, paris, '2030-06-13T09:00:00+01:00', '2030-06-13T11:20:00+02:00'],
      [paris, berlin, '2030-06-16T18:00:00+02:00', '2030-06-16T19:45:00+02:00'],
    );
    expect(summary([journey])).toEqual([
      [london, '2030-06-10', '2030-06-13'],
      [paris, '2030-06-13', '2030-06-16'],
    ]);
  });

  it('makes no second trip of a hotel stay inside a flight trip in the same city, and names the trip by the hotel', () => {
    const flights = flight(
      [berlin, hounslow, '2030-06-10T07:00:00+02:00', '2030-06-10T08:00:00+01:00'],
      [hounslow, berlin, '2030-06-14T19:00:00+01:00', '2030-06-14T22:00:00+02:00'],
    );
    const stay = hotel(london, '2030-06-10', '2030-06-14', 'The Savoy');
    const [trip, ...others] = planTrips([flights, stay], places);
    expect(others).toEqual([]);
    expect(trip).toMatchObject({
      place: { placeId: london },
      arrivalOn: '2030-06-10',
      departureOn: '2030-06-14',
      sources: expect.arrayContaining([flights.key, stay.key]),
      providers: ['The Savoy', 'Lufthansa'],
    });
  });

  it('makes a trip of a hotel stay of one night or more away from home, none of a stay at home or of no night', () => {
    expect(summary([hotel(paris, '2030-07-01', '2030-07-02')])).toEqual([[paris, '2030-07-01', '2030-07-02']]);
    expect(summary([hotel(berlin, '2030-07-01', '2030-07-05')])).toEqual([]);
    expect(summary([hotel(paris, '2030-07-01', '2030-07-01')])).toEqual([]);
  });

  it('makes a one-day trip of a one-way flight away from home and none of a flight home', () => {
    expect(summary([flight([berlin, lisbon, '2030-06-10T07:00:00', '2030-06-10T11:00:00'])])).toEqual([
      [lisbon, '2030-06-10', '2030-06-10'],
    ]);
    const home = planTrips([flight([lisbon, berlin, '2030-06-10T07:00:00', '2030-06-10T11:00:00'])], places);
    expect(home).toMatchObject([{ place: { placeId: lisbon }, startsOpen: true }]);
  });

  it('keeps a place that could not be placed as what the booking said, apart from every other', () => {
    const stay = hotel(null, '2030-06-10', '2030-06-12', 'Pension Sonnenblick');
    const [trip] = planTrips([stay], places);
    expect(trip).toMatchObject({ place: { placeId: null, clue: 'Pension Sonnenblick, Somewhere' } });
  });

  it('makes no trip of an event alone', () => {
    const concert = booking({
      kind: 'event',
      provider: 'Eventim',
      stay: { place: { name: 'Olympia', placeId: paris }, startsAt: '2030-07-01T20:00:00', endsAt: null },
    });
    expect(summary([concert])).toEqual([]);
  });

  it('plans nothing of a cancelled booking', () => {
    const cancelled = { ...hotel(paris, '2030-07-01', '2030-07-03') };
    cancelled.reservation.status = 'cancelled';
    expect(summary([cancelled])).toEqual([]);
  });
});
