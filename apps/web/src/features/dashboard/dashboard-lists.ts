import type { Connection, Crossing, CrossingKind, Trip } from '@here-and-there/contracts';
import { type DashboardTab, dashboardTabs } from '../../app/routing/route-paths.ts';

/**
 * The tab `?tab=` asks for. SPEC §2 links to the home screen with `tab=here` or `tab=there`: both
 * are the people tab, where here and there are side by side. Anything else opens the people tab.
 */
export function dashboardTabOf(value: string | null): DashboardTab {
  if (value === 'here' || value === 'there') return 'users';
  return dashboardTabs.find((tab) => tab === value) ?? 'users';
}

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
  return [...soonest.values()].sort((a, b) => a.arrival_datetime.localeCompare(b.arrival_datetime));
}

/** `/dashboard/users/recent`: the people the member chose, the latest connection first. */
export const newestFirst = (connections: readonly Connection[]) =>
  [...connections].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** A stable key of a crossing: one person can cross the member at several places and times. */
export const crossingKey = (crossing: Crossing) =>
  `${crossing.kind}:${crossing.user.id}:${crossing.my_trip?.id ?? 'home'}:${crossing.their_trip?.id ?? 'home'}`;
