// The locations module as other modules see it.
export {
  distanceKm,
  findLocation,
  findLocations,
  findPlaceNamed,
  findPlaceNear,
  loadPlaces,
  placeExists,
  toLocation,
} from './locations.service.ts';
