import type { Trip, TripsPage } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createSignedInMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findPlaceNamed } from '../locations/index.ts';
import { type BookingMail, readBookingMails } from './fixtures/booking-mails.ts';
import { importMail } from './imports.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mails = readBookingMails();
const byFile = new Map(mails.map((mail) => [mail.file, mail]));

async function placeIdOf(name: string) {
  const place = await findPlaceNamed(t.context.db, name);
  expect(place, name).toBeDefined();
  return place!.id;
}

/** A member living where the mail's expectations say. */
async function memberAt(home: string) {
  const member = await createSignedInMember(t);
  const response = await callApi(t, member, 'PUT', `/users/${member.id}/`, { base_location: await placeIdOf(home) });
  expect(response.statusCode, response.body).toBe(200);
  return member;
}

async function tripsToConfirm(member: { id: string; token: string }) {
  const response = await callApi(t, member, 'GET', `/trips/?user=${member.id}&status=from_gmail`);
  return response.json<TripsPage>().results;
}

/** A trip as the expectations write it; a one-way trip's unknown departure is its arrival day, for the member to change. */
const asExpected = (trip: Trip) => ({
  place: trip.location.id,
  arrival_on: trip.arrival_datetime.slice(0, 10),
  departure_on: trip.departure_datetime.slice(0, 10),
});

async function expectedTrips(mail: BookingMail) {
  return Promise.all(
    mail.expected.trips.map(async (trip) => ({
      place: await placeIdOf(trip.place),
      arrival_on: trip.arrival_on,
      departure_on: trip.departure_on ?? trip.arrival_on,
    })),
  );
}

const confirmations = mails.filter((mail) => !mail.expected.cancels);
const cancellations = mails.filter((mail) => mail.expected.cancels);

describe(`the corpus of ${mails.length} confirmation mails`, () => {
  it.each(confirmations.map((mail) => [mail.file, mail] as const))(
    '%s gives exactly its trips, once',
    async (_, mail) => {
      const member = await memberAt(mail.expected.home);
      const outcome = await importMail(t.context, member.id, mail.raw, 'forwarded');
      const trips = await tripsToConfirm(member);
      expect(trips.map(asExpected)).toEqual(await expectedTrips(mail));
      expect(trips.map((trip) => trip.id).sort()).toEqual([...outcome.created].sort());
      const again = await importMail(t.context, member.id, mail.raw, 'forwarded');
      expect(again).toMatchObject({ created: [], joined: [], suggested: 0 });
      expect(await tripsToConfirm(member)).toHaveLength(trips.length);
    },
  );

  it.each(cancellations.map((mail) => [mail.file, mail] as const))(
    '%s withdraws the trips of its booking',
    async (_, mail) => {
      const booked = byFile.get(mail.expected.cancels!)!;
      const member = await memberAt(booked.expected.home);
      const { created } = await importMail(t.context, member.id, booked.raw, 'forwarded');
      const outcome = await importMail(t.context, member.id, mail.raw, 'forwarded');
      expect(outcome.withdrawn.length).toBeGreaterThan(0);
      // What the cancelled bookings went to is gone; any other booking of the same mail stays.
      const cancelledPlaces = await Promise.all(
        Object.values(mail.expected.places).flatMap((name) => (name ? [placeIdOf(name)] : [])),
      );
      const left = await tripsToConfirm(member);
      expect(left.map((trip) => trip.id).sort()).toEqual(
        created.filter((id) => !outcome.withdrawn.includes(id)).sort(),
      );
      const kept = (await expectedTrips(booked)).filter((trip) => !cancelledPlaces.includes(trip.place));
      expect(left.map(asExpected)).toEqual(kept);
    },
  );
});
