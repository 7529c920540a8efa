import { describe, expect, it } from 'vitest';
import { calendarEntriesOfIcs, extractReservationsFromCalendar } from './calendar-extraction.ts';
import type { CalendarEntry } from './reservations.ts';

const googleEntry = (entry: Partial<CalendarEntry>): CalendarEntry => ({
  id: 'evt-1',
  provider: 'google',
  status: 'confirmed',
  title: '',
  location: null,
  description: null,
  startsAt: '2027-05-04T09:40:00+02:00',
  endsAt: '2027-05-04T10:45:00+01:00',
  isAllDay: false,
  isFromMail: true,
  ...entry,
});
const outlookEntry = (entry: Partial<CalendarEntry>) =>
  googleEntry({ provider: 'outlook', isFromMail: false, ...entry });

describe('reading bookings out of calendars', () => {
  it('reads a flight Gmail put in the calendar, its airports from the route in its notes', () => {
    const entry = googleEntry({
      title: 'Flight to London (BA 983)',
      location: 'Berlin BER',
      description: 'British Airways flight 983\nBerlin BER → London LHR\nConfirmation number: X7YQ2P',
    });
    expect(extractReservationsFromCalendar(entry)).toEqual([
      {
        kind: 'flight',
        provider: 'BA 983',
        reservationNumber: 'X7YQ2P',
        status: 'confirmed',
        legs: [
          {
            from: { iata: 'BER' },
            to: { iata: 'LHR' },
            departsAt: '2027-05-04T09:40:00+02:00',
            arrivesAt: '2027-05-04T10:45:00+01:00',
          },
        ],
        stay: null,
      },
    ]);
  });

  it('reads a flight whose notes name no route: the title names where to, the place where from', () => {
    const [flight] = extractReservationsFromCalendar(
      googleEntry({ title: 'Flight to London (BA 983)', location: 'Berlin BER' }),
    );
    expect(flight!.legs[0]).toMatchObject({ from: { iata: 'BER' }, to: { name: 'London' } });
  });

  it('reads a hotel stay Gmail made, its last day the day before the all-day event ends', () => {
    const entry = googleEntry({
      title: 'Stay at Hotel Adlon Kempinski',
      location: 'Hotel Adlon Kempinski, Unter den Linden 77, 10117 Berlin, Germany',
      startsAt: '2027-07-10',
      endsAt: '2027-07-13',
      isAllDay: true,
    });
    expect(extractReservationsFromCalendar(entry)).toEqual([
      {
        kind: 'lodging',
        provider: 'Hotel Adlon Kempinski',
        reservationNumber: null,
        status: 'confirmed',
        legs: [],
        stay: {
          place: { name: 'Hotel Adlon Kempinski', locality: 'Berlin', country: 'Germany' },
          startsAt: '2027-07-10',
          endsAt: '2027-07-12',
        },
      },
    ]);
  });

  it('reads nothing from events a member made themselves in Google, or from events that are no booking', () => {
    expect(
      extractReservationsFromCalendar(googleEntry({ title: 'Flight to London (BA 983)', isFromMail: false })),
    ).toEqual([]);
    expect(extractReservationsFromCalendar(googleEntry({ title: 'Dinner with Ana', location: 'Lisbon' }))).toEqual([]);
    expect(extractReservationsFromCalendar(outlookEntry({ title: 'Quarterly review', location: 'Room 4.12' }))).toEqual(
      [],
    );
  });

  it('reads an Outlook event with a place, and none without', () => {
    const train = outlookEntry({ title: 'Train ICE 1007 Berlin Hbf → München Hbf', location: 'Berlin Hbf, Gleis 12' });
    expect(extractReservationsFromCalendar(train)).toEqual([
      {
        kind: 'train',
        provider: 'ICE 1007',
        reservationNumber: null,
        status: 'confirmed',
        legs: [
          {
            from: { name: 'Berlin Hbf' },
            to: { name: 'München Hbf' },
            departsAt: train.startsAt,
            arrivesAt: train.endsAt,
          },
        ],
        stay: null,
      },
    ]);
    expect(extractReservationsFromCalendar({ ...train, location: null })).toEqual([]);
  });

  it('gives a cancelled booking for a cancelled event, whichever way the provider says so', () => {
    const stay = {
      title: 'Hotel Elbflorenz',
      location: 'Rosenstraße 36, 01067 Dresden',
      startsAt: '2027-06-12',
      endsAt: '2027-06-15',
      isAllDay: true,
    };
    const [cancelled] = extractReservationsFromCalendar(outlookEntry({ ...stay, status: 'cancelled' }));
    expect(cancelled).toMatchObject({ kind: 'lodging', provider: 'Hotel Elbflorenz', status: 'cancelled' });
    const [titled] = extractReservationsFromCalendar(outlookEntry({ ...stay, title: 'Canceled: Hotel Elbflorenz' }));
    expect(titled).toMatchObject({ provider: 'Hotel Elbflorenz', status: 'cancelled' });
    expect(titled!.stay).toEqual(cancelled!.stay);
  });

  it('reads an ICS file’s events, a cancelling file’s as cancelled, and nothing from a broken one', () => {
    const ics = (method: string) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        `METHOD:${method}`,
        'BEGIN:VEVENT',
        'UID:lx963@example.com',
        'DTSTART;TZID=Europe/Berlin:20271015T070000',
        'DTEND;TZID=Europe/Zurich:20271015T082500',
        'SUMMARY:Flight LX 963 BER → ZRH',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
    const [entry] = calendarEntriesOfIcs(ics('PUBLISH'));
    expect(entry).toMatchObject({
      id: 'lx963@example.com',
      provider: 'ics',
      status: 'confirmed',
      startsAt: '2027-10-15T07:00:00',
    });
    expect(extractReservationsFromCalendar(entry!)).toEqual([
      {
        kind: 'flight',
        provider: 'LX 963',
        reservationNumber: null,
        status: 'confirmed',
        legs: [
          {
            from: { iata: 'BER' },
            to: { iata: 'ZRH' },
            departsAt: '2027-10-15T07:00:00',
            arrivesAt: '2027-10-15T08:25:00',
          },
        ],
        stay: null,
      },
    ]);
    expect(calendarEntriesOfIcs(ics('CANCEL'))[0]!.status).toBe('cancelled');
    expect(calendarEntriesOfIcs('BEGIN:VCALENDAR\r\nBEGIN:VEVENT')).toEqual([]);
  });
});
