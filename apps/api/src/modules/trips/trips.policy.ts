import type { Standing } from '../connections/index.ts';
import { isVisibleTo } from '../users/index.ts';
import type { TripRow } from './trips.table.ts';

/**
 * Who looks at a trip: its owner, a signed-out visitor, or another member with how the owner
 * stands towards them and their id (a trip's exclusions name members).
 */
export type TripViewer = { kind: 'self' } | { kind: 'visitor' } | { kind: 'member'; id: string; standing: Standing };

/**
 * Trip visibility (DESIGN §5), the one rule of every read path: the owner always; nobody else
 * before the trip is confirmed, nor a visitor (a burglar must not learn when a home is empty), nor
 * a member the trip excludes; otherwise the trip's level as for profile fields, which also hides
 * it from a blocked or blocking member. `findVisibleTrips` of the repository is its SQL twin.
 */
export function canSeeTrip(
  trip: Pick<TripRow, 'status' | 'visibility' | 'visibilityExclusions'>,
  viewer: TripViewer,
): boolean {
  if (viewer.kind === 'self') return true;
  if (viewer.kind === 'visitor' || trip.status !== 'confirmed') return false;
  if (trip.visibilityExclusions.includes(viewer.id)) return false;
  return isVisibleTo(trip.visibility, viewer);
}
