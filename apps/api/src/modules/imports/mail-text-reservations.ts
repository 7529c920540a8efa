import { clueOfAddress } from './addresses.ts';
import { bookingReferenceIn, dayIn, routeIn, shiftDay, timesIn } from './booking-text.ts';
import type { Reservation, ReservationLeg } from './reservations.ts';

/** What a mail tells besides its body: who sent it and what it is about. */
export type MailHeading = { senderName: string | undefined; subject: string };

const cancelled = /\b(cancell?ed|cancellation of|storniert|stornierung|storno)\b/i;

/**
 * The bookings a mail's plain words state, for a confirmation whose markup was lost (most often
 * forwarded by a member): flights from lines that name a route of two airports and a day, and a
 * stay from check-in and check-out days. Nothing is taken from a line that says less, so a mail
 * that is no confirmation gives nothing rather than a guess.
 */
export function reservationsOfMailText(text: string, heading: MailHeading): Reservation[] {
  const original = forwardedHeading(text) ?? heading;
  const common = {
    reservationNumber: bookingReferenceIn(text) ?? null,
    status: cancelled.test(original.subject) ? ('cancelled' as const) : ('confirmed' as const),
  };
  const provider = original.senderName ?? heading.senderName;
  if (!provider) return [];
  const reservations: Reservation[] = [];
  const legs = flightLegsIn(text.split(/\r?\n/));
  if (legs.length > 0) reservations.push({ kind: 'flight', provider, ...common, legs, stay: null });
  const stay = stayIn(text);
  if (stay) {
    const hotel = labelled(text, ['Hotel', 'Property', 'Unterkunft', 'Unterkunftsname']) ?? provider;
    reservations.push({
      kind: 'lodging',
      provider: hotel,
      ...common,
      legs: [],
      stay: { ...stay, place: { name: hotel, ...stay.place } },
    });
  }
  return reservations;
}

/** The original's sender and subject in the block a mail program writes above a forwarded mail. */
function forwardedHeading(text: string): MailHeading | undefined {
  const sender = /^\s*>?\s*(?:From|Von):\s*"?([^"<\n]+?)"?\s*(?:<[^>\n]*>)?\s*$/im.exec(text)?.[1]?.trim();
  const subject = /^\s*>?\s*(?:Subject|Betreff):\s*(.+)$/im.exec(text)?.[1]?.trim();
  return sender && subject !== undefined ? { senderName: sender, subject } : undefined;
}

/**
 * Each line with a route of two airports is a leg, on the day it writes or the day of the line
 * above it (a table's date column often stands apart), at the first time written after the route's
 * start, arriving at the next (the next day when earlier, or when marked "+1").
 */
function flightLegsIn(lines: string[]): ReservationLeg[] {
  const legs: ReservationLeg[] = [];
  lines.forEach((line, index) => {
    const route = routeIn(line);
    if (!route) return;
    const day = dayIn(line)?.day ?? dayIn(lines[index - 1] ?? '')?.day;
    if (!day) return;
    const [departure, arrival] = timesIn(line.replace(/\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\.\d{1,2}\.\d{4}\b/g, ''));
    const arrivalDay = arrival && (arrival < departure! || /\+1\b/.test(line)) ? shiftDay(day, 1) : day;
    legs.push({
      from: { iata: route[0] },
      to: { iata: route[1] },
      departsAt: departure ? `${day}T${departure}:00` : day,
      arrivesAt: arrival ? `${arrivalDay}T${arrival}:00` : null,
    });
  });
  return legs;
}

function stayIn(text: string) {
  const checkIn = labelled(text, ['Check-in', 'Check in', 'Arrival', 'Anreise', 'Ankunft']);
  const checkOut = labelled(text, ['Check-out', 'Check out', 'Departure', 'Abreise']);
  const [startsAt, endsAt] = [checkIn && dayIn(checkIn)?.day, checkOut && dayIn(checkOut)?.day];
  if (!startsAt || !endsAt || endsAt <= startsAt) return undefined;
  const address = labelled(text, ['Address', 'Adresse', 'Anschrift']);
  return { place: address ? clueOfAddress(address) : {}, startsAt, endsAt };
}

/** What follows the first of these labels at a line's start ("Check-in: Fri, 8 May 2026"), trimmed. */
function labelled(text: string, labels: string[]) {
  for (const label of labels) {
    const match = new RegExp(`^\\s*>?\\s*${label}\\s*:\\s*(.+)$`, 'im').exec(text);
    if (match?.[1]?.trim()) return match[1].trim();
  }
  return undefined;
}
