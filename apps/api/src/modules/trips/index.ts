// The trips module as other modules see it.
export type { TripWithPlace } from './trips.repository.ts';
export {
  createTrip,
  deleteTrip,
  findOwnTripsFrom,
  findTrips,
  type ImportedTrip,
  type Owner,
  presentTrips,
  recordImportedTrip,
  summarizeTrip,
  tripViewerOf,
  viewTrips,
  widenImportedTrip,
} from './trips.service.ts';
export type { TripRow } from './trips.table.ts';
