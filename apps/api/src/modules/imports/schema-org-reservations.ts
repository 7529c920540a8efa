import { clueOfAddress } from './addresses.ts';
import type { PlaceClue, Reservation, ReservationLeg } from './reservations.ts';
import { isOfType, isThing, type SchemaThing, textOf, thingOf } from './schema-org-markup.ts';

/** The ride reservations of schema.org, the kind each makes, and the names of its trip's properties. */
const rides = [
  { type: 'FlightReservation', kind: 'flight', from: 'departureAirport', to: 'arrivalAirport', company: 'airline' },
  { type: 'TrainReservation', kind: 'train', from: 'departureStation', to: 'arrivalStation', company: 'provider' },
  { type: 'BusReservation', kind: 'bus', from: 'departureBusStop', to: 'arrivalBusStop', company: 'provider' },
] as const;

/**
 * The reservations of schema.org markup (https://schema.org/Reservation): flights, trains and
 * buses as legs, hotel stays and events as stays. Rides of one kind, provider and number are the
 * legs of one journey (a mail marks up each flight of a return trip as its own reservation), in
 * order of departure; a thing marked up twice (JSON-LD and Microdata alike) counts once.
 */
export function reservationsOfSchemaThings(things: SchemaThing[]): Reservation[] {
  const reservations = new Map<string, Reservation>();
  for (const thing of things) {
    const reservation = readReservation(thing);
    if (!reservation) continue;
    const key = JSON.stringify([
      reservation.kind,
      reservation.provider,
      reservation.reservationNumber,
      reservation.stay,
    ]);
    const journey = reservations.get(key);
    if (!journey) reservations.set(key, reservation);
    else if (reservation.legs.length > 0) {
      const isNewLeg = (leg: ReservationLeg) =>
        !journey.legs.some((known) => JSON.stringify(known) === JSON.stringify(leg));
      journey.legs.push(...reservation.legs.filter(isNewLeg));
      journey.legs.sort((a, b) => a.departsAt.localeCompare(b.departsAt));
      // A journey any of whose legs is still on was not cancelled as a whole.
      if (reservation.status === 'confirmed') journey.status = 'confirmed';
    }
  }
  return [...reservations.values()];
}

function readReservation(reservation: SchemaThing): Reservation | undefined {
  const target = thingOf(reservation, 'reservationFor');
  if (!target) return undefined;
  const common = {
    reservationNumber: textOf(reservation, 'reservationNumber') ?? null,
    status: /ReservationCancelled$/.test(textOf(reservation, 'reservationStatus') ?? '')
      ? ('cancelled' as const)
      : ('confirmed' as const),
  };
  const ride = rides.find(({ type }) => isOfType(reservation, type));
  if (ride) {
    const departsAt = textOf(target, 'departureTime');
    const from = clueOfPlace(thingOf(target, ride.from));
    const to = clueOfPlace(thingOf(target, ride.to));
    const provider =
      textOf(target, ride.company) ??
      textOf(target, 'provider') ??
      textOf(reservation, 'provider') ??
      textOf(reservation, 'broker');
    if (!departsAt || !from || !to || !provider) return undefined;
    return {
      kind: ride.kind,
      provider,
      ...common,
      legs: [{ from, to, departsAt, arrivesAt: textOf(target, 'arrivalTime') ?? null }],
      stay: null,
    };
  }
  if (isOfType(reservation, 'LodgingReservation')) {
    const startsAt = textOf(reservation, 'checkinTime') ?? textOf(reservation, 'checkinDate');
    const place = clueOfPlace(target);
    // The hotel names the stay, even when a booking site sold it: a site's one number may hold several stays.
    const provider = textOf(target, 'name') ?? textOf(reservation, 'provider');
    if (!startsAt || !place || !provider) return undefined;
    const endsAt = textOf(reservation, 'checkoutTime') ?? textOf(reservation, 'checkoutDate') ?? null;
    return { kind: 'lodging', provider, ...common, legs: [], stay: { place, startsAt, endsAt } };
  }
  if (isOfType(reservation, 'EventReservation')) {
    const startsAt = textOf(target, 'startDate');
    const place = clueOfPlace(thingOf(target, 'location'));
    const provider = textOf(reservation, 'provider') ?? textOf(target, 'organizer') ?? textOf(target, 'name');
    if (!startsAt || !place || !provider) return undefined;
    const endsAt = textOf(target, 'endDate') ?? null;
    return { kind: 'event', provider, ...common, legs: [], stay: { place, startsAt, endsAt } };
  }
  return undefined;
}

/** What an airport, station, stop, hotel or venue tells of where it is; undefined when nothing. */
function clueOfPlace(place: SchemaThing | undefined): PlaceClue | undefined {
  if (!place) return undefined;
  const clue: PlaceClue = {};
  const iata = textOf(place, 'iataCode');
  if (iata && /^[A-Za-z]{3}$/.test(iata)) clue.iata = iata.toUpperCase();
  const name = textOf(place, 'name');
  if (name) clue.name = name;
  const address = place.address;
  if (isThing(address)) {
    const locality = textOf(address, 'addressLocality');
    const country = textOf(address, 'addressCountry');
    if (locality) clue.locality = locality;
    if (country) clue.country = country;
  } else if (typeof address === 'string') Object.assign(clue, clueOfAddress(address));
  const geo = thingOf(place, 'geo');
  const [latitude, longitude] = [Number(textOf(geo, 'latitude')), Number(textOf(geo, 'longitude'))];
  if (geo && Number.isFinite(latitude) && Number.isFinite(longitude)) Object.assign(clue, { latitude, longitude });
  return Object.keys(clue).length > 0 ? clue : undefined;
}
