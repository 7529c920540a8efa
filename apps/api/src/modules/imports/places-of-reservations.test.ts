import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlin, lisbon, newYork } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findLocations } from '../locations/index.ts';
import { type BookingMail, readBookingMails } from './fixtures/booking-mails.ts';
import { extractReservationsFromMail } from './mail-extraction.ts';
import { placeReservations } from './places-of-reservations.ts';
import type { PlacedClue, PlacedReservation, Reservation } from './reservations.ts';

const cluesOf = (reservation: PlacedReservation): PlacedClue[] => [
  ...reservation.legs.flatMap((leg) => [leg.from, leg.to]),
  ...(reservation.stay ? [reservation.stay.place] : []),
];

const flight = (from: Reservation['legs'][number]['from'], to: Reservation['legs'][number]['to']): Reservation => ({
  kind: 'flight',
  provider: 'Example Air',
  reservationNumber: null,
  status: 'confirmed',
  legs: [{ from, to, departsAt: '2027-05-04', arrivesAt: null }],
  stay: null,
});

const stay = (place: Reservation['legs'][number]['from'], kind: Reservation['kind'] = 'lodging'): Reservation => ({
  kind,
  provider: 'Example Hotel',
  reservationNumber: null,
  status: 'confirmed',
  legs: [],
  stay: { place, startsAt: '2027-05-04', endsAt: '2027-05-06' },
});

describe('placing bookings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const placeOne = async (reservation: Reservation) => cluesOf((await placeReservations(t.context, [reservation]))[0]!);

  it.each(readBookingMails().map((mail): [string, BookingMail] => [mail.file, mail]))(
    'places every clue of %s as expected',
    async (_, mail) => {
      const placed = await placeReservations(t.context, await extractReservationsFromMail(mail.raw));
      const clues = placed.flatMap(cluesOf);
      const names = await findLocations(
        t.context.db,
        clues.flatMap((clue) => (clue.placeId === null ? [] : [clue.placeId])),
      );
      const found = Object.fromEntries(
        clues.map((clue) => [clue.iata ?? clue.name ?? clue.locality, clue.placeId && names.get(clue.placeId)!.name]),
      );
      expect(found).toEqual(mail.expected.places);
    },
  );

  it('keeps what the booking said beside the place it names', async () => {
    const [from, to] = await placeOne(flight({ iata: 'BER', name: 'Berlin Brandenburg' }, { iata: 'jfk' }));
    expect(from).toEqual({ iata: 'BER', name: 'Berlin Brandenburg', placeId: berlin });
    expect(to).toEqual({ iata: 'jfk', placeId: newYork });
  });

  it('asks the member where an unknown airport code, a bare hotel name or nothing at all is', async () => {
    const [from, to] = await placeOne(flight({ iata: 'QQQ' }, {}));
    expect([from!.placeId, to!.placeId]).toEqual([null, null]);
    const [hotel] = await placeOne(stay({ name: 'Hotel Berlin' }));
    expect(hotel!.placeId).toBeNull();
  });

  it('never takes a town that merely starts like, or resembles, the one written', async () => {
    for (const locality of ['Lisbo', 'Lisbn', 'Berlinn']) {
      const [place] = await placeOne(stay({ locality }));
      expect(place!.placeId, locality).toBeNull();
    }
  });

  it('finds a town in the country the address names, in English, German or as a code', async () => {
    const towns = await Promise.all(
      ['Canada', 'Kanada', 'CA', 'United Kingdom', 'Vereinigtes Königreich'].map(async (country) => {
        const [place] = await placeOne(stay({ locality: 'London', country }));
        return (await findLocations(t.context.db, [place!.placeId!])).get(place!.placeId!)!.country_code;
      }),
    );
    expect(towns).toEqual(['CA', 'CA', 'CA', 'GB', 'GB']);
  });

  it('places a stay by the coordinates its markup gives when it names no town', async () => {
    const [place] = await placeOne(stay({ name: 'Hotel by the river', latitude: 38.707, longitude: -9.136 }));
    expect(place!.placeId).toBe(lisbon);
    const [atSea] = await placeOne(stay({ name: 'A boat', latitude: 40, longitude: -40 }));
    expect(atSea!.placeId).toBeNull();
  });

  it('places an airport whose named city is far from it at the nearest place within the crossing radius', async () => {
    // Frankfurt-Hahn serves "Frankfurt" in name only: it lies 100 km west of it.
    const [hahn] = await placeOne(flight({ iata: 'HHN' }, { iata: 'FRA' }));
    const location = (await findLocations(t.context.db, [hahn!.placeId!])).get(hahn!.placeId!)!;
    expect(location.name).not.toBe('Frankfurt am Main');
    expect(location.country_code).toBe('DE');
  });
});
