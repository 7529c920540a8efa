// The locations module as other modules see it.

export type { PlaceMatch } from './locations.repository.ts';
export {
  distanceKm,
  findLocation,
  findLocations,
  findPlaceNamed,
  findPlaceNear,
  loadPlaces,
  placeExists,
  placeNameRange,
  presentPlaceMatch,
  toLocation,
} from './locations.service.ts';
