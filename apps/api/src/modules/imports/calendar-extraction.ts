import ICAL from 'ical.js';
import { clueOfAddress } from './addresses.ts';
import { bookingReferenceIn, flightNumberIn, isAirportCode, routeIn, shiftDay } from './booking-text.ts';
import type { CalendarEntry, PlaceClue, Reservation } from './reservations.ts';

const kinds = [
  { kind: 'flight', words: /\b(flight|flug)\b/i },
  { kind: 'train', words: /\b(train|zug|bahn|ICE|IC|EC|TGV|Eurostar|Frecciarossa|Italo|Railjet|Thalys)\b/i },
  { kind: 'bus', words: /\b(bus|coach|fernbus|flixbus)\b/i },
  { kind: 'lodging', words: /\b(stay|hotel|hostel|resort|inn|apartment|aufenthalt|übernachtung|unterkunft)\b/i },
] as const;

const cancelledPrefix = /^\s*(cancell?ed|abgesagt|storniert)\s*:\s*/i;

/**
 * The booking a calendar event stands for: a flight, train or bus ride, or a hotel stay, read from
 * its title, place and notes. Only events that come from a booking are read: Google's that Gmail
 * made from a confirmation, Outlook's that have a place, and those of an ICS file a mail carried;
 * an event that reads as none of these kinds (a meeting, a dinner) gives nothing. A cancelled
 * event gives a cancelled reservation.
 */
export function extractReservationsFromCalendar(entry: CalendarEntry): Reservation[] {
  if (entry.provider === 'google' && !entry.isFromMail) return [];
  if (entry.provider === 'outlook' && !entry.location) return [];
  const title = entry.title.replace(cancelledPrefix, '').trim();
  const text = [title, entry.location, entry.description].filter(Boolean).join('\n');
  const kind = routeInLines(text) ? 'flight' : kinds.find(({ words }) => words.test(title))?.kind;
  if (!kind) return [];
  const common = {
    reservationNumber: bookingReferenceIn(entry.description ?? '') ?? null,
    status:
      entry.status === 'cancelled' || cancelledPrefix.test(entry.title)
        ? ('cancelled' as const)
        : ('confirmed' as const),
  };
  if (kind === 'lodging') {
    const name = title.replace(
      /^(stay at|hotel stay at|aufenthalt (im|in der|in)|übernachtung (im|in der|in))\s+/i,
      '',
    );
    const place: PlaceClue = { name, ...(entry.location ? clueOfAddress(entry.location) : {}) };
    const endsAt = entry.isAllDay ? shiftDay(entry.endsAt, -1) : entry.endsAt;
    return [{ kind, provider: name, ...common, legs: [], stay: { place, startsAt: entry.startsAt, endsAt } }];
  }
  const [from, to] = endsOfRide(kind, title, entry.location, text);
  if (!to) return [];
  const provider =
    (kind === 'flight' ? (flightNumberIn(title) ?? flightNumberIn(entry.description ?? '')) : serviceNumberIn(title)) ??
    title;
  const arrivesAt = entry.isAllDay ? null : entry.endsAt;
  return [{ kind, provider, ...common, legs: [{ from, to, departsAt: entry.startsAt, arrivesAt }], stay: null }];
}

function routeInLines(text: string) {
  for (const line of text.split('\n')) {
    const route = routeIn(line);
    if (route) return route;
  }
  return undefined;
}

/**
 * Where a ride starts and ends: a route of airport codes anywhere in the event, else the title's
 * "A → B" or "… to B" / "… nach B" and the event's place as the start. The start is an empty
 * clue when nothing names it (the member says where); no end, no ride.
 */
function endsOfRide(kind: string, title: string, location: string | null, text: string): [PlaceClue, PlaceClue?] {
  const route = routeInLines(text);
  if (route) return [{ iata: route[0] }, { iata: route[1] }];
  const withoutNumbers = title.replace(/\s*\([^)]*\)/g, '');
  const stations = withoutNumbers.split(/\s+(?:→|->|–|—)\s+/);
  if (stations.length === 2) return [{ name: stations[0]!.replace(leadingService, '') }, { name: stations[1]! }];
  const destination = /\b(?:to|nach)\s+(.+)$/i.exec(withoutNumbers)?.[1]?.trim();
  if (!destination) return [{}];
  const startCode = kind === 'flight' ? airportCodeIn(location ?? '') : undefined;
  const from: PlaceClue = startCode ? { iata: startCode } : location ? { name: location } : {};
  return [from, { name: destination }];
}

/** A title's opening words that name the ride rather than its start: "Train ICE 1007 ", "Bus N1234 ". */
const leadingService = /^(?:(?:train|zug|bus|fernbus)\s+)?(?:[A-Z]{1,4}\s?\d{1,5}\s+)?/i;

/** A train's or bus's service as a title writes it ("ICE 1007", "Eurostar 9014", "N1234"). */
function serviceNumberIn(title: string) {
  return /\b(?:[A-Z]{1,4}|Eurostar|Frecciarossa|Italo|Railjet|Thalys)\s?\d{2,5}\b/.exec(title)?.[0];
}

function airportCodeIn(text: string) {
  return [...text.matchAll(/\b([A-Z]{3})\b/g)].map((match) => match[1]!).find(isAirportCode);
}

/**
 * The events of an ICS file as calendar entries (a confirmation's attachment): times as the file
 * writes them in local time, a cancelled event (or a file that cancels, `METHOD:CANCEL`) as
 * cancelled. An unreadable file gives none.
 */
export function calendarEntriesOfIcs(ics: string): CalendarEntry[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(ics));
  } catch {
    return [];
  }
  const isCancelling = String(calendar.getFirstPropertyValue('method') ?? '').toUpperCase() === 'CANCEL';
  return calendar.getAllSubcomponents('vevent').flatMap((component) => {
    const event = new ICAL.Event(component);
    if (!event.startDate) return [];
    const endDate = event.endDate ?? event.startDate;
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    return [
      {
        id: event.uid ?? '',
        provider: 'ics' as const,
        status: isCancelling || status === 'CANCELLED' ? ('cancelled' as const) : ('confirmed' as const),
        title: event.summary ?? '',
        location: event.location || null,
        description: event.description || null,
        startsAt: event.startDate.toString(),
        endsAt: endDate.toString(),
        isAllDay: event.startDate.isDate,
        isFromMail: true,
      },
    ];
  });
}
