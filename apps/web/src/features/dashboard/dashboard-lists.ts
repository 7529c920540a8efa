import type { Connection, Crossing, CrossingKind, Trip } from '@here-and-there/contracts';
import { dayOf, daysBetween } from '../trips/trip-days.ts';

/**
 * Orders ISO dates and instants of the API by their characters, which is their order in time.
 * `localeCompare` would build a collator first, which took a phone's processor longer than the
 * rest of the people tab's lists together.
 */
const byIso = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The trips of the member's people, without the member's own (`GET /trips/` lists both), in the API's order. */
export const othersTrips = (trips: readonly Trip[], memberId: string) =>
  trips.filter((trip) => trip.owner !== memberId);

/** Crossings by how the member meets each person, each kind in the API's order (soonest first). */
export function crossingsByKind(crossings: readonly Crossing[]): Record<CrossingKind, Crossing[]> {
  const groups: Record<CrossingKind, Crossing[]> = { here: [], there: [], near_miss: [] };
  for (const crossing of crossings) groups[crossing.kind].push(crossing);
  return groups;
}

/** Each person once, at their soonest crossing: a deck shows a person, not every day they meet the member. */
export function soonestCrossingOfEach(crossings: readonly Crossing[]): Crossing[] {
  const soonest = new Map<string, Crossing>();
  for (const crossing of crossings) {
    const known = soonest.get(crossing.user.id);
    if (!known || crossing.arrival_datetime < known.arrival_datetime) soonest.set(crossing.user.id, crossing);
  }
  return [...soonest.values()].sort((a, b) => byIso(a.arrival_datetime, b.arrival_datetime));
}

/** `/dashboard/users/recent`: the people the member chose, the latest connection first. */
export const newestFirst = (connections: readonly Connection[]) =>
  [...connections].sort((a, b) => byIso(b.created_at, a.created_at));

/** Days a person and the member are in the same place, as whole UTC days (`YYYY-MM-DD`). */
export interface Stay {
  arrival: string;
  departure: string;
}

/** One person at one of the member's trips, or at the member's home city, with every stay there. */
export interface CrossingGroup {
  key: string;
  /** The soonest of the crossings: who, where and how the member meets them. */
  crossing: Crossing;
  /** Soonest first; stays that touch or overlap are one. */
  stays: Stay[];
}

/**
 * One row per person and trip of the member (or home city): a friend who leaves for a day in the
 * middle of the member's trip makes two crossings, which read as one person with two stays.
 * Groups keep the order of their soonest crossing.
 */
export function groupCrossings(crossings: readonly Crossing[]): CrossingGroup[] {
  const groups = new Map<string, CrossingGroup>();
  for (const crossing of crossings) {
    const where = crossing.my_trip ? `trip:${crossing.my_trip.id}` : `home:${crossing.location.id}`;
    const key = `${crossing.kind}:${crossing.user.id}:${where}`;
    const stay = { arrival: dayOf(crossing.arrival_datetime), departure: dayOf(crossing.departure_datetime) };
    const group = groups.get(key);
    if (!group) groups.set(key, { key, crossing, stays: [stay] });
    else group.stays.push(stay);
  }
  return [...groups.values()].map((group) => ({ ...group, stays: joinStays(group.stays) }));
}

function joinStays(stays: readonly Stay[]): Stay[] {
  const joined: Stay[] = [];
  for (const stay of [...stays].sort((a, b) => byIso(a.arrival, b.arrival))) {
    const last = joined.at(-1);
    if (last && daysBetween(last.departure, stay.arrival) <= 1) {
      if (stay.departure > last.departure) last.departure = stay.departure;
    } else {
      joined.push({ ...stay });
    }
  }
  return joined;
}
