// The trips module as other modules see it.
export type { TripWithPlace } from './trips.repository.ts';
export { createTrip, findTrips, presentTrips, summarizeTrip, tripViewerOf, viewTrips } from './trips.service.ts';
export type { TripRow } from './trips.table.ts';
